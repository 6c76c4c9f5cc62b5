"""Round robin: every entrant meets every other once (fixed partnerships, or individuals in a
head-to-head game).

The circle method: entrant 1 stays, the others turn one place a round, so n entrants meet
each other in n - 1 rounds (n even). With an odd count an empty place joins the circle and
whoever draws it has the bye that round; every entrant has exactly one bye.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from events.errors import EventError
from events.formats import Player

__all__ = ["Pairing", "round_robin"]


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round of a head-to-head format: who meets whom, at which table, and who has a bye."""

    number: int
    matches: tuple[tuple[Player, Player], ...]
    byes: tuple[Player, ...] = ()


def round_robin(entrants: Sequence[Player]) -> list[Pairing]:
    """Every round of a round robin between `entrants` (teams or players)."""
    if len(set(entrants)) != len(entrants):
        raise EventError("an entrant is listed twice; list each team or player once")
    if len(entrants) < 2:
        raise EventError(f"a round robin needs at least 2 entrants; there are {len(entrants)}")
    ring: list[Player | None] = list(entrants)
    if len(ring) % 2:
        ring.append(None)
    count = len(ring)
    rounds: list[Pairing] = []
    for number in range(1, count):
        matches: list[tuple[Player, Player]] = []
        byes: list[Player] = []
        for i in range(count // 2):
            first, second = ring[i], ring[count - 1 - i]
            if first is None or second is None:
                byes.extend(p for p in (first, second) if p is not None)
            else:
                matches.append((first, second))
        rounds.append(Pairing(number, tuple(matches), tuple(byes)))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds
