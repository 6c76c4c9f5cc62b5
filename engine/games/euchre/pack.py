"""The Euchre deal: shuffle, deal in packets from the dealer's left, turn up the kitty's top
card; and the throw-in hands (`deal.throw_ins`) that send the deal to the next dealer.

    hands, kitty = shuffle_and_deal(terms, rng, dealer)    # kitty[0] is turned up
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.cards import Card
from engine.games.euchre.terms import JOKER, EuchreTerms
from rulesets.euchre import ThrowIn

__all__ = ["shuffle_and_deal", "sort_cards", "throw_in", "THROW_IN_WORDS"]

_LOW = frozenset(("7", "8", "9", "10"))
_HIGH = frozenset(("J", "Q", "K", "A"))
THROW_IN_WORDS = {
    ThrowIn.NINES_AND_TENS: "a hand of nothing higher than a 10",
    ThrowIn.ACE_NO_FACE: "a hand with no ace and no face card",
}


def sort_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in the pack's canonical order."""
    return tuple(sorted(cards, key=lambda card: card.index))


def shuffle_and_deal(
    terms: EuchreTerms, rng: random.Random, dealer: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Shuffle the pack with `rng` and deal each packet size in turn to every seat from the
    dealer's left. The rest is the kitty, in the order it lies: its first card is turned up."""
    table, pack = terms.table, list(terms.pack)
    rng.shuffle(pack)
    hands: list[list[Card]] = [[] for _ in range(table.count)]
    receivers = table.order_from(table.next_seat(dealer))
    top = 0
    for size in terms.packets:
        for seat in receivers:
            hands[seat] += pack[top : top + size]
            top += size
    return tuple(sort_cards(hand) for hand in hands), tuple(pack[top:])


def _matches(kind: ThrowIn, hand: Sequence[Card]) -> bool:
    if kind is ThrowIn.NINES_AND_TENS:
        return all(card.rank in _LOW for card in hand)
    return not any(card.rank in _HIGH or card is JOKER for card in hand)


def throw_in(terms: EuchreTerms, hands: Sequence[Sequence[Card]]) -> str:
    """Why the deal is thrown in ("" when it stands): the first seat dealt a throw-in hand."""
    for seat, hand in enumerate(hands):
        for kind in terms.throw_ins:
            if _matches(kind, hand):
                return f"seat {seat + 1} was dealt {THROW_IN_WORDS[kind]} (deal.throw_ins)"
    return ""
