"""Which cards may be played, and who wins a trick: pure functions of the hand and the terms.

In this order:

1. Leading the first trick under `first_lead: two_of_clubs`: only the lowest club.
2. Following: a card of the suit led, if the player holds one.
3. Leading under `hearts_led: when_broken`: no heart until hearts are broken, unless the
   leader holds nothing but hearts.
4. On the first trick under `points_on_first_trick: false`: no penalty card, unless the
   player has nothing else they may play; then `only_point_cards` says which.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.cards import Card
from engine.core.protocol import PlayedCard
from engine.core.reneges import FOLLOW_SUIT
from engine.games.hearts.pack import rank_of
from engine.games.hearts.terms import HEARTS, HeartsTerms
from rulesets.hearts import HeartsLed, OnlyPointCards

__all__ = ["legal_plays", "lead_restriction", "trick_winner"]

FIRST_LEAD = "play.first_lead"
FIRST_TRICK = "play.points_on_first_trick"
HEARTS_LED = "play.hearts_led"


def legal_plays(
    terms: HeartsTerms,
    hand: Sequence[Card],
    led: str | None,
    first_club: Card | None,
    broken: bool,
) -> list[Card]:
    """The cards of `hand` that may be played to a trick whose led suit is `led` (None: the
    player leads). `first_club`: the lowest club when this is the first trick, else None."""
    if led is None and first_club is not None and first_club in hand:
        return [first_club]
    if led is not None:
        cards = [card for card in hand if card.suit == led] or list(hand)
    else:
        cards = _leads(terms, hand, broken)
    if first_club is not None and not terms.points_on_first_trick:
        cards = _first_trick(terms, cards)
    return cards


def _leads(terms: HeartsTerms, hand: Sequence[Card], broken: bool) -> list[Card]:
    if terms.hearts_led is HeartsLed.ANY_TIME or broken:
        return list(hand)
    return [card for card in hand if card.suit != HEARTS] or list(hand)


def _first_trick(terms: HeartsTerms, cards: list[Card]) -> list[Card]:
    safe = [card for card in cards if not terms.is_penalty(card)]
    if safe:
        return safe
    if terms.only_point_cards is OnlyPointCards.HEART_NOT_QUEEN:
        return [card for card in cards if card.suit == HEARTS] or cards
    return cards


def lead_restriction(
    terms: HeartsTerms,
    hand: Sequence[Card],
    led: str | None,
    first_club: Card | None,
    broken: bool,
    card: Card,
) -> str:
    """The rule an illegal `card` breaks, as an option path (or `follow suit`)."""
    if led is None and first_club is not None and first_club in hand:
        return FIRST_LEAD
    if led is not None and card.suit != led and any(other.suit == led for other in hand):
        return FOLLOW_SUIT
    if led is None and card not in _leads(terms, hand, broken):
        return HEARTS_LED
    return FIRST_TRICK


def trick_winner(trick: Sequence[PlayedCard]) -> int:
    """The seat whose card wins: the highest card of the suit led (there are no trumps)."""
    led = trick[0].card.suit
    best = max((played for played in trick if played.card.suit == led), key=_rank)
    return best.seat


def _rank(played: PlayedCard) -> int:
    return rank_of(played.card)
