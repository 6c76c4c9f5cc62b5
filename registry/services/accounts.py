"""Invitations into a club and members' API tokens (docs/web.md, "Accounts").

An owner invites with a role; the link carries a secret that is shown once, works once and
expires. Accepting makes the membership through `set_membership`, so it is audited like any
other, in the name of the owner who invited. A token's secret is likewise shown once; the
API authenticates it (`registry.api.authentication`) by its digest.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from registry import permissions
from registry.account_models import (
    TOKEN_PREFIX,
    ApiToken,
    Invite,
    digest_of,
    new_secret,
    new_token_secret,
)
from registry.errors import RegistryError
from registry.models import Club, Membership, Role
from registry.services.clubs import set_membership

__all__ = [
    "InviteError",
    "invite",
    "find_invite",
    "accept_invite",
    "withdraw_invite",
    "create_token",
    "revoke_token",
    "user_of_token",
    "is_member_token",
]


class InviteError(RegistryError):
    """An invitation that cannot be made or accepted, and why."""


def invite(club: Club, role: str, *, by: AbstractBaseUser, note: str = "") -> tuple[Invite, str]:
    """A new invitation into the club with the role, and its secret (shown once)."""
    if not permissions.can_manage(by, club):
        raise InviteError("Only the club's owners invite members.")
    secret = new_secret()
    days = settings.HOUSERULES_INVITE_DAYS
    created = Invite.objects.create(
        club=club,
        role=Role(role),
        note=note,
        secret_digest=digest_of(secret),
        created_by=by,
        expires_at=timezone.now() + timedelta(days=days),
    )
    return created, secret


def find_invite(secret: str) -> Invite:
    """The invitation the secret opens, if it is still open; otherwise why not."""
    found = Invite.objects.select_related("club", "created_by").filter(
        secret_digest=digest_of(secret)
    )
    invitation = found.first()
    if invitation is None:
        raise InviteError("This invitation link is not valid: check that it was copied whole.")
    if invitation.accepted_at is not None:
        raise InviteError("This invitation has already been used. Ask the club for a new one.")
    if timezone.now() >= invitation.expires_at:
        raise InviteError("This invitation has expired. Ask the club for a new one.")
    return invitation


def accept_invite(secret: str, user: AbstractBaseUser) -> Membership:
    """Make `user` a member with the invitation's role, once. An existing member keeps their
    role and the invitation stays open for someone else."""
    with transaction.atomic():
        invitation = find_invite(secret)
        current = Membership.objects.filter(club=invitation.club, user=user).first()
        if current is not None:
            raise InviteError(
                f"You are already {_article(current.role)} {current.role} of "
                f"{invitation.club.name}; the invitation was not used."
            )
        # Used once even when two people open the link at the same moment: only one UPDATE
        # finds it unaccepted.
        taken = Invite.objects.filter(pk=invitation.pk, accepted_at__isnull=True).update(
            accepted_at=timezone.now(), accepted_by=user
        )
        if not taken:
            raise InviteError("This invitation has already been used. Ask the club for a new one.")
        return set_membership(invitation.club, user, invitation.role, actor=invitation.created_by)


def withdraw_invite(invitation: Invite, *, by: AbstractBaseUser) -> None:
    """An owner takes back an invitation not yet accepted."""
    if not permissions.can_manage(by, invitation.club):
        raise InviteError("Only the club's owners withdraw invitations.")
    Invite.objects.filter(pk=invitation.pk, accepted_at__isnull=True).delete()


def _article(role: str) -> str:
    return "an" if role[0] in "aeiou" else "a"


def create_token(user: AbstractBaseUser, name: str) -> tuple[ApiToken, str]:
    """A new named token of the user's, and its secret (shown once)."""
    name = name.strip()
    if not name:
        raise RegistryError("Give the token a name, e.g. the program or machine that uses it.")
    if ApiToken.objects.filter(user=user, name=name).exists():
        raise RegistryError(f"You already have a token named {name!r}.")
    secret = new_token_secret()
    token = ApiToken.objects.create(
        user=user, name=name, secret_digest=digest_of(secret), prefix=secret[:10]
    )
    return token, secret


def revoke_token(user: AbstractBaseUser, token_id: int) -> bool:
    """Delete one of the user's tokens; False when they have no such token."""
    deleted, _ = ApiToken.objects.filter(user=user, pk=token_id).delete()
    return bool(deleted)


LAST_USED_GRANULARITY = timedelta(minutes=5)
"""`last_used_at` is written at most this often per token: not one UPDATE per API call."""


def is_member_token(secret: str) -> bool:
    """Whether the secret is shaped like a member's token (else it may be DRF's)."""
    return secret.startswith(TOKEN_PREFIX)


def user_of_token(secret: str) -> AbstractBaseUser | None:
    """The user a token secret belongs to, or None; records when the token was last used."""
    token = ApiToken.objects.select_related("user").filter(secret_digest=digest_of(secret)).first()
    if token is None:
        return None
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at > LAST_USED_GRANULARITY:
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
    return token.user
