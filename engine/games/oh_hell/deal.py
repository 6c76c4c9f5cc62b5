"""The Oh Hell deal: shuffle the 52 cards, deal the hand's size one card at a time from the
dealer's left, and turn up the next card for trump when the rules say so.

    hands, turned = shuffle_and_deal(terms, rng, dealer, number)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.cards import STANDARD_RANKS, Card
from engine.core.errors import EngineError
from engine.games.oh_hell.terms import PACK, OhHellTerms

__all__ = ["shuffle_and_deal", "check_deal", "rank_of", "sort_cards"]

_RANK = {rank: place for place, rank in enumerate(STANDARD_RANKS)}


def rank_of(card: Card) -> int:
    """The card's rank within its suit: 0 for a 2, 12 for an ace."""
    return _RANK[card.rank]


def sort_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in canonical order: by suit C D H S, then by rank from the 2 up."""
    return tuple(sorted(cards, key=lambda card: (card.suit, rank_of(card))))


def shuffle_and_deal(
    terms: OhHellTerms, rng: random.Random, dealer: int, number: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Shuffle the pack with `rng` and deal hand `number`'s cards, one at a time, starting
    with the seat after `dealer`; then the turned-up card (none when trump is not turned up,
    or no card is left). Each hand is sorted."""
    table, size = terms.table, terms.hand_size(number)
    order = list(range(len(PACK)))
    rng.shuffle(order)
    receivers = table.order_from(table.next_seat(dealer))
    hands: list[tuple[Card, ...]] = [()] * table.count
    for offset, seat in enumerate(receivers):
        dealt = order[offset : size * table.count : table.count]
        hands[seat] = sort_cards([PACK[index] for index in dealt])
    turned = (PACK[order[size * table.count]],) if terms.turns_up(number) else ()
    return tuple(hands), turned


def check_deal(
    terms: OhHellTerms, hands: Sequence[Sequence[Card]], turned: Sequence[Card], number: int
) -> None:
    """Raise `EngineError` unless `hands` (and the turned-up card) are distinct cards of the
    pack, hand `number`'s size to every seat."""
    count, size = terms.table.count, terms.hand_size(number)
    if len(hands) != count:
        raise EngineError(f"an Oh Hell deal needs {count} hands, not {len(hands)}")
    if any(len(hand) != size for hand in hands):
        raise EngineError(f"every hand of hand {number} holds {size} cards (hands.schedule)")
    if len(turned) != int(terms.turns_up(number)):
        wanted = "one card turned up for trump" if terms.turns_up(number) else "no card turned up"
        raise EngineError(f"hand {number} has {wanted} (trump.method)")
    cards = [card for hand in hands for card in hand] + list(turned)
    if len(set(cards)) != len(cards) or any(card.is_joker for card in cards):
        raise EngineError("the hands are not distinct cards of the 52-card pack")
