"""Helpers for the Oh Hell tests: rules from plain options, arranged deals, scripted play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.actions import Bid, BidKind
from engine.core.cards import Card, parse_cards
from engine.games.oh_hell.hand import OhHellHand
from engine.games.oh_hell.terms import PACK, oh_hell_terms
from rulesets.oh_hell import OhHellRules


def oh_hell_rules(**options: Any) -> OhHellRules:
    """Oh Hell rules with `options` as nested plain data: `oh_hell_rules(bidding={...})`."""
    return OhHellRules.model_validate({"format": "houserules/1", "game": "oh_hell", **options})


def hand_of(
    rules: OhHellRules,
    given: dict[int, str],
    *,
    turned: str = "",
    dealer: int = 1,
    number: int = 1,
) -> OhHellHand:
    """Hand `number`, dealt by seat `dealer` (1-based), each seat in `given` holding those
    cards first and the rest filled from the pack; `turned` the card turned up (when the
    rules turn one up and it is not given, the first card left)."""
    terms = oh_hell_terms(rules)
    size = terms.hand_size(number)
    hands = [parse_cards(given.get(seat, "")) for seat in range(1, terms.table.count + 1)]
    flip = parse_cards(turned)
    placed = {card for hand in hands for card in hand} | set(flip)
    rest = iter([card for card in PACK if card not in placed])
    for hand in hands:
        while len(hand) < size:
            hand.append(next(rest))
    if terms.turns_up(number) and not flip:
        flip = [next(rest)]
    return OhHellHand(terms, hands, flip, dealer - 1, number)


def bid_all(hand: OhHellHand, bids: Sequence[int]) -> None:
    """Each seat bids in turn, from the seat after the dealer."""
    for tricks in bids:
        hand.apply(Bid(BidKind.NUMBER, tricks))


def play_cards(hand: OhHellHand, cards: str) -> None:
    """Play these cards in turn."""
    for card in parse_cards(cards):
        hand.apply(card)


def numbers(bids: Sequence[Any]) -> list[int]:
    return [bid.number for bid in bids]


def card(text: str) -> Card:
    return Card.parse(text)
