"""`bidding.nil.mode`: what a bid of zero means, and the range of numeric bids."""

import random

import pytest

from engine.core.actions import Bid, parse_action
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def new_hand(rules: SpadesRules) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 0), 0)


def bids(*texts: str) -> list[Bid]:
    return [Bid.parse(text) for text in texts]


NUMBERS = [str(n) for n in range(1, 14)]


# covers: bidding.nil.mode=nil
def test_nil_mode_offers_nil_and_numbers_from_one() -> None:
    hand = new_hand(spades_rules(bidding={"nil": {"mode": "nil"}}))
    assert hand.legal_bids() == bids(*NUMBERS, "nil")
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("0"))
    assert refused.value.rule == "bidding.nil.mode"
    hand.apply(parse_action("nil"))
    assert hand.bids[1] == Bid.parse("nil")


# covers: bidding.nil.mode=not_allowed
def test_without_nil_every_player_bids_at_least_one() -> None:
    hand = new_hand(spades_rules(bidding={"nil": {"mode": "not_allowed"}}))
    assert hand.legal_bids() == bids(*NUMBERS)
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("nil"))
    assert refused.value.rule == "bidding.nil.mode"


# covers: bidding.nil.mode=zero_means_zero
def test_zero_is_an_ordinary_number_when_zero_means_zero() -> None:
    hand = new_hand(spades_rules(bidding={"nil": {"mode": "zero_means_zero"}}))
    assert hand.legal_bids() == bids("0", *NUMBERS)
    with pytest.raises(IllegalActionError):
        hand.apply(Bid.parse("nil"))
    hand.apply(Bid.parse("0"))
    assert hand.bids[1] == Bid.parse("0")


def test_a_bid_above_the_tricks_in_a_hand_is_refused() -> None:
    hand = new_hand(spades_rules())
    with pytest.raises(IllegalActionError):
        hand.apply(Bid.parse("14"))
