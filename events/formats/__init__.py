"""The formats of an event, each a movement (who sits where) and a way of scoring it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

__all__ = ["Player", "Table"]

Player: TypeAlias = str
"""A participant's stable key (a member's username, a guest's name, a bot's label)."""


@dataclass(frozen=True, slots=True)
class Table:
    """One table of one round: `seats[i]` sits in seat i (0-based, as the engine counts)."""

    number: int
    seats: tuple[Player, ...]

    def sides(self, partnership: bool) -> tuple[tuple[Player, ...], ...]:
        """The sides at this table: seats 0+2 and 1+3 in partnerships, else one per seat."""
        if not partnership:
            return tuple((player,) for player in self.seats)
        half = len(self.seats) // 2
        return tuple(self.seats[side::half] for side in range(half))
