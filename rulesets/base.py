"""Shared building blocks of the rules language: the model base class and strict scalar types.

Every rules model is frozen (a ruleset never changes once loaded), forbids unknown keys (a
typo must be an error, not a silently ignored rule) and takes its field descriptions from the
attribute docstrings, which feed the JSON Schema, the reference docs and the rulebook.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict

__all__ = [
    "RuleModel",
    "Points",
    "Count",
    "Flag",
    "Text",
    "CardName",
    "STANDARD_RANKS",
    "SUITS",
    "JOKERS",
    "standard_deck",
    "card_sort_key",
    "RulePath",
    "RuleConflict",
    "conflict",
    "AddedLater",
]

# Strict scalars: YAML's "500" (a string) or 500.0 (a float) is a mistake a club should hear
# about, not a value to coerce silently.
Points = Annotated[int, Strict(), Field(ge=-100_000, le=100_000)]
"""A signed number of points: a gain is positive, a loss negative."""
Count = Annotated[int, Strict(), Field(ge=0, le=1_000)]
"""A non-negative count of tricks, cards, hands or bags."""
Flag = Annotated[bool, Strict()]
Text = Annotated[str, Strict(), Field(max_length=20_000)]

STANDARD_RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Ranks of a standard pack, lowest first."""
SUITS: tuple[str, ...] = ("C", "D", "H", "S")
"""Suit letters: clubs, diamonds, hearts, spades."""
JOKERS: tuple[str, ...] = ("LJ", "BJ")
"""The little joker and the big joker."""

_CARD = re.compile(r"^(?:(?:10|[2-9JQKA])[CDHS]|BJ|LJ)$")


def _check_card_name(value: str) -> str:
    if not _CARD.match(value):
        raise ValueError(
            f"{value!r} is not a card: write rank then suit, like 2C, 10H, QS or AS"
            " (suits C D H S), or BJ / LJ for the big and little joker"
        )
    return value


CardName = Annotated[str, Strict(), AfterValidator(_check_card_name)]
"""A card in the house-rules notation: rank then suit (`2C`, `10H`, `QS`), or `BJ`/`LJ`."""


def standard_deck() -> list[str]:
    """The 52 cards of a standard pack, in canonical order (by suit, then rank)."""
    return [rank + suit for suit in SUITS for rank in STANDARD_RANKS]


def card_sort_key(card: str) -> tuple[int, int]:
    """Canonical order of card names: suits C, D, H, S by rank, then the jokers."""
    if card in JOKERS:
        return (len(SUITS), JOKERS.index(card))
    return (SUITS.index(card[-1]), STANDARD_RANKS.index(card[:-1]))


class RuleModel(BaseModel):
    """Base of every rules model: frozen, no unknown keys, documented by docstrings."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        use_attribute_docstrings=True,
        validate_default=True,
    )


RulePath = tuple[str | int, ...]


class RuleConflict(ValueError):
    """Raised by a model's cross-field check; carries each problem with the path (relative to
    the model that raised it) of the option to change, so the loader can point at its line."""

    def __init__(self, problems: list[tuple[RulePath, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(message for _, message in problems))


def conflict(path: RulePath, message: str) -> RuleConflict:
    """A single cross-field problem at `path`, relative to the model being checked."""
    return RuleConflict([(path, message)])


class AddedLater:
    """Field metadata, `Annotated[Section, AddedLater()]`: the option (or section) came after
    its format was published. At its default it is left out of the canonical form
    (`rulesets.canonical`), so every version stored before it came keeps its digest; at any
    other value it is part of the rules like any option."""

    def __repr__(self) -> str:
        return "AddedLater()"
