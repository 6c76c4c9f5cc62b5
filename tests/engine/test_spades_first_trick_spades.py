"""`play.first_trick_spades`: restrictions on trumps in the first trick."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalPlayError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# Seat 1 leads (dealer seat 4); seat 2 has no clubs.
HANDS = (
    "5C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD 2S",
    "3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H KD",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 9C 10C JC QC AC QS KS AS",
)
ONLY_SPADES_AND_CLUBS = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
)


def spades(first_trick_spades: str) -> SpadesRules:
    return spades_rules(play={"first_trick_spades": first_trick_spades, "spades_led": "any_time"})


def ready(rules: SpadesRules, hands: tuple[str, ...] = HANDS) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in hands), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


# covers: play.first_trick_spades=allowed
def test_a_spade_may_open_the_hand_when_allowed() -> None:
    hand = ready(spades("allowed"))
    assert Card.parse("2S") in hand.legal_plays()


# covers: play.first_trick_spades=not_led
def test_no_spade_may_be_led_to_the_first_trick_but_one_may_be_played() -> None:
    hand = ready(spades("not_led"))
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("2S"))
    assert refused.value.rule == "play.first_trick_spades"
    hand.apply(Card.parse("5C"))
    assert Card.parse("3S") in hand.legal_plays()  # seat 2 may trump the first trick


# covers: play.first_trick_spades=not_played
def test_no_spade_may_be_played_to_the_first_trick_by_a_player_holding_another_card() -> None:
    hand = ready(spades("not_played"))
    hand.apply(Card.parse("5C"))
    assert not any(card.suit == "S" for card in hand.legal_plays())
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("3S"))
    assert refused.value.rule == "play.first_trick_spades"


def test_a_player_with_only_spades_plays_one_to_the_first_trick() -> None:
    hand = ready(spades("not_played"), ONLY_SPADES_AND_CLUBS)
    hand.apply(Card.parse("2C"))
    assert len(hand.legal_plays()) == 13
