"""A club's bundle carries its events: a finished progressive night with a correction, a
duplicate table on a confirmed score sheet, a bracket and a season come back from an import
into another registry (other primary keys) with the same results, result ids, seating,
bracket and standings; the audit chain names each result by its id and still resolves, and
verify_registry finds nothing wrong."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from clubevents.brackets import bracket_view
from clubevents.models import Event, EventResult, Season
from clubevents.standings import event_standings
from registry.models import AuditEvent, Club
from registry.services import import_club, verify_club
from tests.cast import Cast
from tests.events.event_helpers import events_history
from tests.registry.test_registry_bundles import bundle

EVENT_RECORDS = ('"record":"event', '"record":"season"')


def _kept(club: Club) -> dict[str, Any]:
    """What the import must keep of the club's events."""
    events = Event.objects.filter(club=club).order_by("slug")
    results = EventResult.objects.filter(event__club=club).order_by("event__slug", "public_id")
    return {
        "standings": {e.slug: event_standings(e) for e in events if e.results.exists()},
        # The view names each game's result by its id in the event, which the import keeps.
        "bracket": bracket_view(events.get(slug="finals")),
        "results": [
            (
                r.event.slug,
                r.public_id,
                r.round,
                r.table,
                r.scores,
                r.reason,
                r.source,
                r.corrects.public_id if r.corrects else None,
                str(r.match_id),
            )
            for r in results
        ],  # fmt: skip
        "seating": [(e.slug, [r.seating for r in e.event_rounds.all()]) for e in events],
        "statuses": [(e.slug, e.status, e.version.number if e.version else None) for e in events],
        "seasons": [
            (s.slug, sorted(s.events.values_list("slug", flat=True)))
            for s in Season.objects.filter(club=club)
        ],
    }


def test_an_imported_club_has_the_same_events_standings_and_chain(cast: Cast) -> None:
    savepoint = transaction.savepoint()
    events_history(cast)
    lines, before = bundle(cast.club), _kept(cast.club)
    transaction.savepoint_rollback(savepoint)

    report = import_club(lines, slug="moved")
    moved = report.club
    assert (report.counts["event"], report.counts["event_result"]) == (3, 4)
    assert (report.counts["event_table"], report.counts["season"]) == (1, 1)
    assert verify_club(moved) == []
    assert _kept(moved) == before
    for result in EventResult.objects.filter(event__club=moved):
        assert AuditEvent.objects.filter(club=moved, object_ref=result.chain_ref).exists()
    # Not the primary keys: the chain resolves by the ids the results keep.
    assert any(r.pk != r.public_id for r in EventResult.objects.filter(event__club=moved))
    again = [line for line in bundle(moved) if line.startswith(EVENT_RECORDS, 1)]
    assert again == [line for line in lines if line.startswith(EVENT_RECORDS, 1)]
