"""Helpers for the Euchre tests: rules from plain options, an arranged deal, scripted calls.

The arranged deal (seat 4 deals, so seat 1 speaks first; seats 1 and 3 are partners):

    seat 1: J♥ J♦ A♥ K♥ Q♥   (every high heart: the right and left bowers)
    seat 2: 9♣ 10♣ Q♣ K♣ A♣
    seat 3: 9♠ 10♠ Q♠ K♠ A♠
    seat 4: 9♦ 10♦ Q♦ K♦ A♦  (the dealer)
    kitty:  10♥ (turned up), 9♥ J♣ J♠
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import rulesets
from engine.core.actions import Action, parse_action
from engine.core.cards import Card, parse_cards
from engine.games.euchre.hand import EuchreHand
from rulesets.euchre import EuchreRules

LIBRARY = Path(rulesets.__file__).with_name("library")
DEALER = 3

HANDS = [
    "JH JD AH KH QH",
    "9C 10C QC KC AC",
    "9S 10S QS KS AS",
    "9D 10D QD KD AD",
]
KITTY = "10H 9H JC JS"


def euchre_rules(**options: Any) -> EuchreRules:
    """Euchre rules with `options` as nested plain data: `euchre_rules(alone={...})`."""
    return EuchreRules.model_validate({"format": "houserules/1", "game": "euchre", **options})


def library_euchre(name: str) -> EuchreRules:
    """A library ruleset by its file's stem."""
    rules = rulesets.load((LIBRARY / f"{name}.yaml").read_text())
    assert isinstance(rules, EuchreRules)
    return rules


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def arranged(
    rules: EuchreRules, hands: list[str] | None = None, kitty: str = KITTY, dealer: int = DEALER
) -> EuchreHand:
    """A hand of the arranged deal (or of `hands` and `kitty`) under `rules`."""
    dealt = [cards(hand) for hand in hands or HANDS]
    return EuchreHand(rules, dealt, cards(kitty), dealer)


def act(hand: EuchreHand, *notations: str) -> None:
    """Take each action in turn for the seat to act."""
    for notation in notations:
        hand.apply(parse_action(notation))


def legal(hand: EuchreHand) -> list[str]:
    """The legal actions of the seat to act, as notation."""
    return [str(action) for action in hand.legal_actions()]


def play_out(hand: EuchreHand) -> None:
    """Finish the hand, each seat taking its first legal action."""
    while hand.to_act is not None:
        first: Action = hand.legal_actions()[0]
        hand.apply(first)
