"""`bidding.order`: who bids first; then once round the table in the direction of play."""

import random

from engine.core.actions import Bid
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def new_hand(rules: SpadesRules, dealer: int) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), dealer), dealer)


def bidders(hand: SpadesHand) -> list[int]:
    seats = []
    while hand.phase is Phase.BID:
        assert hand.to_act is not None
        seats.append(hand.to_act)
        hand.apply(Bid.parse("3"))
    return seats


# covers: bidding.order=after_dealer
def test_the_player_after_the_dealer_bids_first_and_the_dealer_last() -> None:
    assert bidders(new_hand(spades_rules(bidding={"order": "after_dealer"}), dealer=2)) == [
        3,
        0,
        1,
        2,
    ]


# covers: bidding.order=dealer_first
def test_the_dealer_bids_first_when_the_rules_say_so() -> None:
    assert bidders(new_hand(spades_rules(bidding={"order": "dealer_first"}), dealer=2)) == [
        2,
        3,
        0,
        1,
    ]


def test_counterclockwise_bidding_goes_to_the_right() -> None:
    rules = spades_rules(players={"count": 4, "teams": "singles", "direction": "counterclockwise"})
    assert bidders(new_hand(rules, dealer=0)) == [3, 2, 1, 0]


def test_after_the_bidding_the_player_after_the_dealer_leads() -> None:
    hand = new_hand(spades_rules(), dealer=1)
    bidders(hand)
    assert hand.phase is Phase.PLAY and hand.to_act == 2
