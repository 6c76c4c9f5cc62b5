"""Duplicate, partnership: 3 boards at 3 tables, matchpoints counted by hand.

A seat's result on a board is its side's score minus the other side's; each seat gets 1 for
every other table whose same seat did worse, ½ for each tie. With 3 tables the top on a board
is 2.
"""

from fractions import Fraction

from events.formats import Table
from events.formats.duplicate import Board, BoardResult, duplicate_standings

BOARDS = [Board(1, 11, 0), Board(2, 22, 1), Board(3, 33, 2)]
T1 = Table(1, ("n1", "e1", "s1", "w1"))
T2 = Table(2, ("n2", "e2", "s2", "w2"))
T3 = Table(3, ("n3", "e3", "s3", "w3"))


def result(board: int, table: Table, ns: int, ew: int) -> BoardResult:
    return BoardResult(board, table, (ns, ew, ns, ew))


def test_matchpoints_and_cumulative_by_hand() -> None:
    results = [
        result(1, T1, 60, 40),
        result(1, T2, 50, 50),
        result(1, T3, 60, 40),  # NS: +20 0 +20
        result(2, T1, -100, 80),
        result(2, T2, 70, 30),
        result(2, T3, 30, 70),  # NS: -180 +40 -40
        result(3, T1, 90, 20),
        result(3, T2, 90, 20),
        result(3, T3, 20, 90),  # NS: +70 +70 -70
    ]
    rows = {r.player: r for r in duplicate_standings(results, BOARDS, partnership=True)}
    # NS table 1: board 1 beats T2, ties T3 = 1.5; board 2 below both = 0; board 3 ties T2,
    # beats T3 = 1.5. Total 3 of 6.
    assert rows["n1"].matchpoints == Fraction(3) and rows["n1"].top == 6
    # NS table 2: 0 + 2 + 1.5 = 3.5; NS table 3: 1.5 + 1 + 0 = 2.5.
    assert rows["s2"].matchpoints == Fraction(7, 2)
    assert rows["n3"].matchpoints == Fraction(5, 2)
    # EW seats mirror NS: each board's 2 matchpoints per pair of tables split the other way.
    assert rows["e1"].matchpoints == 6 - Fraction(3)
    assert rows["w2"].matchpoints == 6 - Fraction(7, 2)
    # Cumulative: NS table 1 = 20 - 180 + 70 = -90; EW table 1 = +90.
    assert rows["n1"].cumulative == -90 and rows["e1"].cumulative == 90
    assert rows["n1"].percentage == 50.0
