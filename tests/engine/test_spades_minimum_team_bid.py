"""`bidding.minimum_team_bid`: the last of a side to bid must bring the side's numbers to
the minimum; a nil counts for nothing, so after a nil the partner's number alone must reach
it, and a nil is open only when the partner's number reaches it."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from tests.factories import spades_rules


def after(minimum: int, *bids: str) -> SpadesHand:
    rules = spades_rules(bidding={"minimum_team_bid": minimum})
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(2), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


# covers: bidding.minimum_team_bid=default
def test_with_no_minimum_a_side_may_bid_one_and_one() -> None:
    hand = after(0, "1", "1", "1")
    assert Bid.parse("1") in hand.legal_bids()


# covers: bidding.minimum_team_bid=other
def test_the_second_partner_must_bring_the_side_to_the_board_of_four() -> None:
    hand = after(4, "1", "5")  # seat 2 bid 1; seat 4 is to bid
    assert hand.legal_bids()[0] == Bid.parse("3")
    assert Bid.parse("nil") not in hand.legal_bids()
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("2"))
    assert refused.value.rule == "bidding.minimum_team_bid"
    hand.apply(Bid.parse("3"))


def test_after_a_partners_nil_your_number_alone_must_reach_the_minimum() -> None:
    hand = after(4, "nil", "2")
    assert hand.legal_bids()[0] == Bid.parse("4")


def test_a_nil_is_open_when_the_partners_number_reaches_the_minimum() -> None:
    hand = after(4, "4", "2")
    assert Bid.parse("nil") in hand.legal_bids()


def test_the_first_partner_may_bid_anything() -> None:
    hand = after(4)
    assert hand.legal_bids()[0] == Bid.parse("1")
