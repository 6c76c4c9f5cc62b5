"""`play.first_lead`: who leads the first trick."""

import pytest

from engine.core.actions import Bid
from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalPlayError
from engine.core.protocol import Phase
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# Seat 1 holds the 2 of clubs; every seat holds some of every suit.
MIXED = (
    "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S",
    "6C 7C 8C 5D 6D 7D 5H 6H 7H 5S 6S 7S 8S",
    "9C 10C JC 8D 9D 10D JD 8H 9H 10H 9S 10S JS",
    "QC KC AC QD KD AD JH QH KH AH QS KS AS",
)


def ready(rules: SpadesRules, hands: tuple[str, ...], dealer: int) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in hands), dealer)
    while hand.phase is Phase.BID:
        hand.apply(Bid.parse("3"))
    return hand


# covers: play.first_lead=after_dealer
def test_the_player_after_the_dealer_leads_any_card_but_a_spade() -> None:
    hand = ready(spades_rules(play={"first_lead": "after_dealer"}), MIXED, dealer=1)
    assert hand.to_act == 2
    assert [str(card) for card in hand.legal_plays()][:3] == ["9C", "10C", "JC"]
    assert not any(card.suit == "S" for card in hand.legal_plays())


# covers: play.first_lead=lowest_club
def test_the_holder_of_the_two_of_clubs_leads_it() -> None:
    hand = ready(spades_rules(play={"first_lead": "lowest_club"}), MIXED, dealer=1)
    assert hand.to_act == 0
    assert hand.legal_plays() == [Card.parse("2C")]
    with pytest.raises(IllegalPlayError) as refused:
        hand.apply(Card.parse("3C"))
    assert refused.value.rule == "play.first_lead"
    hand.apply(Card.parse("2C"))
    assert hand.to_act == 1


def test_with_the_two_of_clubs_out_the_three_leads() -> None:
    rules = spades_rules(
        players={"count": 3, "teams": "singles"},
        deck={"removed_cards": ["2C"]},
        play={"first_lead": "lowest_club"},
    )
    hands = (
        "4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D 2H 3H 4H 2S 3S",
        "3C 10C JC 8D 9D 10D JD QD 5H 6H 7H 8H 9H 4S 5S 6S 7S",
        "QC KC AC KD AD 10H JH QH KH AH 8S 9S 10S JS QS KS AS",
    )
    hand = ready(rules, hands, dealer=0)
    assert hand.to_act == 1 and hand.legal_plays() == [Card.parse("3C")]


def bid_then_ready(rules: SpadesRules, *bids: str) -> SpadesHand:
    hand = SpadesHand(rules, tuple(tuple(parse_cards(cards)) for cards in MIXED), 3)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


# covers: play.first_lead=dealer
def test_the_dealer_leads_the_first_trick() -> None:
    hand = bid_then_ready(spades_rules(play={"first_lead": "dealer"}), "3", "3", "3", "3")
    assert hand.to_act == 3  # seat 4 dealt


# covers: play.first_lead=high_bidder
def test_the_high_bidder_leads_the_first_trick() -> None:
    # Seat 1 bids first (seat 4 dealt); seat 3 bids 5, the most.
    rules = spades_rules(play={"first_lead": "high_bidder"})
    assert bid_then_ready(rules, "3", "2", "5", "nil").to_act == 2


def test_of_equal_high_bids_the_first_to_bid_leads() -> None:
    rules = spades_rules(play={"first_lead": "high_bidder"})
    assert bid_then_ready(rules, "2", "4", "1", "4").to_act == 1
