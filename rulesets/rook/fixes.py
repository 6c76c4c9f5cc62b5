"""The Rook family's ways out of its problems, offered by the editor as one click."""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import JsonValue

from rulesets.fixes import Fix
from rulesets.rook.model import Nest, NestDealt

__all__ = ["rook_fixes"]

LARGEST_NEST: int = max(
    int(getattr(item, "le", 0) or 0) for item in Nest.model_fields["size"].metadata
)


def rook_fixes(values: Mapping[str, JsonValue]) -> list[Fix]:
    """A nest that leaves cards that do not deal evenly (the nearest nest sizes that do), and
    a nest dealt one card a round that is larger than a hand."""
    players, ranks = values.get("players.count"), values.get("deck.ranks")
    nest = values.get("nest.size")
    if not _count(players) or not isinstance(ranks, list) or not _count(nest, 0):
        return []
    assert isinstance(players, int) and isinstance(nest, int)
    size = 4 * len(ranks) + (1 if values.get("deck.rook_card") is True else 0)
    return [*_nest_fixes(players, size, nest), *_dealt_fixes(players, size, nest, values)]


def _count(value: JsonValue, least: int = 1) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def _nest_fixes(players: int, size: int, nest: int) -> list[Fix]:
    if size - nest > 0 and (size - nest) % players == 0:
        return []
    fits = [n for n in range(LARGEST_NEST + 1) if size - n > 0 and (size - n) % players == 0]
    smaller = [n for n in fits if n < nest][-1:]
    larger = [n for n in fits if n > nest][:1]
    return [
        Fix(
            f"nest-of-{n}",
            f"Make the nest {n} card{'s' if n != 1 else ''}, so {size - n} deal evenly",
            {"nest.size": n},
        )
        for n in [*smaller, *larger]
    ]


def _dealt_fixes(players: int, size: int, nest: int, values: Mapping[str, JsonValue]) -> list[Fix]:
    dealt = size - nest
    if values.get("nest.dealt") != NestDealt.ONE_PER_ROUND.value or dealt <= 0:
        return []
    if dealt // players >= nest:
        return []
    label = "Deal the nest at the end: a hand is too small to give it one card a round"
    return [Fix("nest-at-the-end", label, {"nest.dealt": NestDealt.AT_THE_END.value})]
