"""`bidding.blind_nil`: blind nil is bid before looking at the cards, when the score allows."""

import random

import pytest

from engine.core.actions import Bid, Look
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

BLIND_NIL = Bid.parse("blind nil")


def new_hand(rules: SpadesRules, scores: tuple[int, int] = (0, 0)) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(3), 0), 0, scores=scores)


# covers: bidding.blind_nil.allowed=never
def test_without_blind_nil_every_seat_sees_its_cards_at_once() -> None:
    hand = new_hand(spades_rules(bidding={"blind_nil": {"allowed": "never"}}))
    assert all(hand.view(seat).hand is not None for seat in range(4))
    assert Look() not in hand.legal_actions() and BLIND_NIL not in hand.legal_actions()
    with pytest.raises(IllegalActionError):
        hand.apply(BLIND_NIL)


# covers: bidding.blind_nil.allowed=any_hand
# covers: bidding.blind_nil.trailing_by=null
def test_blind_nil_is_open_in_any_hand_until_the_bidder_looks() -> None:
    hand = new_hand(spades_rules(bidding={"blind_nil": {"allowed": "any_hand"}}))
    assert hand.to_act == 1
    assert hand.legal_actions() == (Look(), BLIND_NIL)
    hand.apply(BLIND_NIL)
    assert hand.bids[1] == BLIND_NIL
    assert hand.view(1).hand is not None


def test_after_looking_blind_nil_is_gone() -> None:
    hand = new_hand(spades_rules(bidding={"blind_nil": {"allowed": "any_hand"}}))
    hand.apply(Look())
    assert BLIND_NIL not in hand.legal_actions()
    assert Bid.parse("nil") in hand.legal_actions()
    with pytest.raises(IllegalActionError):
        hand.apply(BLIND_NIL)


# covers: bidding.blind_nil.allowed=when_trailing
# covers: bidding.blind_nil.trailing_by=other
def test_blind_nil_is_open_only_to_a_side_trailing_by_enough() -> None:
    rules = spades_rules(bidding={"blind_nil": {"allowed": "when_trailing", "trailing_by": 100}})
    behind = new_hand(rules, scores=(250, 140))  # seats 2 and 4 (side 1) trail by 110
    assert behind.legal_actions() == (Look(), BLIND_NIL)
    assert behind.view(0).hand is not None  # the leading side never bids blind: it looks
    close = new_hand(rules, scores=(250, 160))  # 90 behind: not enough
    assert BLIND_NIL not in close.legal_actions()
    with pytest.raises(IllegalActionError) as refused:
        close.apply(BLIND_NIL)
    assert refused.value.rule == "bidding.blind_nil.allowed"


def test_a_seat_that_may_not_bid_blind_any_more_looks_when_its_turn_comes() -> None:
    rules = spades_rules(
        bidding={"blind_nil": {"allowed": "any_hand"}, "nil": {"both_partners": "forbidden"}}
    )
    hand = new_hand(rules)
    hand.apply(BLIND_NIL)  # seat 2
    hand.apply(Look())  # seat 3
    hand.apply(Bid.parse("4"))
    assert hand.to_act == 3  # seat 4: partner of the blind nil, no blind bid left
    assert hand.view(3).hand is not None
    assert Look() not in hand.legal_actions()
