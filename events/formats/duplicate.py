"""Duplicate: the same deals ("boards") at every table, each result compared with the others
who held the same seat on the same board.

A board is a seed and a dealer, pinned with the event: the engine deals the same cards from
the same seed, so every table plays the same hands, and anyone can replay a board's log.

A seat's result on a board is its score minus its opponents': the other side's score in a
partnership game, the average of the other seats' in an individual one (Oh Hell, cutthroat
Spades, Hearts). When the lowest score wins, the sign turns. Two ways to compare:

- **matchpoints**: 1 for every other table whose same seat did worse on the board, ½ for
  each that did as well, 0 for each that did better; a player's total is the sum over the
  boards they played, and their percentage that total over the most they could have had.
- **cumulative score**: the sum of a player's results over the boards, a second method for
  clubs who prefer total points to counting wins.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from events.errors import EventError
from events.formats import Player, Table

__all__ = [
    "Board",
    "BoardResult",
    "DuplicateRow",
    "boards",
    "duplicate_standings",
    "seat_results",
]


@dataclass(frozen=True, slots=True)
class Board:
    """One deal played at every table: its number, the seed that deals it, and the dealer."""

    number: int
    seed: int
    dealer: int


@dataclass(frozen=True, slots=True)
class BoardResult:
    """A table's result on a board: who sat where and each seat's score (0-based seats)."""

    board: int
    table: Table
    seat_scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DuplicateRow:
    """One player's line: matchpoints, their most possible, and the cumulative score."""

    player: Player
    matchpoints: Fraction
    top: int
    cumulative: Fraction

    @property
    def percentage(self) -> float:
        """Matchpoints as a percentage of the most possible (0 when nobody could be compared)."""
        return float(100 * self.matchpoints / self.top) if self.top else 0.0


def boards(count: int, event_seed: int, seats: int) -> list[Board]:
    """`count` boards derived from the event's seed; the dealer rotates like a match's."""
    if count < 1:
        raise EventError("a duplicate event needs at least one board")
    return [
        Board(number, _board_seed(event_seed, number), (number - 1) % seats)
        for number in range(1, count + 1)
    ]


def _board_seed(event_seed: int, number: int) -> int:
    # A hash, not event_seed + number, so two events with close seeds share no boards.
    digest = hashlib.sha256(f"houserules-board:{event_seed}:{number}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def seat_results(
    result: BoardResult, *, partnership: bool, lowest_wins: bool = False
) -> tuple[Fraction, ...]:
    """Each seat's result on the board: its score minus its opponents' (see the module)."""
    scores = result.seat_scores
    count = len(scores)
    if count != len(result.table.seats):
        raise EventError(
            f"the score sheet has {count} scores for {len(result.table.seats)} seats",
            where=f"board {result.board}, table {result.table.number}",
        )
    sign = -1 if lowest_wins else 1
    if partnership:
        half = count // 2
        return tuple(Fraction(sign * (scores[s] - scores[(s + 1) % half])) for s in range(count))
    return tuple(
        sign * (Fraction(scores[s]) - Fraction(sum(scores) - scores[s], count - 1))
        for s in range(count)
    )


def duplicate_standings(
    results: Sequence[BoardResult],
    played: Sequence[Board],
    *,
    partnership: bool,
    lowest_wins: bool = False,
) -> list[DuplicateRow]:
    """Every player's matchpoints and cumulative score, best matchpoints first.

    Ties on matchpoints are broken by the cumulative score, then by name. A result for a
    board the event does not have, or a second result of one table on one board, is refused.
    """
    if not results:
        raise EventError(
            "there are no results yet: standings appear once a table has finished a board"
        )
    known = {board.number for board in played}
    by_board: dict[int, list[tuple[BoardResult, tuple[Fraction, ...]]]] = defaultdict(list)
    seen: set[tuple[int, int]] = set()
    for result in results:
        where = f"board {result.board}, table {result.table.number}"
        if result.board not in known:
            raise EventError(
                "this event has no such board; the boards are "
                + ", ".join(str(n) for n in sorted(known)),
                where=where,
            )
        if (result.board, result.table.number) in seen:
            raise EventError("this table already has a result for this board", where=where)
        seen.add((result.board, result.table.number))
        by_board[result.board].append(
            (result, seat_results(result, partnership=partnership, lowest_wins=lowest_wins))
        )
    points: dict[Player, Fraction] = defaultdict(Fraction)
    tops: dict[Player, int] = defaultdict(int)
    cumulative: dict[Player, Fraction] = defaultdict(Fraction)
    for entries in by_board.values():
        _score_board(entries, points, tops, cumulative)
    rows = [DuplicateRow(p, points[p], tops[p], cumulative[p]) for p in cumulative]
    return sorted(rows, key=lambda r: (-r.matchpoints, -r.cumulative, r.player))


def _score_board(
    entries: list[tuple[BoardResult, tuple[Fraction, ...]]],
    points: dict[Player, Fraction],
    tops: dict[Player, int],
    cumulative: dict[Player, Fraction],
) -> None:
    for result, mine in entries:
        for seat, player in enumerate(result.table.seats):
            others = [theirs[seat] for other, theirs in entries if other is not result]
            points[player] += sum(
                (
                    Fraction(1)
                    if mine[seat] > o
                    else Fraction(1, 2)
                    if mine[seat] == o
                    else Fraction(0)
                    for o in others
                ),
                Fraction(0),
            )
            tops[player] += len(others)
            cumulative[player] += mine[seat]
