"""The table: how many seats, who plays with whom, which way play goes, who deals next.

This module is the only reader of the `players` options. Everything else asks a `Seating`,
built once per ruleset by `seating(rules)`. Seats are 0-based: seat 0 is "seat 1" of the
rules and deals the first hand.

    >>> import rulesets
    >>> table = seating(rulesets.load("format: houserules/1\\ngame: spades\\n"))
    >>> table.next_seat(3), table.partners(0), table.side_of[1]
    (0, (2,), 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TypeAlias

from engine.core.memo import PerRuleset
from rulesets.common import DealerRotation, Direction
from rulesets.formats import Ruleset

__all__ = [
    "SeatIndex",
    "SeatNumber",
    "SideIndex",
    "Seating",
    "seat_index",
    "seat_number",
    "seating",
]

# Any game's rules: the one union, defined in rulesets.formats.
Rules = Ruleset

SeatIndex: TypeAlias = int
"""A seat counted from 0, as the engine's hands, views, bots and `Seating` count it: seat 1
of the rules is index 0."""
SeatNumber: TypeAlias = int
"""A seat counted from 1, as the rules, the JSON formats (match logs, score sheets, the API)
and the club pages count it."""
SideIndex: TypeAlias = int
"""A side (a team, or one player in singles) counted from 0, as `Seating.sides` and the
engine's scores count it; the JSON formats count sides from 1."""


def seat_number(index: SeatIndex) -> SeatNumber:
    """The 1-based number of the seat at 0-based `index`."""
    return index + 1


def seat_index(number: SeatNumber, count: int) -> SeatIndex:
    """The 0-based index of seat `number` (1 to `count`); ValueError for another number."""
    if not 1 <= number <= count:
        raise ValueError(f"there is no seat {number}: the seats are numbered 1 to {count}")
    return number - 1


@dataclass(frozen=True, slots=True)
class Seating:
    """Seats, sides and the direction of play of one ruleset."""

    count: int
    """Number of seats."""
    sides: tuple[tuple[int, ...], ...]
    """The sides as tuples of seats, in order of their first seat."""
    side_of: tuple[int, ...]
    """The index in `sides` of each seat's side."""
    step: int
    """+1 when play goes clockwise (to seat + 1), -1 when counterclockwise."""
    dealer_moves: bool
    """Whether the deal passes to the next seat after each hand."""
    partner_seats: tuple[tuple[int, ...], ...]
    """For each seat, the other seats on its side."""
    next_seats: tuple[int, ...]
    """For each seat, the seat after it in the direction of play."""
    orders: tuple[tuple[int, ...], ...]
    """For each seat, every seat once starting with it, in the direction of play."""

    def next_seat(self, seat: int) -> int:
        """The seat after `seat` in the direction of play."""
        return (seat + self.step) % self.count

    def next_dealer(self, dealer: int) -> int:
        """Who deals the hand after one dealt by `dealer`."""
        return self.next_seat(dealer) if self.dealer_moves else dealer

    def order_from(self, first: int) -> tuple[int, ...]:
        """Every seat once, starting at `first`, in the direction of play."""
        return self.orders[first % self.count]

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats on `seat`'s side (none in a singles game)."""
        return self.partner_seats[seat]

    def same_side(self, one: int, other: int) -> bool:
        """Whether two seats play for the same side."""
        return self.side_of[one] == self.side_of[other]


_SEATINGS: Final[PerRuleset[Rules, Seating]] = PerRuleset()


def seating(rules: Rules) -> Seating:
    """The seating of `rules`, computed once per ruleset object."""
    return _SEATINGS.get(rules, _build)


def _build(rules: Rules) -> Seating:
    count = rules.players.count
    sides = rules.players.sides()
    step = 1 if rules.players.direction is Direction.CLOCKWISE else -1
    side_of = [0] * count
    for index, side in enumerate(sides):
        for seat in side:
            side_of[seat] = index
    return Seating(
        count=count,
        sides=sides,
        side_of=tuple(side_of),
        step=step,
        dealer_moves=rules.players.dealer_rotation is DealerRotation.NEXT_SEAT,
        partner_seats=tuple(
            tuple(other for other in sides[side_of[seat]] if other != seat) for seat in range(count)
        ),
        next_seats=tuple((seat + step) % count for seat in range(count)),
        orders=tuple(
            tuple((first + step * offset) % count for offset in range(count))
            for first in range(count)
        ),
    )
