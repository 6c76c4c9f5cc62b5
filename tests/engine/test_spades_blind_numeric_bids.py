"""`bidding.blind_bids`: a number bid before looking, at least `minimum`, when allowed."""

import random

import pytest

from engine.core.actions import Bid, Look
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def new_hand(rules: SpadesRules, scores: tuple[int, int] = (0, 0)) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(3), 0), 0, scores=scores)


def blind(*numbers: int) -> list[Bid]:
    return [Bid.parse(f"blind {n}") for n in numbers]


# covers: bidding.blind_bids.allowed=never
def test_no_blind_numbers_by_default() -> None:
    hand = new_hand(spades_rules(bidding={"blind_bids": {"allowed": "never"}}))
    assert not [bid for bid in hand.legal_bids() if bid.is_blind]


# covers: bidding.blind_bids.allowed=any_hand
# covers: bidding.blind_bids.minimum=default
# covers: bidding.blind_bids.trailing_by=null
def test_blind_numbers_run_from_the_minimum_of_six_to_thirteen() -> None:
    hand = new_hand(spades_rules(bidding={"blind_bids": {"allowed": "any_hand"}}))
    assert hand.legal_actions() == (Look(), *blind(*range(6, 14)))
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("blind 5"))
    assert refused.value.rule == "bidding.blind_bids.minimum"
    hand.apply(Bid.parse("blind 7"))
    assert hand.bids[1] == Bid.parse("blind 7")


# covers: bidding.blind_bids.minimum=other
def test_a_lower_blind_minimum_opens_lower_blind_numbers() -> None:
    hand = new_hand(spades_rules(bidding={"blind_bids": {"allowed": "any_hand", "minimum": 4}}))
    assert blind(4, 5) == [bid for bid in hand.legal_bids() if bid.number in (4, 5)]


# covers: bidding.blind_bids.allowed=when_trailing
# covers: bidding.blind_bids.trailing_by=other
def test_blind_numbers_only_for_a_side_trailing_by_enough() -> None:
    rules = spades_rules(bidding={"blind_bids": {"allowed": "when_trailing", "trailing_by": 200}})
    assert Bid.parse("blind 6") in new_hand(rules, scores=(300, 100)).legal_bids()
    level = new_hand(rules, scores=(300, 101))
    assert level.view(1).hand is not None
    with pytest.raises(IllegalActionError) as refused:
        level.apply(Bid.parse("blind 6"))
    assert refused.value.rule == "bidding.blind_bids.allowed"


def test_a_number_bid_before_looking_looks_first() -> None:
    hand = new_hand(spades_rules(bidding={"blind_bids": {"allowed": "any_hand"}}))
    hand.apply(Bid.parse("3"))
    assert hand.bids[1] == Bid.parse("3") and hand.view(1).hand is not None
