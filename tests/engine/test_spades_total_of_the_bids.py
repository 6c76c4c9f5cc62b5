"""`bidding.total_bids` and `total_minimum`: limits on the total of all bids."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import EngineError, IllegalActionError
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def after(rules: SpadesRules, *bids: str) -> SpadesHand:
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(2), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


# covers: bidding.total_bids=any
# covers: bidding.total_minimum=null
def test_with_no_limit_the_bids_may_total_anything() -> None:
    hand = after(spades_rules(), "3", "3", "3", "4")
    assert hand.phase is Phase.PLAY and not hand.thrown_in


# covers: bidding.total_bids=not_equal_to_tricks
def test_the_last_bidder_may_not_make_the_total_equal_the_tricks() -> None:
    hand = after(spades_rules(bidding={"total_bids": "not_equal_to_tricks"}), "3", "3", "3")
    assert Bid.parse("4") not in hand.legal_bids()
    assert Bid.parse("nil") in hand.legal_bids() and Bid.parse("5") in hand.legal_bids()
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("4"))
    assert refused.value.rule == "bidding.total_bids"


def test_only_the_last_bidder_is_bound() -> None:
    hand = after(spades_rules(bidding={"total_bids": "not_equal_to_tricks"}), "6", "6")
    assert Bid.parse("1") in hand.legal_bids()


# covers: bidding.total_bids=at_least
# covers: bidding.total_minimum=other
def test_bids_totalling_less_than_the_minimum_throw_the_hand_in() -> None:
    rules = spades_rules(bidding={"total_bids": "at_least", "total_minimum": 10})
    hand = after(rules, "2", "2", "2", "3")
    assert hand.thrown_in and hand.phase is Phase.DONE
    assert hand.legal_actions() == [] and hand.to_act is None
    with pytest.raises(EngineError):
        hand.tally()
    assert after(rules, "2", "2", "3", "3").phase is Phase.PLAY
