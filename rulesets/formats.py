"""Format dispatch: every format ever accepted stays loadable, so old matches remain auditable.

A document names its format (`format: houserules/1`) and its game. A new format gets a new
entry here, next to the old ones, which are never removed.
"""

from __future__ import annotations

from typing import Final

from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

__all__ = ["Ruleset", "RULESET_CLASSES", "FORMATS", "CURRENT_FORMAT", "ruleset_class"]

Ruleset = SpadesRules | RookRules
"""A validated ruleset of any game."""

RULESET_CLASSES: Final[tuple[type[SpadesRules] | type[RookRules], ...]] = (SpadesRules, RookRules)

CURRENT_FORMAT: Final = "houserules/1"
"""The format new documents are written in."""

FORMATS: Final[dict[str, dict[str, type[SpadesRules] | type[RookRules]]]] = {
    "houserules/1": {"spades": SpadesRules, "rook": RookRules},
}
"""For each format, the model of each game it knows."""


def ruleset_class(format_name: str, game: str) -> type[SpadesRules] | type[RookRules] | None:
    """The model for a document of this format and game, or None if there is none."""
    return FORMATS.get(format_name, {}).get(game)
