"""`play.first_trick_lowest`: every player plays their lowest card of a suit (usually clubs)
to the first trick when able (Britannica's Spades: "everyone is required to play the lowest
held club first"); with `first_trick_spades: not_played`, no spade goes on that trick even
from a player void in clubs ("you can play any heart or diamond, but not a spade")."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalPlayError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# Dealer seat 4, so seat 1 leads; seat 2 has no clubs.
HANDS = (
    "5C 9C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD 2S",
    "3S 4S 5S AD 2H 3H 4H 5H 6H 7H 8H 9H KD",
    "2C KC 10H JH QH KH AH 6S 7S 8S 9S 10S JS",
    "3C 4C 6C 7C 8C 10C JC QC AC QD QS KS AS",
)


def ready(rules: SpadesRules) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in HANDS), 3)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


def lowest(suit: str, **play: str) -> SpadesRules:
    return spades_rules(play={"first_trick_lowest": suit, **play})


# covers: play.first_trick_lowest=none
def test_without_the_duty_the_leader_leads_any_card() -> None:
    hand = ready(spades_rules())
    assert Card.parse("9C") in hand.legal_plays() and Card.parse("2D") in hand.legal_plays()


# covers: play.first_trick_lowest=clubs
def test_everyone_plays_their_lowest_club_to_the_first_trick() -> None:
    hand = ready(lowest("clubs"))
    assert hand.legal_plays() == [Card.parse("5C")]
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("9C"))
    assert refused.value.rule == "play.first_trick_lowest"
    hand.apply(Card.parse("5C"))
    assert Card.parse("3S") in hand.legal_plays()  # seat 2 has no club
    hand.apply(Card.parse("AD"))
    assert hand.legal_plays() == [Card.parse("2C")]
    hand.apply(Card.parse("2C"))
    assert hand.legal_plays() == [Card.parse("3C")]
    hand.apply(Card.parse("3C"))
    assert hand.tricks[0].winner == 0  # the 5♣ is the highest club


def test_from_the_second_trick_the_duty_is_gone() -> None:
    hand = ready(lowest("clubs"))
    for card in ("5C", "AD", "2C", "3C", "9C", "2H"):
        hand.apply(Card.parse(card))
    assert hand.legal_plays() == [Card.parse("KC")]  # must follow clubs, any club
    hand.apply(Card.parse("KC"))
    assert Card.parse("4C") in hand.legal_plays() and Card.parse("AC") in hand.legal_plays()


def test_and_no_spade_on_the_first_trick_even_when_void() -> None:
    hand = ready(lowest("clubs", first_trick_spades="not_played"))
    hand.apply(Card.parse("5C"))
    assert not [card for card in hand.legal_plays() if card.suit == "S"]


# covers: play.first_trick_lowest=diamonds
def test_the_duty_may_name_diamonds() -> None:
    assert ready(lowest("diamonds")).legal_plays() == [Card.parse("2D")]


# covers: play.first_trick_lowest=hearts
def test_a_leader_without_the_suit_leads_any_card_allowed() -> None:
    hand = ready(lowest("hearts"))  # seat 1 holds no heart
    assert Card.parse("9C") in hand.legal_plays() and Card.parse("2D") in hand.legal_plays()


def test_a_lowest_club_lead_with_a_lowest_heart_duty_is_refused_naming_both() -> None:
    with pytest.raises(RulesetError) as refused:
        lowest("hearts", first_lead="lowest_club")
    problem = refused.value.diagnostics[0]
    assert problem.path == "play.first_trick_lowest" and "play.first_lead" in problem.message
