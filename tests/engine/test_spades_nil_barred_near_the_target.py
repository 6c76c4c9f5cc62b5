"""`bidding.nil.near_target`: a side within that many points of `match.target` when the hand
starts may not bid nil or blind nil (0: only once it has reached the target, as when level
sides past the target play another hand)."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

NIL = Bid.parse("nil")
BLIND_NIL = Bid.parse("blind nil")


def new_hand(rules: SpadesRules, scores: tuple[int, int]) -> SpadesHand:
    # Seat 2 (index 1, side 2) bids first.
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(3), 0), 0, scores=scores)


# covers: bidding.nil.near_target=null
def test_without_the_bar_nil_is_open_at_any_score() -> None:
    assert NIL in new_hand(spades_rules(), scores=(0, 480)).legal_bids()


# covers: bidding.nil.near_target=other
def test_a_side_within_100_of_500_may_not_bid_nil() -> None:
    rules = spades_rules(bidding={"nil": {"near_target": 100}})
    assert NIL in new_hand(rules, scores=(0, 399)).legal_bids()
    hand = new_hand(rules, scores=(0, 400))
    assert NIL not in hand.legal_bids()
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(NIL)
    assert refused.value.rule == "bidding.nil.near_target"


def test_at_0_nil_is_barred_only_once_the_side_has_reached_the_target() -> None:
    rules = spades_rules(bidding={"nil": {"near_target": 0}})
    assert NIL in new_hand(rules, scores=(500, 499)).legal_bids()
    hand = new_hand(rules, scores=(500, 500))  # level past the target: another hand
    assert NIL not in hand.legal_bids()


def test_blind_nil_is_barred_too() -> None:
    rules = spades_rules(bidding={"nil": {"near_target": 50}, "blind_nil": {"allowed": "any_hand"}})
    assert BLIND_NIL in new_hand(rules, scores=(0, 0)).legal_bids()
    assert BLIND_NIL not in new_hand(rules, scores=(0, 460)).legal_bids()


def test_the_bar_needs_a_target_and_a_nil() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(bidding={"nil": {"near_target": 100}}, match={"target": None, "hands": 10})
    assert refused.value.diagnostics[0].path == "bidding.nil.near_target"
    assert "match.target" in refused.value.diagnostics[0].message
    with pytest.raises(RulesetError) as refused:
        spades_rules(bidding={"nil": {"near_target": 100, "mode": "not_allowed"}})
    assert "nil.mode" in refused.value.diagnostics[0].message
