"""A correction never overwrites: it is a new result naming the one it corrects and why, the
standings follow the latest, and both rows and both audit events stay."""

from clubevents.models import EventFormat, EventResult
from clubevents.services import correct_result, record_result
from clubevents.standings import event_standings
from registry.models import AuditEvent
from tests.events.event_helpers import library_ruleset, started_event


def test_correction(cast) -> None:  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "prog", "classic.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, [f"p{n}" for n in range(4)])
    first = record_result(event, round=1, table=1, scores=[120, 80], actor=cast.editor)
    second = correct_result(first, scores=[80, 120], reason="sides swapped on the sheet",
                            actor=cast.owner)  # fmt: skip
    assert second.corrects == first and EventResult.objects.count() == 2
    first.refresh_from_db()
    assert first.scores == [120, 80, 120, 80]
    totals = {line["player"]: line["total"] for line in event_standings(event)}
    # Round 1 of the rotation seats p0 and p3 (seats 1 and 3) against p1 and p2.
    assert totals == {"p0": 80, "p3": 80, "p1": 120, "p2": 120}
    audit = AuditEvent.objects.get(action="event.correct")
    assert audit.actor == "alice" and audit.details["reason"] == "sides swapped on the sheet"
