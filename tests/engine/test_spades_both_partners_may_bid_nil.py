"""`bidding.nil.both_partners`: whether a partner of a nil bidder may bid nil too."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from tests.factories import spades_rules

NIL = Bid.parse("nil")


def after_a_nil(both_partners: str) -> SpadesHand:
    """Seat 2 (index 1) bids nil, seat 3 bids 4; seat 4, its partner, is to bid."""
    rules = spades_rules(bidding={"nil": {"both_partners": both_partners}})
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 0), 0)
    hand.apply(NIL)
    hand.apply(Bid.parse("4"))
    assert hand.to_act == 3
    return hand


# covers: bidding.nil.both_partners=forbidden
def test_the_partner_of_a_nil_bidder_may_not_bid_nil_when_forbidden() -> None:
    hand = after_a_nil("forbidden")
    assert NIL not in hand.legal_bids()
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(NIL)
    assert refused.value.rule == "bidding.nil.both_partners"


# covers: bidding.nil.both_partners=separately
def test_both_partners_may_bid_nil_to_be_scored_separately() -> None:
    hand = after_a_nil("separately")
    assert NIL in hand.legal_bids()
    hand.apply(NIL)
    assert hand.bids[1] == hand.bids[3] == NIL


# covers: bidding.nil.both_partners=together
def test_both_partners_may_bid_nil_to_be_scored_together() -> None:
    hand = after_a_nil("together")
    hand.apply(NIL)
    assert hand.bids[3] == NIL


def test_an_opponents_nil_never_stops_a_nil() -> None:
    rules = spades_rules(bidding={"nil": {"both_partners": "forbidden"}})
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 0), 0)
    hand.apply(NIL)
    assert NIL in hand.legal_bids()
