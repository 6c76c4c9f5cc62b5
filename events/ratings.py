"""Player ratings with openskill's Plackett-Luce model, recomputed from recorded results.

Plackett-Luce rates any number of sides of any size from a finishing order, so one model
covers a partnership game (two sides of two), an individual game's order of four, and a
progressive night where partners change every round. Ratings are never edited: they are a
function of the games in the order they were played, and recomputing gives the same numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

from events.errors import EventError
from events.formats import Player

__all__ = ["RatedGame", "Rating", "ratings"]


@dataclass(frozen=True, slots=True)
class RatedGame:
    """A finished game: its sides (each a tuple of players), each side's score, and whether
    its game's lowest score wins (Hearts) or its highest (Spades): a season can mix both."""

    sides: tuple[tuple[Player, ...], ...]
    scores: tuple[float, ...]
    lowest_wins: bool = False


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating: skill `mu`, uncertainty `sigma`, the cautious `ordinal` (mu - 3
    sigma) that ranks players, and the number of games it rests on."""

    player: Player
    mu: float
    sigma: float
    ordinal: float
    games: int


def ratings(games: Sequence[RatedGame]) -> list[Rating]:
    """Every player's rating after `games`, in order, best ordinal first."""
    model = PlackettLuce()
    current: dict[Player, PlackettLuceRating] = {}
    counts: dict[Player, int] = {}
    for number, game in enumerate(games, start=1):
        if len(game.sides) != len(game.scores) or len(game.sides) < 2:
            raise EventError(
                "a rated game needs a score for each of at least two sides", where=f"game {number}"
            )
        teams = [[current.get(p) or model.rating(name=p) for p in side] for side in game.sides]
        sign = 1 if game.lowest_wins else -1
        ranks = [sign * score for score in game.scores]
        rated = model.rate(teams, ranks=ranks)
        for side, new in zip(game.sides, rated, strict=True):
            for player, rating in zip(side, new, strict=True):
                current[player] = rating
                counts[player] = counts.get(player, 0) + 1
    result = [Rating(p, r.mu, r.sigma, r.ordinal(), counts[p]) for p, r in current.items()]
    return sorted(result, key=lambda r: (-r.ordinal, r.player))
