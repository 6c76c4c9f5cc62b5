"""Duplicate, individual game (cutthroat Spades, Hearts): a seat's result is its score minus the
average of the other seats'; with Hearts (lowest wins) the sign turns."""

from fractions import Fraction

from events.formats import Table
from events.formats.duplicate import Board, BoardResult, duplicate_standings, seat_results

BOARD = [Board(1, 5, 0)]
T1 = Table(1, ("a1", "b1", "c1", "d1"))
T2 = Table(2, ("a2", "b2", "c2", "d2"))


def test_seat_result_is_score_minus_the_others_average() -> None:
    # Seat 1: 10 - (4 + 6 + 2) / 3 = 6.
    assert seat_results(BoardResult(1, T1, (10, 4, 6, 2)), partnership=False)[0] == 6


def test_hearts_matchpoints_by_hand() -> None:
    results = [BoardResult(1, T1, (0, 13, 5, 8)), BoardResult(1, T2, (3, 10, 5, 8))]
    rows = {
        r.player: r
        for r in duplicate_standings(results, BOARD, partnership=False, lowest_wins=True)
    }
    # Seat 1 took 0 at table 1 and 3 at table 2: the lower wins the matchpoint.
    assert rows["a1"].matchpoints == 1 and rows["a2"].matchpoints == 0
    # Seat 3 took 5 at both, but the others' average differs: T1 (13+0+8)/3 = 7, T2 (3+10+8)/3
    # = 7, so results are equal: ½ each.
    assert rows["c1"].matchpoints == Fraction(1, 2) == rows["c2"].matchpoints
    # a1: -(0 - (13 + 5 + 8) / 3) = 26/3.
    assert rows["a1"].cumulative == Fraction(26, 3)
