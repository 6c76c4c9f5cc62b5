"""Swiss: a fixed number of rounds, each pairing entrants with equal or near scores who have
not met yet.

Standing points are 1 for a win, ½ for a draw, 0 for a loss; a bye scores a win. The stated
tie-breaks, in order: points, then Buchholz (the sum of the points of everyone met), then the
score difference (points made minus points conceded over every match), then the entrant's
name, so the order is never left to chance.

Pairing takes entrants from the top of the standings and gives each the highest-placed
entrant it has not met; when no such pairing exists for everyone, the fewest repeats are
allowed. With an odd count the lowest-placed entrant without a bye yet has the bye.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from events.errors import EventError
from events.formats import Player
from events.formats.round_robin import Pairing

__all__ = ["MatchResult", "SwissRow", "swiss_pairing", "swiss_standings"]

WIN, DRAW = 1.0, 0.5


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A finished head-to-head match: the entrants and their scores (first, second)."""

    first: Player
    second: Player
    first_score: int
    second_score: int


@dataclass(frozen=True, slots=True)
class SwissRow:
    """One entrant's line of the Swiss standings."""

    entrant: Player
    points: float
    buchholz: float
    difference: int


def _tally(
    entrants: Sequence[Player],
    results: Sequence[MatchResult],
    byes: Sequence[Player],
    lowest_wins: bool,
) -> tuple[dict[Player, float], dict[Player, list[Player]], dict[Player, int]]:
    points = {e: 0.0 for e in entrants}
    met: dict[Player, list[Player]] = {e: [] for e in entrants}
    difference = {e: 0 for e in entrants}
    sign = -1 if lowest_wins else 1
    for result in results:
        for entrant in (result.first, result.second):
            if entrant not in points:
                raise EventError(f"{entrant} has a result but is not an entrant of this event")
        margin = sign * (result.first_score - result.second_score)
        met[result.first].append(result.second)
        met[result.second].append(result.first)
        difference[result.first] += margin
        difference[result.second] -= margin
        if margin == 0:
            points[result.first] += DRAW
            points[result.second] += DRAW
        else:
            points[result.first if margin > 0 else result.second] += WIN
    for entrant in byes:
        points[entrant] += WIN
    return points, met, difference


def swiss_standings(
    entrants: Sequence[Player],
    results: Sequence[MatchResult],
    byes: Sequence[Player] = (),
    *,
    lowest_wins: bool = False,
) -> list[SwissRow]:
    """The standings, best first, by points, Buchholz, score difference, then name."""
    points, met, difference = _tally(entrants, results, byes, lowest_wins)
    rows = [SwissRow(e, points[e], sum(points[o] for o in met[e]), difference[e]) for e in entrants]
    return sorted(rows, key=lambda r: (-r.points, -r.buchholz, -r.difference, r.entrant))


def swiss_pairing(
    number: int,
    entrants: Sequence[Player],
    results: Sequence[MatchResult],
    byes: Sequence[Player] = (),
    *,
    lowest_wins: bool = False,
) -> Pairing:
    """Pair round `number` from the results so far (the first round pairs in listed order)."""
    if len(set(entrants)) != len(entrants):
        raise EventError("an entrant is listed twice; list each team or player once")
    if len(entrants) < 2:
        raise EventError(f"a Swiss round needs at least 2 entrants; there are {len(entrants)}")
    order = [
        row.entrant for row in swiss_standings(entrants, results, byes, lowest_wins=lowest_wins)
    ]
    if not results and not byes:
        order = list(entrants)
    bye: tuple[Player, ...] = ()
    if len(order) % 2:
        had_bye = set(byes)
        candidates = [e for e in reversed(order) if e not in had_bye] or list(reversed(order))
        bye = (candidates[0],)
        order.remove(candidates[0])
    met = {frozenset((r.first, r.second)) for r in results}
    for allowed in range(len(order) // 2 + 1):
        matches = _pair(order, met, allowed)
        if matches is not None:
            return Pairing(number, tuple(matches), bye)
    raise AssertionError("pairing with every repeat allowed always succeeds")


def _pair(
    order: list[Player], met: set[frozenset[Player]], allowed: int
) -> list[tuple[Player, Player]] | None:
    """Pair `order` top-down with at most `allowed` repeat meetings (depth-first)."""
    if not order:
        return []
    top, rest = order[0], order[1:]
    for index, opponent in enumerate(rest):
        repeat = frozenset((top, opponent)) in met
        if repeat and allowed == 0:
            continue
        tail = _pair(rest[:index] + rest[index + 1 :], met, allowed - repeat)
        if tail is not None:
            return [(top, opponent), *tail]
    return None
