"""A physical table's score sheet, opened from the event, is pending when its last hand is
entered: the one who entered it and their partner cannot confirm it, a player of the other
side (or a director who did not enter it) can, and then it is the table's result, with who
entered and who confirmed it in the audit chain. A correction after that needs a reason, is
kept with who made it, and the confirmed result stays."""

import pytest

from clubevents.event_tables import confirm_sheet, open_sheet, sheet_state
from clubevents.services import correct_result, current_results
from events import EventError
from registry.models import AuditEvent
from registry.services import add_sheet_hand
from tests.events.event_helpers import PAPER_HAND, PAPER_SEATS, seated_event


def test_the_other_side_confirms_and_the_sheet_counts(cast) -> None:  # type: ignore[no-untyped-def]
    event = seated_event(cast, "paper", PAPER_SEATS)
    opened = open_sheet(event, round=1, table=1, actor=cast.editor)
    assert [s["player"] for s in opened.match.seats] == ["alice", "bob", "erin", "gus"]
    with pytest.raises(EventError, match="this table is already open as a score sheet"):
        open_sheet(event, round=1, table=1, actor=cast.owner)
    with pytest.raises(EventError, match="the score sheet is not finished"):
        confirm_sheet(event, round=1, table=1, actor=cast.viewer, directs=False)

    add_sheet_hand(opened.match, PAPER_HAND, actor=cast.editor)
    state = sheet_state(opened)
    assert (state.state, state.entered_by) == ("pending", "erin")
    assert not current_results(event)

    for who, directs in ((cast.editor, True), (cast.owner, True)):  # erin, and her partner
        with pytest.raises(EventError, match="erin entered this sheet: a player of the other side"):
            confirm_sheet(event, round=1, table=1, actor=who, directs=directs)
    assert not event.results.exists()

    result = confirm_sheet(event, round=1, table=1, actor=cast.viewer, directs=False)
    assert (result.source, result.entered_by, result.match_id) == (
        "sheet",
        cast.editor,
        opened.match_id,
    )
    assert result.scores == [71, 50, 71, 50]  # the rule: 10 a trick bid, 1 a trick over (a bag)
    audit = AuditEvent.objects.get(action="event.result", object_ref=result.chain_ref)
    assert (audit.actor, audit.details["entered_by"]) == ("bob", "erin")
    with pytest.raises(EventError, match="the score sheet is confirmed: nothing to confirm"):
        confirm_sheet(event, round=1, table=1, actor=cast.viewer, directs=False)

    with pytest.raises(EventError, match="a correction needs a reason"):
        correct_result(result, scores=[91, 40], reason=" ", actor=cast.owner)
    fixed = correct_result(result, scores=[91, 40], reason="gus misread a trick", actor=cast.owner)
    assert [r.pk for r in event.results.order_by("id")] == [result.pk, fixed.pk]
    assert current_results(event) == [fixed]
    audit = AuditEvent.objects.get(action="event.correct")
    assert (audit.actor, audit.details["reason"]) == ("alice", "gus misread a trick")


def test_someone_not_at_the_table_confirms_only_as_the_director(cast) -> None:  # type: ignore[no-untyped-def]
    event = seated_event(cast, "paper", PAPER_SEATS)
    opened = open_sheet(event, round=1, table=1, actor=cast.owner)
    add_sheet_hand(opened.match, PAPER_HAND, actor=cast.owner)  # alice enters it
    with pytest.raises(
        EventError, match="only a player of the other side at this table, or the director"
    ):
        confirm_sheet(event, round=1, table=1, actor=cast.staff, directs=False)
    result = confirm_sheet(event, round=1, table=1, actor=cast.staff, directs=True)
    assert result.entered_by == cast.owner
