"""Helpers for the Rook tests: rules from YAML, arranged deals, and scripted actions."""

from __future__ import annotations

from collections.abc import Iterable

import rulesets
from engine.core.actions import Discard, NameTrump, parse_action
from engine.core.cards import Card, parse_cards
from engine.core.protocol import Phase
from engine.core.seats import seating
from engine.games.rook.hand import RookHand
from engine.games.rook.pack import nest_size, rook_pack
from rulesets.rook import RookRules

TINY = "deck: {ranks: [A, K, 10, 5]}\nnest: {size: 1}\n"
"""A 17-card pack (A K 10 5 of each suit and the Rook): four cards each and a nest of one."""

ROOK_PACK = (
    "deck: {pack: rook, ranks: [1, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5]}\n"
    "scoring: {counters: {'5': 5, '10': 10, '14': 10, '1': 15, rook: 20}}\n"
)
"""A 45-card Rook pack, 1s high then 14 down to 5, with the Rook: ten cards each, nest of 5."""
NO_ROOK = (
    "deck: {rook_card: false}\nnest: {size: 4}\nscoring: {counters: {'5': 5, '10': 10, A: 15}}\n"
)
"""The standard 40 cards without the Rook card: nine each and a nest of four."""


def rook_rules(extra: str = "") -> RookRules:
    """A Rook ruleset: the defaults (seed 004) changed by the YAML in `extra`."""
    rules = rulesets.load("format: houserules/1\ngame: rook\n" + extra)
    assert isinstance(rules, RookRules)
    return rules


def arrange(
    rules: RookRules, fixed: dict[int, str], nest: str = ""
) -> tuple[list[list[Card]], list[Card]]:
    """A deal with the cards named in `fixed` (by seat) and `nest`; every other slot is
    filled from the rest of the pack in pack order."""
    hands = {seat: parse_cards(text) for seat, text in fixed.items()}
    nest_cards = parse_cards(nest)
    used = {card for hand in hands.values() for card in hand} | set(nest_cards)
    rest = [card for card in rook_pack(rules).cards if card not in used]
    count = seating(rules).count
    size = (len(rook_pack(rules).cards) - nest_size(rules)) // count
    full = []
    for seat in range(count):
        hand = hands.get(seat, [])
        full.append(hand + [rest.pop(0) for _ in range(size - len(hand))])
    nest_cards += [rest.pop(0) for _ in range(nest_size(rules) - len(nest_cards))]
    assert not rest
    return full, nest_cards


def rook_hand(rules: RookRules, fixed: dict[int, str], nest: str = "", dealer: int = 0) -> RookHand:
    """A hand dealt by `arrange`."""
    hands, nest_cards = arrange(rules, fixed, nest)
    return RookHand(rules, hands, nest_cards, dealer)


def act(hand: RookHand, actions: Iterable[str]) -> None:
    """Apply actions written in their notation (`70`, `pass`, `discard 5H`, `trump S`, `AS`)."""
    for text in actions:
        hand.apply(parse_action(text))


def playing(rules: RookRules, fixed: dict[int, str], trump: str, nest: str = "") -> RookHand:
    """A hand in the play phase: dealer 0, seat 1 declared at the minimum, discarded the nest
    it took, and named `trump`; seat 2 leads."""
    hand = rook_hand(rules, fixed, nest, dealer=0)
    act(hand, [str(hand.legal_bids()[0]), "pass", "pass", "pass"])
    while hand.phase is not Phase.PLAY:
        if hand.phase is Phase.NEST:
            hand.apply(Discard(hand.nest))
        else:
            hand.apply(NameTrump(trump))
    return hand
