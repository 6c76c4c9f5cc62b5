"""Brackets: single elimination, each match a best of N games, for the finals of a night.

Seeds are placed the standard way (1 meets the lowest seed, and 1 and 2 can only meet in the
final); when the entrants are not a power of two, the top seeds have byes in the first round.
A match is won by the first to win more than half of its N games (N odd).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from events.errors import EventError
from events.formats import Player

__all__ = ["BracketMatch", "bracket_rounds", "first_round", "series_winner"]


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """A match of the bracket; `second` is None for a bye (`first` goes through)."""

    round: int
    slot: int
    first: Player
    second: Player | None


def _seed_order(size: int) -> list[int]:
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def first_round(seeds: Sequence[Player]) -> list[BracketMatch]:
    """The first round from entrants listed best seed first; top seeds get the byes."""
    if len(set(seeds)) != len(seeds):
        raise EventError("an entrant is seeded twice; list each team or player once")
    if len(seeds) < 2:
        raise EventError(f"a bracket needs at least 2 entrants; there are {len(seeds)}")
    size = 1
    while size < len(seeds):
        size *= 2
    order = _seed_order(size)
    matches = []
    for slot in range(size // 2):
        high, low = order[2 * slot], order[2 * slot + 1]
        second = seeds[low - 1] if low <= len(seeds) else None
        matches.append(BracketMatch(1, slot + 1, seeds[high - 1], second))
    return matches


def series_winner(match: BracketMatch, games: Sequence[Player], best_of: int) -> Player | None:
    """Who has won the match from its game winners so far, or None while it goes on."""
    if best_of < 1 or best_of % 2 == 0:
        raise EventError(f"a match is the best of an odd number of games, not {best_of}")
    if match.second is None:
        return match.first
    needed = best_of // 2 + 1
    for game, winner in enumerate(games, start=1):
        if winner not in (match.first, match.second):
            raise EventError(
                f"{winner} is not playing this match ({match.first} against {match.second})",
                where=f"bracket round {match.round}, match {match.slot}, game {game}",
            )
    if len(games) > best_of:
        raise EventError(
            f"a best of {best_of} has at most {best_of} games; {len(games)} were entered",
            where=f"bracket round {match.round}, match {match.slot}",
        )
    for side in (match.first, match.second):
        if games.count(side) >= needed:
            return side
    return None


def bracket_rounds(
    seeds: Sequence[Player], games: Mapping[tuple[int, int], Sequence[Player]], best_of: int
) -> list[list[BracketMatch]]:
    """Every round reached so far, from the game winners of each (round, slot)."""
    rounds = [first_round(seeds)]
    while len(rounds[-1]) > 1:
        winners = [series_winner(m, games.get((m.round, m.slot), ()), best_of) for m in rounds[-1]]
        if None in winners:
            break
        number = rounds[-1][0].round + 1
        rounds.append(
            [
                BracketMatch(number, slot + 1, first, second)
                for slot, (first, second) in enumerate(
                    zip(winners[::2], winners[1::2], strict=True)
                )
                if first is not None
            ]
        )
    return rounds
