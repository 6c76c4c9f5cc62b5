"""verify_registry's check of club events: every result row matches the digest its audit
event recorded, and every finished event's standings recompute to the digest recorded when
it finished, or when a correction after the finish restated them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from clubevents.models import Event, EventFormat, EventResult, EventStatus, Season
from clubevents.services import result_digest
from events import EventError
from registry.models import Club
from registry.services.audit import canonical_digest
from registry.services.verification import Problem

__all__ = ["event_problems"]


def _digests(event: Any) -> dict[str, Any]:
    return event.digests if isinstance(event.digests, dict) else {}


def event_problems(club: Club, chain: list[Any]) -> Iterator[Problem]:
    """Every event result and standing of `club` that disagrees with its audit chain."""
    recorded = {e.object_ref: e for e in chain if e.object_type == "event"}
    # The standings recorded last count: at the finish, or restated by a later correction.
    finishes = {e.object_ref: e for e in chain if e.action in ("event.finish", "event.restate")}
    results = EventResult.objects.filter(event__club=club).select_related("event", "corrects")
    for result in results.order_by("pk"):
        row = (
            f"event result {club.slug}/{result.event.slug} round {result.round} "
            f"table {result.table} (id {result.public_id})"
        )
        event = recorded.get(result.chain_ref)
        if event is None:
            yield Problem(row, "no audit event records this result")
        elif _digests(event).get("result") != result_digest(result):
            yield Problem(row, "the stored result differs from the one its audit event recorded")
    for done in Event.objects.filter(
        club=club, status__in=(EventStatus.FINISHED, EventStatus.PUBLISHED)
    ):
        yield from _standing_problems(club, done, finishes)
    starts = {e.object_ref: e for e in chain if e.action == "event.start"}
    for bracket in Event.objects.filter(club=club, format=EventFormat.BRACKET).exclude(
        status=EventStatus.DRAFT
    ):
        yield from _seed_problems(club, bracket, starts)
    for season in Season.objects.filter(club=club).order_by("slug"):
        yield from _season_problems(club, season)


def _seed_problems(club: Club, event: Event, starts: dict[str, Any]) -> Iterator[Problem]:
    row = f"event {club.slug}/{event.slug}"
    started = starts.get(event.chain_ref)
    if started is None:
        yield Problem(row, "no audit event records its start")
    elif _digests(started).get("seeds") != canonical_digest(event.seeds):
        yield Problem(row, "its bracket's seeds differ from those recorded when it started")


def _season_problems(club: Club, season: Season) -> Iterator[Problem]:
    """A season's table and ratings are recomputed from its events: each event whose
    standings cannot be recomputed is named (its own rows say why)."""
    from clubevents.standings import event_standings

    for event in season.season_events().exclude(status=EventStatus.DRAFT):
        if not event.results.exists():
            continue
        try:
            event_standings(event)
        except EventError as error:
            yield Problem(
                f"season {club.slug}/{season.slug}",
                f"the standings of {event.slug} cannot be recomputed for its league table "
                f"and ratings: {error}",
            )


def _standing_problems(club: Club, event: Event, finishes: dict[str, Any]) -> Iterator[Problem]:
    from clubevents.standings import event_standings

    row = f"event {club.slug}/{event.slug}"
    finished = finishes.get(event.chain_ref)
    if finished is None:
        return
    try:
        lines = event_standings(event)
    except EventError as error:
        yield Problem(row, f"its standings cannot be recomputed: {error}")
        return
    if _digests(finished).get("standings") != canonical_digest(lines):
        yield Problem(
            row,
            "its standings, recomputed from its results, differ from those "
            "recorded when it finished (or restated by its last correction)",
        )
