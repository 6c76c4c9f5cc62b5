"""A correction entered after the event finished restates its final standings in the audit
chain with the correction's reason: verify_registry then reports 0 problems, and a result row
changed behind the site's back afterwards is still reported."""

from django.db import connection

from clubevents.models import EventFormat
from clubevents.services import correct_result, finish_event, record_result
from clubevents.standings import event_standings
from registry.models import AuditEvent
from registry.services import verify_registry
from registry.services.audit import canonical_digest
from tests.events.event_helpers import started_event

NAMES = ["ann", "bob", "cat", "dan"]


def finished_night(cast, ruleset):  # type: ignore[no-untyped-def]
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1)
    # Round 1 of the rotation seats ann and dan (seats 1 and 3) against bob and cat.
    first = record_result(event, round=1, table=1, scores=[300, 100], actor=cast.editor)
    return finish_event(event, actor=cast.editor), first


def test_a_correction_after_the_finish_verifies(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event, first = finished_night(cast, ruleset)
    correct_result(first, scores=[100, 300], reason="sides swapped on the sheet",
                   actor=cast.owner)  # fmt: skip
    lines = event_standings(event)
    assert [(line["player"], line["total"]) for line in lines][:2] == [("bob", 300), ("cat", 300)]
    restated = AuditEvent.objects.get(action="event.restate")
    assert restated.details["reason"] == "sides swapped on the sheet"
    assert restated.digests["standings"] == canonical_digest(lines)
    assert verify_registry() == []


def test_a_correction_while_running_restates_nothing(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, rounds=1)
    first = record_result(event, round=1, table=1, scores=[300, 100], actor=cast.editor)
    correct_result(first, scores=[100, 300], reason="sides swapped", actor=cast.owner)
    finish_event(event, actor=cast.editor)
    assert not AuditEvent.objects.filter(action="event.restate").exists()
    assert verify_registry() == []


def test_a_tampered_row_after_a_correction_is_still_reported(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    event, first = finished_night(cast, ruleset)
    second = correct_result(first, scores=[100, 300], reason="sides swapped", actor=cast.owner)
    with connection.cursor() as cursor:
        # As an intruder with database access would (rolled back with the test).
        on = " ON clubevents_eventresult" if connection.vendor == "postgresql" else ""
        cursor.execute(f"DROP TRIGGER clubevents_eventresult_refuse_update{on}")
        cursor.execute("UPDATE clubevents_eventresult SET scores = %s WHERE id = %s",
                       ['[500, 0, 500, 0]', second.pk])  # fmt: skip
    problems = [str(p) for p in verify_registry()]
    assert any(f"(id {second.public_id})" in p and "differs from the one its audit event" in p
               for p in problems)  # fmt: skip
    assert any(p.startswith("event riverside/thursday: its standings") for p in problems)
