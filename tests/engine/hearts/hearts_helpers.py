"""Helpers for the Hearts tests: rules from plain options, arranged deals, scripted play.

Until Hearts is registered with the rules loader these build `HeartsRules` directly; the
library files are read with `library_hearts(name)`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

import rulesets
import rulesets.base
from engine.core.actions import PassCards, parse_action
from engine.core.cards import Card, parse_cards
from engine.games.hearts.hand import HeartsHand
from engine.games.hearts.terms import hearts_terms
from rulesets.hearts import HeartsRules

LIBRARY = Path(rulesets.__file__).with_name("library")


def merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def hearts_rules(**options: Any) -> HeartsRules:
    """Hearts rules with `options` as nested plain data: `hearts_rules(play={...})`."""
    return HeartsRules.model_validate({"format": "houserules/1", "game": "hearts", **options})


def library_hearts(name: str) -> HeartsRules:
    """A Hearts library ruleset, read from its file."""
    data = yaml.safe_load((LIBRARY / f"{name}.yaml").read_text(encoding="utf-8"))
    return HeartsRules.model_validate(data)


def arranged(rules: HeartsRules, given: dict[int, str]) -> list[list[Card]]:
    """A deal in which each seat (1-based) in `given` holds those cards first; the rest of the
    pack fills every hand in pack order."""
    terms = hearts_terms(rules)
    hands = [parse_cards(given.get(seat, "")) for seat in range(1, terms.table.count + 1)]
    placed = {card for hand in hands for card in hand}
    rest = iter([card for card in terms.pack if card not in placed])
    for hand in hands:
        while len(hand) < terms.hand_size:
            hand.append(next(rest))
    return hands


def hand_of(
    rules: HeartsRules, given: dict[int, str], *, dealer: int = 1, number: int = 1
) -> HeartsHand:
    """A hand dealt as `arranged` by seat `dealer` (1-based), hand `number` of the match."""
    return HeartsHand(rules, arranged(rules, given), dealer - 1, number)


def act(hand: HeartsHand, *actions: str) -> None:
    """Apply actions in notation for whoever is to act: `QS`, `pass 2C 3C 4C`."""
    for text in actions:
        hand.apply(parse_action(text))


def pass_first(hand: HeartsHand) -> None:
    """Every seat passes its first cards in hand order, so the play can begin."""
    while hand.to_act is not None and hand.phase.value == "pass":
        seat = hand.to_act
        hand.apply(PassCards(tuple(hand.hands[seat][: hand.terms.pass_cards])))


def no_pass(**options: Any) -> HeartsRules:
    """Hearts rules without passing, so arranged hands are played as dealt."""
    return hearts_rules(**merge({"passing": {"directions": []}}, options))


def plays(hand: HeartsHand) -> set[str]:
    """The legal plays of the seat to act, as card names."""
    return {str(card) for card in hand.legal_plays()}


def only(seats: dict[int, str], **options: Any) -> HeartsRules:
    """Rules whose pack is exactly the cards of `seats` (every other card taken out), with
    no passing unless `options` say otherwise: a deal written out in full."""
    named = {card for hand in seats.values() for card in hand.split()}
    removed = [card for card in rulesets.base.standard_deck() if card not in named]
    base: dict[str, Any] = {"deck": {"removed_cards": removed}, "passing": {"directions": []}}
    if "QS" not in named:
        base["scoring"] = {"queen_of_spades": 0}
    return hearts_rules(**merge(base, options))


def tiny(seats: dict[int, str], *, dealer: int = 1, number: int = 1, **options: Any) -> HeartsHand:
    """The hand of a deal written out in full (`only`), dealt by `dealer`."""
    return hand_of(only(seats, **options), seats, dealer=dealer, number=number)
