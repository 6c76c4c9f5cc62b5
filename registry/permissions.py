"""Who may do what in the registry. Permissions are per club, not per model:

- staff (`is_staff` or superuser) see and change everything;
- owners and editors of a club change its rulesets (publish, restore, deprecate, withdraw);
- owners also manage the club itself and its members;
- viewers, and every signed-in user for a public club, read;
- anyone else sees nothing of a private club.

No one, staff included, may change or delete a version, a lifecycle change or an audit event:
that is enforced by the models and the database, and the admin never offers it.
"""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from registry.models import Club, Role

__all__ = [
    "is_registry_staff",
    "role_of",
    "can_read",
    "can_edit",
    "can_manage",
    "readable_clubs",
    "editable_clubs",
    "member_clubs",
    "EDIT_ROLES",
]

EDIT_ROLES = (Role.OWNER, Role.EDITOR)
"""Roles that may change a club's rulesets."""


def is_registry_staff(user: Any) -> bool:
    """Staff see and manage every club."""
    return bool(user.is_active and (user.is_staff or user.is_superuser))


def role_of(user: Any, club: Club) -> str | None:
    """The user's role in the club, or None for a non-member."""
    if not user.is_authenticated:
        return None
    return club.memberships.filter(user=user).values_list("role", flat=True).first()


def can_read(user: Any, club: Club) -> bool:
    """Whether the user may see the club's rulesets, versions and matches."""
    if not user.is_authenticated or not user.is_active:
        return False
    return is_registry_staff(user) or club.is_public or role_of(user, club) is not None


def can_edit(user: Any, club: Club) -> bool:
    """Whether the user may publish, restore, deprecate and withdraw in the club."""
    return user.is_authenticated and (
        is_registry_staff(user) or (user.is_active and role_of(user, club) in EDIT_ROLES)
    )


def can_manage(user: Any, club: Club) -> bool:
    """Whether the user may change the club's settings and members."""
    return user.is_authenticated and (
        is_registry_staff(user) or (user.is_active and role_of(user, club) == Role.OWNER)
    )


def readable_clubs(user: Any) -> QuerySet[Club]:
    """The clubs the user may read."""
    if is_registry_staff(user):
        return Club.objects.all()
    if not user.is_authenticated or not user.is_active:
        return Club.objects.none()
    return Club.objects.filter(Q(is_public=True) | Q(memberships__user=user)).distinct()


def editable_clubs(user: Any) -> QuerySet[Club]:
    """The clubs whose rulesets the user may change."""
    if is_registry_staff(user):
        return Club.objects.all()
    return member_clubs(user, EDIT_ROLES)


def member_clubs(user: Any, roles: tuple[str, ...] = tuple(Role)) -> QuerySet[Club]:
    """The clubs where the user holds one of `roles`."""
    if not user.is_authenticated or not user.is_active:
        return Club.objects.none()
    return Club.objects.filter(memberships__user=user, memberships__role__in=roles).distinct()
