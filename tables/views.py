"""The pages of live tables that are not one table's own (those are clubsite/views/tables.py):
a club's Tables page, its lobby (docs/tables.md)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from clubsite import access
from tables import lobby, services

__all__ = ["open_tables"]


@require_GET
def open_tables(request: HttpRequest, club: str) -> HttpResponse:
    """The club's Tables page: tables waiting for players, with their free seats and pinned
    versions, games in progress to watch, and the visitor's own tables to rejoin; for whoever
    may read the club (a private club's outsiders get a 404, as for its other pages)."""
    found = access.club_or_404(request.user, club)
    listed = lobby.lobby(found, request.user)
    context = {
        "club": found,
        "tables": listed.waiting,
        "playing": listed.playing,
        "yours": listed.yours,
        "may_open": services.may_open_in(request.user, found),
    }
    return render(request, "tables/open_tables.html", context)
