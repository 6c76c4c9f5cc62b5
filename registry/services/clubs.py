"""Clubs, memberships and rulesets: creating them and changing who may do what."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from registry.models import Club, Membership, Role, Ruleset
from registry.services.audit import Actor, append_event, lock_club

__all__ = ["create_club", "set_membership", "remove_membership", "create_ruleset", "add_ruleset"]


def create_club(
    *, slug: str, name: str, public: bool = False, owner: AbstractBaseUser | None = None
) -> Club:
    """Create a club, with `owner` as its first owner when given."""
    with transaction.atomic():
        club = Club.objects.create(slug=slug, name=name, is_public=public)
        if owner is not None:
            set_membership(club, owner, Role.OWNER, actor=owner)
        return club


def set_membership(club: Club, user: AbstractBaseUser, role: str, *, actor: Actor) -> Membership:
    """Give `user` the role in the club (adding them, or changing their role), audited."""
    with transaction.atomic():
        # Locked like every write to a club: the membership and its audit event land together.
        club = lock_club(club)
        membership = Membership.objects.filter(club=club, user=user).first()
        if membership is not None and membership.role == role:
            return membership
        before = membership.role if membership else None
        if membership is None:
            membership = Membership.objects.create(club=club, user=user, role=Role(role))
        else:
            membership.role = Role(role)
            membership.save(update_fields=["role"])
        append_event(
            club,
            "membership.add" if before is None else "membership.change",
            actor=actor,
            object_type="membership",
            object_ref=str(user.get_username()),
            details={"role": str(role), "previous_role": before},
        )
        return membership


def remove_membership(club: Club, user: AbstractBaseUser, *, actor: Actor) -> None:
    """Take `user` out of the club, audited. Removing a non-member does nothing."""
    with transaction.atomic():
        club = lock_club(club)
        membership = Membership.objects.filter(club=club, user=user).first()
        if membership is None:
            return
        membership.delete()
        append_event(
            club,
            "membership.remove",
            actor=actor,
            object_type="membership",
            object_ref=str(user.get_username()),
            details={"previous_role": membership.role},
        )


def create_ruleset(
    club: Club, *, slug: str, title: str, description: str = "", actor: Actor
) -> Ruleset:
    """Create an empty ruleset in the club; its first publish makes version 1."""
    ruleset = Ruleset(club=club, slug=slug, title=title, description=description)
    return add_ruleset(ruleset, actor=actor)


def add_ruleset(ruleset: Ruleset, *, actor: Actor) -> Ruleset:
    """Store a new, unsaved ruleset (as built by a form), audited."""
    with transaction.atomic():
        club = lock_club(ruleset.club_id)
        ruleset.save(force_insert=True)
        append_event(
            club,
            "ruleset.create",
            actor=actor,
            object_type="ruleset",
            object_ref=ruleset.slug,
            details={"title": ruleset.title},
        )
        return ruleset
