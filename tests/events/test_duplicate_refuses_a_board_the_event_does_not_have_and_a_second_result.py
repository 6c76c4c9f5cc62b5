"""Bad duplicate results are refused in the director's words, naming board and table."""

import pytest

from events import EventError
from events.formats import Table
from events.formats.duplicate import Board, BoardResult, boards, duplicate_standings

T1 = Table(1, ("a", "b", "c", "d"))
PLAYED = [Board(1, 7, 0), Board(2, 8, 1)]


def test_a_board_not_played() -> None:
    with pytest.raises(EventError, match="board 4, table 1: this event has no such board"):
        duplicate_standings([BoardResult(4, T1, (1, 2, 1, 2))], PLAYED, partnership=True)


def test_a_second_result_for_one_table_and_board() -> None:
    twice = [BoardResult(1, T1, (1, 2, 1, 2)), BoardResult(1, T1, (3, 2, 3, 2))]
    with pytest.raises(EventError, match="board 1, table 1: this table already has a result"):
        duplicate_standings(twice, PLAYED, partnership=True)


def test_standings_before_any_result() -> None:
    with pytest.raises(EventError, match="there are no results yet"):
        duplicate_standings([], PLAYED, partnership=True)


def test_boards_are_pinned_by_the_event_seed_and_the_dealer_rotates() -> None:
    first = boards(3, 1234, seats=4)
    assert first == boards(3, 1234, seats=4)
    assert [b.dealer for b in first] == [0, 1, 2]
    assert len({b.seed for b in first}) == 3
    assert {b.seed for b in first}.isdisjoint(b.seed for b in boards(3, 1235, seats=4))
