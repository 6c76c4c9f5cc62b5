"""The hook: the dealer, bidding last, may not bid the number that makes the bids add up to
the tricks (`bidding.hook`), in hands of at least `bidding.hook_from` cards."""

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from tests.engine.oh_hell.oh_hell_helpers import bid_all, hand_of, numbers, oh_hell_rules

UP = {"schedule": "up", "most": 5}


# covers: bidding.hook=true
# covers: bidding.hook_from=default
def test_the_dealer_may_not_make_the_bids_add_up() -> None:
    hand = hand_of(oh_hell_rules(hands=UP), {}, number=3)
    bid_all(hand, [1, 0, 1])
    assert numbers(hand.legal_actions()) == [0, 2, 3]
    with pytest.raises(IllegalActionError, match=r"may not bid 1.*bidding\.hook"):
        hand.apply(Bid.parse("1"))


def test_the_others_bid_freely_and_an_overbid_leaves_the_dealer_free() -> None:
    hand = hand_of(oh_hell_rules(hands=UP), {}, number=2)
    assert numbers(hand.legal_actions()) == [0, 1, 2]
    bid_all(hand, [2, 1, 0])
    assert numbers(hand.legal_actions()) == [0, 1, 2]


# covers: bidding.hook=false
def test_without_the_hook_the_dealer_bids_anything() -> None:
    hand = hand_of(oh_hell_rules(hands=UP, bidding={"hook": False}), {}, number=3)
    bid_all(hand, [1, 0, 1])
    assert numbers(hand.legal_actions()) == [0, 1, 2, 3]


# covers: bidding.hook_from=other
def test_the_hook_can_spare_the_small_hands() -> None:
    rules = oh_hell_rules(hands=UP, bidding={"hook_from": 2})
    one = hand_of(rules, {}, number=1)
    bid_all(one, [0, 0, 0])
    assert numbers(one.legal_actions()) == [0, 1]
    two = hand_of(rules, {}, number=2)
    bid_all(two, [0, 0, 0])
    assert numbers(two.legal_actions()) == [0, 1]  # 2 would add up
