"""`bidding.limits.partner_nil_minimum` and `partner_nil_maximum`: the numbers a player may
bid beside a partner's nil, in either order (a nil beside a number out of range is refused
too). Source: Pagat, Spades, "Variations in the bidding": "If a player bids Nil, that
player's partner must bid at least 4." Seats 1 and 3 are partners; seat 2 bids first."""

from engine.core.actions import Bid
from rulesets.spades import SpadesRules
from tests.factories import bid_refusal as refusal
from tests.factories import open_numbers as numbers
from tests.factories import spades_hand_after as after
from tests.factories import spades_rules


def limited(**limits: object) -> SpadesRules:
    return spades_rules(bidding={"limits": limits})


# covers: bidding.limits.partner_nil_minimum=null
# covers: bidding.limits.partner_nil_maximum=null
def test_without_partner_limits_a_nils_partner_may_bid_1() -> None:
    # Seat 2 bids nil; seat 3 bids 2; seat 4, seat 2's partner, may bid anything.
    assert numbers(after(spades_rules(), "nil", "2")) == list(range(1, 14))


# covers: bidding.limits.partner_nil_minimum=other
def test_pagat_the_partner_of_a_nil_bids_at_least_4() -> None:
    hand = after(limited(partner_nil_minimum=4), "nil", "2")
    assert numbers(hand) == list(range(4, 14))
    assert refusal(hand, "3") == "bidding.limits.partner_nil_minimum"


def test_a_nil_beside_a_partners_3_is_refused_when_the_partner_must_bid_4() -> None:
    hand = after(limited(partner_nil_minimum=4), "3", "2")
    assert Bid.parse("nil") not in hand.legal_bids()
    assert refusal(hand, "nil") == "bidding.limits.partner_nil_minimum"
    assert Bid.parse("nil") in after(limited(partner_nil_minimum=4), "4", "2").legal_bids()


def test_a_player_without_a_nil_beside_it_may_still_bid_1() -> None:
    assert 1 in numbers(after(limited(partner_nil_minimum=4), "3", "2"))


# covers: bidding.limits.partner_nil_maximum=other
def test_the_partner_of_a_nil_bids_at_most_5() -> None:
    hand = after(limited(partner_nil_maximum=5), "nil", "2")
    assert numbers(hand) == list(range(1, 6))
    assert refusal(hand, "6") == "bidding.limits.partner_nil_maximum"


def test_suicide_with_a_partner_of_at_least_4_bbum() -> None:
    # BBUM Spades, Suicide: "One player must bid Nil (0 tricks), and the other must bid at
    # least 4 tricks."
    rules = spades_rules(bidding={"variant": "suicide", "limits": {"partner_nil_minimum": 4}})
    assert numbers(after(rules, "nil", "2")) == list(range(4, 14))
