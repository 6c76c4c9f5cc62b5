"""Brackets: single elimination, each match a best of N games, for the finals of a night.

Seeds are placed the standard way (1 meets the lowest seed, and 1 and 2 can only meet in the
final); when the entrants are not a power of two, the top seeds have byes in the first round.
A match is won by the first to win more than half of its N games (N odd).

Final placing: the winner is 1st and the final's loser 2nd; the losers of each earlier round
share the place after everyone who went further (both semi-final losers 3rd, the four
quarter-final losers 5th), and entrants still in share the best place left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from events.errors import EventError
from events.formats import Player

__all__ = [
    "BracketMatch",
    "Placing",
    "bracket_match",
    "bracket_placings",
    "bracket_rounds",
    "first_round",
    "round_count",
    "series_winner",
]


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


@dataclass(frozen=True, slots=True)
class Placing:
    """An entrant's place, the games they won, and whether they still play for a better one."""

    place: int
    entrant: Player
    games_won: int
    still_in: bool


def round_count(entrants: int) -> int:
    """How many rounds a bracket of `entrants` has (the final is the last)."""
    rounds, size = 0, 1
    while size < entrants:
        size *= 2
        rounds += 1
    return rounds


def bracket_match(
    seeds: Sequence[Player],
    games: Mapping[tuple[int, int], Sequence[Player]],
    best_of: int,
    round: int,
    slot: int,
) -> BracketMatch:
    """The match at (`round`, `slot`), refused when the bracket has no such match yet."""
    rounds = bracket_rounds(seeds, games, best_of)
    where = f"bracket round {round}, match {slot}"
    if not 1 <= round <= round_count(len(seeds)):
        raise EventError(
            f"the bracket has rounds 1 to {round_count(len(seeds))}; there is no round {round}",
            where=where,
        )
    if round > len(rounds):
        raise EventError(
            "this match is not set yet: its players are still playing the round before",
            where=where,
        )
    matches = {m.slot: m for m in rounds[round - 1]}
    if slot not in matches:
        raise EventError(
            f"round {round} of the bracket has matches 1 to {len(matches)}", where=where
        )
    return matches[slot]


def bracket_placings(
    seeds: Sequence[Player], games: Mapping[tuple[int, int], Sequence[Player]], best_of: int
) -> list[Placing]:
    """Every entrant's placing so far, best first (see the module), then by seed."""
    rounds = bracket_rounds(seeds, games, best_of)
    total = round_count(len(seeds))
    won = {entrant: 0 for entrant in seeds}
    out: dict[Player, int] = {}
    for matches in rounds:
        for match in matches:
            played = games.get((match.round, match.slot), ())
            for game_winner in played:
                won[game_winner] += 1
            decided = series_winner(match, played, best_of)
            if decided is not None and match.second is not None:
                loser = match.second if decided == match.first else match.first
                out[loser] = 2 ** (total - match.round) + 1
    finished = len(out) == len(seeds) - 1
    placings = [Placing(out.get(e, 1), e, won[e], e not in out and not finished) for e in seeds]
    order = {e: i for i, e in enumerate(seeds)}
    return sorted(placings, key=lambda p: (p.place, order[p.entrant]))
