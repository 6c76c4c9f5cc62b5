"""Format dispatch: every format ever accepted stays loadable, so old matches remain auditable.

A document names its format (`format: houserules/1`) and its game. A new format gets a new
entry here, next to the old ones, which are never removed. The games a format knows are the
registered families (`rulesets.families`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Final

from rulesets.families import UnknownGame, rules_families, rules_family
from rulesets.hearts import HeartsRules
from rulesets.oh_hell import OhHellRules
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

__all__ = ["Ruleset", "GAME_MODELS", "FORMATS", "CURRENT_FORMAT", "ruleset_class"]

Ruleset = SpadesRules | RookRules | HeartsRules | OhHellRules
"""A validated ruleset of any built-in game: the type checker's view of
`rulesets.families.BUILT_IN` (a new family adds its model here too)."""


class _Models(Mapping[str, type[Ruleset]]):
    """The model of each registered game, by key, in registration order."""

    def __getitem__(self, game: str) -> type[Ruleset]:
        try:
            model: type[Ruleset] = rules_family(game).model
        except UnknownGame as error:
            raise KeyError(game) from error
        return model

    def __iter__(self) -> Iterator[str]:
        return iter([family.game for family in rules_families()])

    def __len__(self) -> int:
        return len(rules_families())


CURRENT_FORMAT: Final = "houserules/1"
"""The format new documents are written in."""

GAME_MODELS: Final[Mapping[str, type[Ruleset]]] = _Models()
"""The model of each known game, by key (`spades`: `SpadesRules`)."""

FORMATS: Final[dict[str, Mapping[str, type[Ruleset]]]] = {"houserules/1": GAME_MODELS}
"""For each format, the model of each game it knows."""


def ruleset_class(format_name: str, game: str) -> type[Ruleset] | None:
    """The model for a document of this format and game, or None if there is none."""
    return FORMATS.get(format_name, {}).get(game)
