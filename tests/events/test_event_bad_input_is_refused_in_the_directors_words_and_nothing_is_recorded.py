"""The issue's bad input, each refused in the director's words with where and why, and
nothing recorded: a board the table did not play, a seat filled twice, a score sheet that
does not add up, a correction without a reason, a standing before any result, a second
result for a table."""

import pytest

from clubevents.models import EventFormat, EventResult
from clubevents.services import correct_result, record_result, seat_round
from clubevents.standings import event_standings
from events import EventError
from registry.models import AuditEvent
from tests.events.event_helpers import library_ruleset, started_event

NAMES = [f"p{n:02}" for n in range(1, 9)]


@pytest.fixture
def duplicate(cast):  # type: ignore[no-untyped-def]
    ruleset = library_ruleset(cast, "dup", "classic.yaml")
    return started_event(cast, ruleset, EventFormat.DUPLICATE, NAMES)


def refused(match: str, call, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
    results, events = EventResult.objects.count(), AuditEvent.objects.count()
    with pytest.raises(EventError, match=match):
        call(*args, **kwargs)
    assert (EventResult.objects.count(), AuditEvent.objects.count()) == (results, events)


def test_a_board_the_table_did_not_play(cast, duplicate) -> None:  # type: ignore[no-untyped-def]
    refused("round 1, table 2: this table did not play board 3; it played board 1",
            record_result, duplicate, round=1, table=2, board=3, scores=[1, 2],
            actor=cast.editor)  # fmt: skip


def test_a_table_the_round_does_not_have(cast, duplicate) -> None:  # type: ignore[no-untyped-def]
    refused("round 1 has no table 5; its tables are 1 to 2", record_result, duplicate,
            round=1, table=5, scores=[1, 2], actor=cast.editor)  # fmt: skip


def test_a_score_sheet_that_does_not_add_up(cast, duplicate) -> None:  # type: ignore[no-untyped-def]
    refused("round 1, table 1: the score sheet does not add up: side 2's hands make 90, "
            "not the 100 entered", record_result, duplicate, round=1, table=1,
            scores=[120, 100], hands=[[60, 40], [60, 50]], actor=cast.editor)  # fmt: skip


def test_a_second_result_then_a_correction_without_a_reason(cast, duplicate) -> None:  # type: ignore[no-untyped-def]
    first = record_result(duplicate, round=1, table=1, scores=[120, 100], actor=cast.editor)
    refused("round 1, table 1: this table already has a result; correct it, giving a reason",
            record_result, duplicate, round=1, table=1, scores=[100, 120],
            actor=cast.editor)  # fmt: skip
    refused("round 1, table 1: a correction needs a reason", correct_result, first,
            scores=[100, 120], reason="  ", actor=cast.editor)  # fmt: skip


def test_a_seat_filled_twice(cast, duplicate) -> None:  # type: ignore[no-untyped-def]
    for table in (1, 2):
        record_result(duplicate, round=1, table=table, scores=[1, 2], actor=cast.editor)
    refused("round 2: p01 is seated twice: table 1 seat 1 and table 2 seat 3", seat_round,
            duplicate, actor=cast.editor,
            tables=[NAMES[:4], ["p05", "p06", "p01", "p08"]])  # fmt: skip


def test_the_next_round_before_every_table_has_finished(cast, duplicate) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EventError, match="round 1: every table must enter its result"):
        seat_round(duplicate, actor=cast.editor)


def test_standings_before_any_result(duplicate) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EventError, match="there are no results yet"):
        event_standings(duplicate)
