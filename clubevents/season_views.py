"""A season's page: its league table and its players' openskill ratings, both recomputed
from the recorded results of its events each time the page is shown (never stored, never
edited)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET

from clubevents.models import Season
from clubevents.standings import league_table, season_ratings
from clubsite import access
from events import EventError

__all__ = ["season_page"]


def _computed(work: Any) -> tuple[list[Any], str]:
    try:
        return work(), ""
    except EventError as error:
        return [], str(error)


@require_GET
def season_page(request: HttpRequest, club: str, slug: str) -> HttpResponse:
    """The league table and ratings of a season, for whoever may read the club."""
    found = access.club_or_404(request.user, club)
    season = get_object_or_404(Season, club=found, slug=slug)
    table, table_note = _computed(lambda: league_table(season))
    rated, ratings_note = _computed(lambda: season_ratings(season))
    context = {
        "club": found,
        "season": season,
        "events": list(season.season_events().select_related("ruleset")),
        "table": table,
        "table_note": table_note,
        "ratings": rated,
        "ratings_note": ratings_note,
    }
    return render(request, "clubevents/season.html", context)
