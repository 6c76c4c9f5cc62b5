"""Standings: players ordered by a total and stated tie-breaks, with shared places for ties."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from events.errors import EventError
from events.formats import Player

__all__ = ["Standing", "rank"]


@dataclass(frozen=True, slots=True)
class Standing:
    """One line: the place (shared when everything compared is equal), player and total."""

    place: int
    player: Player
    total: float
    tie_breaks: tuple[float, ...] = ()


def rank(
    totals: Mapping[Player, float],
    tie_breaks: Mapping[Player, Sequence[float]] | None = None,
    *,
    lowest_wins: bool = False,
) -> list[Standing]:
    """Order players by total (then each tie-break, higher better) and give each a place.

    Players equal on the total and every tie-break share a place ("1, 2, 2, 4") and are
    listed by name. No totals at all is refused: there is nothing to stand on yet.
    """
    if not totals:
        raise EventError("there are no results yet: standings appear once a table has finished")
    breaks = tie_breaks or {}
    sign = 1 if lowest_wins else -1

    def key(player: Player) -> tuple[float, ...]:
        return (sign * totals[player], *(-b for b in breaks.get(player, ())))

    ordered = sorted(totals, key=lambda p: (key(p), p))
    lines: list[Standing] = []
    for index, player in enumerate(ordered):
        shared = lines and key(ordered[index - 1]) == key(player)
        place = lines[-1].place if shared else index + 1
        lines.append(Standing(place, player, totals[player], tuple(breaks.get(player, ()))))
    return lines
