"""Trumps and tricks: which suit a card belongs to once trump is made, what it may follow,
and which card wins a trick.

    suit_of(terms, card, "H")     # the J♦ is a heart (the left bower); the joker too
    legal_plays(terms, hand, led, "H")
    trick_winner(terms, plays, "H")
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.cards import Card
from engine.core.protocol import PlayedCard
from engine.games.euchre.terms import JOKER, NO_TRUMP, SAME_COLOUR, EuchreTerms

__all__ = ["suit_of", "power", "legal_plays", "trick_winner", "is_natural_trump", "is_bower"]


def is_bower(terms: EuchreTerms, card: Card, trump: str) -> bool:
    """Whether `card` is the joker or a bower of `trump` (raised above the ace)."""
    if trump == NO_TRUMP or card.rank != "J":
        return card is JOKER
    return card.suit == trump or (terms.left_bower and card.suit == SAME_COLOUR[trump])


def suit_of(terms: EuchreTerms, card: Card, trump: str) -> str:
    """The suit `card` belongs to for following and winning, under `trump`."""
    if card is JOKER or (is_bower(terms, card, trump)):
        return trump
    return card.suit


def is_natural_trump(card: Card, trump: str) -> bool:
    """Whether `card` is of the suit `trump` as printed (the left bower is not)."""
    return card.suit == trump


def power(terms: EuchreTerms, card: Card, trump: str, led: str) -> int:
    """How strong `card` is in a trick led in `led`: 0 when it can never win it."""
    suit = suit_of(terms, card, trump)
    if card is JOKER:
        return 300
    if suit == trump and trump != NO_TRUMP:
        if card.rank == "J":
            return 200 if card.suit == trump else 190
        return 100 + terms.ranks.index(card.rank)
    if suit == led:
        return 1 + terms.ranks.index(card.rank)
    return 0


def legal_plays(
    terms: EuchreTerms, hand: Sequence[Card], led: str | None, trump: str
) -> list[Card]:
    """The cards of `hand` that may be played to a trick led in `led` (None: leading)."""
    if led is None:
        return list(hand)
    following = [card for card in hand if suit_of(terms, card, trump) == led]
    return following or list(hand)


def trick_winner(terms: EuchreTerms, plays: Sequence[PlayedCard], trump: str) -> int:
    """The seat whose card wins the trick."""
    led = suit_of(terms, plays[0].card, trump)
    best = max(plays, key=lambda play: power(terms, play.card, trump, led))
    return best.seat
