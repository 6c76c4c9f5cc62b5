"""Who sees and does what on the club pages: `registry.permissions` (the admin's rules), plus
anonymous reading of public clubs (as in the API).

- A public club is visible to anyone, signed in or not; a private club to its members and
  staff only. To everyone else it does not exist: its pages answer 404.
- Scoring a table and starting a simulation need the owner or editor role (`can_edit`, the
  role that may publish and start matches in the admin and the API). Viewers read everything
  of their club, simulation results included; non-members of a public club read its rules,
  history and match audits.
- A score sheet's hands may also be entered by whoever an app built beside the club pages
  says keeps that sheet (`SHEET_KEEPERS`): club events let the members seated at an event's
  paper table enter their own sheet from their phones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404

from registry import permissions
from registry.models import Club, Match, Ruleset

__all__ = [
    "visible_clubs",
    "can_view",
    "can_score",
    "can_see_simulations",
    "club_or_404",
    "ruleset_or_404",
    "scorer_refusal",
    "sheet_keeper_refusal",
    "member_refusal",
    "SHEET_KEEPERS",
]

SHEET_KEEPERS: list[Callable[[Any, Match], bool]] = []
"""Checks that let a signed-in user enter a score sheet's hands without the scorer's role,
added by apps when they start (clubevents: the players seated at an event's sheet); the club
pages import none of them."""


def visible_clubs(user: Any) -> QuerySet[Club]:
    """The clubs the user may read; for anyone not signed in, the public clubs."""
    if not user.is_authenticated:
        return Club.objects.filter(is_public=True)
    return permissions.readable_clubs(user)


def can_view(user: Any, club: Club) -> bool:
    """Whether the user may read the club's pages."""
    if not user.is_authenticated:
        return club.is_public
    return permissions.can_read(user, club)


def can_score(user: Any, club: Club) -> bool:
    """Whether the user may score a table or start a simulation in the club."""
    return permissions.can_edit(user, club)


def can_see_simulations(user: Any, club: Club) -> bool:
    """Members (any role) and staff see the club's simulations: drafts are club business."""
    return user.is_authenticated and (
        permissions.is_registry_staff(user) or permissions.role_of(user, club) is not None
    )


def club_or_404(user: Any, slug: str) -> Club:
    """The club, or 404 when it does not exist or the user may not read it."""
    club = get_object_or_404(Club, slug=slug)
    if not can_view(user, club):
        raise Http404("No such club.")
    return club


def ruleset_or_404(user: Any, club_slug: str, slug: str) -> Ruleset:
    """The club's ruleset, or 404 (also when the club is not the user's to read)."""
    club = club_or_404(user, club_slug)
    return get_object_or_404(Ruleset.objects.select_related("club", "head"), club=club, slug=slug)


def scorer_refusal(request: HttpRequest, club: Club) -> HttpResponse | None:
    """None when the user may score or simulate in the club; otherwise a redirect to sign in
    for an anonymous visitor. A signed-in reader who may not is refused (403)."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not can_score(request.user, club):
        raise PermissionDenied("Scoring a table and simulating need the owner or editor role.")
    return None


def sheet_keeper_refusal(request: HttpRequest, match: Match) -> HttpResponse | None:
    """None when the user may enter this sheet's hands: a scorer of its club, or a keeper of
    this sheet by one of `SHEET_KEEPERS`; otherwise as `scorer_refusal`."""
    user = request.user
    if user.is_authenticated and any(keeps(user, match) for keeps in SHEET_KEEPERS):
        return None
    return scorer_refusal(request, match.version.ruleset.club)


def member_refusal(request: HttpRequest, club: Club) -> HttpResponse | None:
    """None when the user may open the club's tables and see its simulations; otherwise a
    redirect to sign in for an anonymous visitor. A signed-in non-member is refused (403)."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not can_see_simulations(request.user, club):
        raise PermissionDenied("The club's live tables and simulations are for its members.")
    return None
