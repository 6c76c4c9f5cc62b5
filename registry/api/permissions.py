"""The API's permissions: `registry.permissions` (the admin's rules), plus anonymous reading.

- Reading: what the admin lets a user read, and, for anyone without credentials, the public
  clubs. A club the user may not read does not exist for them: its URLs answer 404, so
  probing slugs reveals nothing.
- Writing (publish, lifecycle, rulesets, matches): `can_edit`, as in the admin. A reader who
  may not write gets 403; without credentials, 401.
"""

from __future__ import annotations

from typing import Any

from django.db.models import Exists, OuterRef, Q, QuerySet
from rest_framework.exceptions import NotAuthenticated, PermissionDenied

from registry import permissions
from registry.api.problems import Problem
from registry.models import Club, Membership, Version

__all__ = [
    "readable_clubs",
    "can_read",
    "require_read",
    "require_edit",
    "readable_versions",
    "is_public_digest",
]


def readable_clubs(user: Any) -> QuerySet[Club]:
    """The clubs the user may read; for anyone not signed in, the public clubs."""
    if not user.is_authenticated:
        return Club.objects.filter(is_public=True)
    return permissions.readable_clubs(user)


def can_read(user: Any, club: Club) -> bool:
    """Whether the user may read the club (anonymous: public clubs only)."""
    if not user.is_authenticated:
        return club.is_public
    return permissions.can_read(user, club)


def require_read(user: Any, club: Club) -> None:
    """404 unless the user may read the club: a private club does not exist for outsiders."""
    if not can_read(user, club):
        raise Problem(404, "not-found", "Not found.")


def require_edit(user: Any, club: Club) -> None:
    """404 for a club the user may not read, 401 without credentials, 403 for a reader who
    may not change the club's rulesets (a viewer, or a non-member of a public club)."""
    require_read(user, club)
    if not user.is_authenticated:
        raise NotAuthenticated()
    if not permissions.can_edit(user, club):
        raise PermissionDenied(
            f"changing {club.slug}'s rulesets and matches needs the owner or editor role"
        )


def readable_versions(user: Any) -> QuerySet[Version]:
    """Every version in a club the user may read, as one filter (no DISTINCT needed)."""
    versions = Version.objects.all()
    if permissions.is_registry_staff(user):
        return versions
    public = Q(ruleset__club__is_public=True)
    if not user.is_authenticated or not user.is_active:
        return versions.filter(public)
    member = Membership.objects.filter(club=OuterRef("ruleset__club"), user=user)
    return versions.filter(public | Exists(member))


def is_public_digest(digest: str) -> Exists:
    """An expression: some public club holds a version with these rules."""
    return Exists(Version.objects.filter(document_id=digest, ruleset__club__is_public=True))
