"""The pages of live tables that are not one table's own (those are clubsite/views/tables.py):
a club's open tables, waiting for players (docs/tables.md)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from clubsite import access
from tables import services

__all__ = ["open_tables"]


@require_GET
def open_tables(request: HttpRequest, club: str) -> HttpResponse:
    """The club's tables waiting for players, with their free seats and pinned versions: for
    whoever may read the club (a private club's outsiders get a 404, as for its other
    pages)."""
    found = access.club_or_404(request.user, club)
    context = {
        "club": found,
        "tables": services.open_tables(found, request.user),
        "may_open": services.may_open_in(request.user, found),
    }
    return render(request, "tables/open_tables.html", context)
