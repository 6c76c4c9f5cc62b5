"""`bidding.ten_for_two_hundred`: a team bid either partner may make; made first, the
partner does not bid; made second, it supersedes the partner's bid (None in the tally)."""

import random

import pytest

from engine.core.actions import Bid, Look
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

TEN = Bid.parse("team 10")


def new_hand(rules: SpadesRules, scores: tuple[int, int] = (0, 0)) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(4), 0), 0, scores=scores)


def ten(**options: object) -> SpadesRules:
    return spades_rules(bidding={"ten_for_two_hundred": {"allowed": "any_hand", **options}})


# covers: bidding.ten_for_two_hundred.allowed=never
def test_no_ten_for_two_hundred_by_default() -> None:
    hand = new_hand(spades_rules(bidding={"ten_for_two_hundred": {"allowed": "never"}}))
    assert TEN not in hand.legal_bids()


# covers: bidding.ten_for_two_hundred.allowed=any_hand
# covers: bidding.ten_for_two_hundred.blind=false
# covers: bidding.ten_for_two_hundred.trailing_by=null
# covers: bidding.ten_for_two_hundred.tricks=default
def test_made_first_it_takes_the_partners_turn() -> None:
    hand = new_hand(ten())
    assert TEN in hand.legal_bids()
    hand.apply(TEN)  # seat 2
    hand.apply(Bid.parse("3"))  # seat 3
    assert hand.to_act == 0  # seat 4 does not bid
    hand.apply(Bid.parse("3"))
    assert hand.bids == (Bid.parse("3"), TEN, Bid.parse("3"), None)


def test_made_second_it_supersedes_the_partners_bid() -> None:
    hand = new_hand(ten())
    hand.apply(Bid.parse("nil"))  # seat 2
    hand.apply(Bid.parse("3"))  # seat 3
    hand.apply(TEN)  # seat 4, seat 2's partner
    hand.apply(Bid.parse("3"))
    assert hand.bids == (Bid.parse("3"), None, Bid.parse("3"), TEN)


# covers: bidding.ten_for_two_hundred.allowed=when_trailing
# covers: bidding.ten_for_two_hundred.trailing_by=other
def test_ten_for_two_hundred_only_for_a_side_trailing_by_enough() -> None:
    rules = spades_rules(
        bidding={"ten_for_two_hundred": {"allowed": "when_trailing", "trailing_by": 50}}
    )
    assert TEN in new_hand(rules, scores=(100, 40)).legal_bids()
    with pytest.raises(IllegalActionError) as refused:
        new_hand(rules, scores=(100, 60)).apply(TEN)
    assert refused.value.rule == "bidding.ten_for_two_hundred.allowed"


# covers: bidding.ten_for_two_hundred.blind=true
# covers: bidding.ten_for_two_hundred.tricks=other
def test_a_blind_version_is_bid_before_looking_and_pre_empts() -> None:
    hand = new_hand(ten(blind=True, tricks=11))
    assert hand.legal_actions() == (Look(), Bid.parse("team 11"))
    hand.apply(Bid.parse("team 11"))
    assert hand.bids[1] == Bid.parse("team 11")
    assert hand.to_act == 2 and hand.view(3).hand is not None  # seat 4 pre-empted
