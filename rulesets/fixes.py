"""Ways out of a problem: the change that fixes it, offered to the secretary as one click.

A refusal such as "54 cards cannot be dealt evenly to 4 players" has an obvious fix that the
rules can name ("Remove the 2♣ and the 2♦ so 52 cards deal evenly"). Each game says its own
fixes in its rules family (`RulesFamily.fixes`), reading the editor's option values, which
need not make valid rules. `deal_evenly` is the fix every game with a pack and a number of
players can use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, JsonValue

from rulesets.base import JOKERS, STANDARD_RANKS, SUITS, card_sort_key, standard_deck
from rulesets.families import UnknownGame, rules_family
from rulesets.phrases import card_name, join_words

__all__ = ["Fix", "fixes_for", "deal_evenly", "full_pack", "REMOVAL_ORDER"]

REMOVAL_ORDER: tuple[str, ...] = tuple(rank + suit for rank in STANDARD_RANKS for suit in SUITS)
"""The cards taken out first to make a pack deal evenly: the lowest, clubs first (2♣, 2♦,
2♥, 2♠, 3♣, ...), as the library's joker rulesets and three-handed games do."""


@dataclass(frozen=True)
class Fix:
    """One way out of a problem: what the button says, and the options it sets."""

    key: str
    """A name for the fix, stable while the values are the same (`deal-evenly`)."""
    label: str
    """What the button says, in the club's words."""
    changes: dict[str, JsonValue] = field(default_factory=dict)
    """The options it sets, by path, as the editor posts them."""


def fixes_for(model: type[BaseModel], values: Mapping[str, JsonValue]) -> list[Fix]:
    """The fixes the model's game offers for these option values (none when they are fine)."""
    try:
        family = rules_family(model)
    except UnknownGame:
        return []
    return family.fixes(values) if family.fixes is not None else []


def _cards(value: JsonValue) -> list[str]:
    return [str(card) for card in value] if isinstance(value, list) else []


def deal_evenly(
    players: JsonValue,
    pack: Sequence[str],
    removed: JsonValue,
    keep: Sequence[str] = (),
    path: str = "deck.removed_cards",
) -> list[Fix]:
    """Fixes for a pack that does not divide among the players: take out the lowest cards
    still in it (never one of `keep`), or put back cards taken out, whichever is possible.
    `pack` is the full pack before any card is taken out."""
    if not isinstance(players, int) or isinstance(players, bool) or players < 1:
        return []
    out = [card for card in _cards(removed) if card in pack]
    left = len(pack) - len(out)
    extra = left % players
    if not extra:
        return []
    fixes = []
    candidates = [c for c in REMOVAL_ORDER if c in pack and c not in out and c not in keep]
    if len(candidates) >= extra and left - extra > 0:
        taken = candidates[:extra]
        fixes.append(
            Fix(
                "deal-evenly",
                f"Remove {_phrase(taken)} so {left - extra} cards deal evenly",
                {path: _sorted([*out, *taken])},
            )
        )
    back = players - extra
    if back <= len(out):
        # Put back the highest of those taken out: the lowest stay out, as they went first.
        order = {card: index for index, card in enumerate(REMOVAL_ORDER)}
        returned = sorted(out, key=lambda card: order.get(card, -1))[-back:]
        kept_out = [card for card in out if card not in returned]
        fixes.append(
            Fix(
                "deal-evenly-put-back",
                f"Put back {_phrase(returned)} so {left + back} cards deal evenly",
                {path: _sorted(kept_out)},
            )
        )
    return fixes


def _sorted(cards: list[str]) -> list[JsonValue]:
    # As the model keeps removed cards: a set, in the pack's order.
    ordered: list[str] = sorted(cards, key=card_sort_key)
    return [*ordered]


def _phrase(cards: Sequence[str]) -> str:
    return join_words([f"the {card_name(card)}" for card in cards])


def full_pack(jokers: bool) -> list[str]:
    """The standard pack, with the two jokers when they are in."""
    return [*standard_deck(), *(JOKERS if jokers else ())]
