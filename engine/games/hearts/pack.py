"""The Hearts pack and deal: shuffle, deal one card at a time from the dealer's left, and
check that a recorded deal is exactly the pack.

    hands = shuffle_and_deal(terms, rng, dealer)      # one sorted tuple of cards per seat
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from engine.core.cards import STANDARD_RANKS, Card
from engine.core.errors import EngineError
from engine.games.hearts.terms import HeartsTerms

__all__ = ["shuffle_and_deal", "check_deal", "rank_of", "sort_cards"]

_RANK: Final = {rank: place for place, rank in enumerate(STANDARD_RANKS)}


def rank_of(card: Card) -> int:
    """The card's rank within its suit: 0 for a 2, 12 for an ace."""
    return _RANK[card.rank]


def sort_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in canonical order: by suit C D H S, then by rank from the 2 up."""
    return tuple(sorted(cards, key=lambda card: (card.suit, rank_of(card))))


def shuffle_and_deal(
    terms: HeartsTerms, rng: random.Random, dealer: int
) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the pack with `rng` and deal it all, one card at a time, starting with the
    seat after `dealer` in the direction of play. Each hand is sorted."""
    table, pack = terms.table, terms.pack
    order = list(range(len(pack)))
    rng.shuffle(order)
    receivers = table.order_from(table.next_seat(dealer))
    hands: list[tuple[Card, ...]] = [()] * table.count
    for offset, seat in enumerate(receivers):
        hands[seat] = sort_cards([pack[index] for index in order[offset :: table.count]])
    return tuple(hands)


def check_deal(terms: HeartsTerms, hands: Sequence[Sequence[Card]]) -> None:
    """Raise `EngineError` unless `hands` are exactly the pack, dealt evenly to every seat."""
    count = terms.table.count
    if len(hands) != count:
        raise EngineError(f"a Hearts deal needs {count} hands, not {len(hands)}")
    if any(len(hand) != terms.hand_size for hand in hands):
        raise EngineError(f"every hand holds {terms.hand_size} cards")
    dealt = sorted((card for hand in hands for card in hand), key=lambda card: card.index)
    if dealt != sorted(terms.pack, key=lambda card: card.index):
        raise EngineError("the hands are not exactly the cards of the pack")
