"""`bidding.limits` in Oh Hell: the numbers a player may bid (`minimum`, `maximum`,
`forbidden`) and what the total of all bids is held to (`total`, `total_of`), checked by the
bid-limits construct (`engine.core.bid_limits`) that Spades uses. The hook is the same limit
(a total held not equal to the tricks), so `hook: false` with `limits.total: not_equal`
forbids the dealer the very bid the hook does."""

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from tests.engine.oh_hell.oh_hell_helpers import bid_all, hand_of, numbers, oh_hell_rules

UP = {"schedule": "up", "most": 5}


def rules(**limits: object) -> object:
    return oh_hell_rules(hands=UP, bidding={"hook": False, "limits": limits})


# covers: bidding.limits.minimum=null
# covers: bidding.limits.maximum=null
# covers: bidding.limits.forbidden=default
# covers: bidding.limits.total=any
# covers: bidding.limits.total_of=null
def test_without_limits_every_number_from_0_to_the_cards_is_open_to_everyone() -> None:
    hand = hand_of(rules(), {}, number=3)
    bid_all(hand, [3, 3, 3])
    assert numbers(hand.legal_actions()) == [0, 1, 2, 3]


# covers: bidding.limits.minimum=other
def test_a_minimum_of_1_takes_zero_away() -> None:
    hand = hand_of(rules(minimum=1), {}, number=3)
    assert numbers(hand.legal_actions()) == [1, 2, 3]
    with pytest.raises(IllegalActionError, match=r"a bid of 0 is outside.*bidding\.limits"):
        hand.apply(Bid.parse("0"))


# covers: bidding.limits.maximum=other
def test_a_maximum_caps_the_big_hands_only() -> None:
    capped = rules(maximum=2)
    assert numbers(hand_of(capped, {}, number=4).legal_actions()) == [0, 1, 2]
    assert numbers(hand_of(capped, {}, number=1).legal_actions()) == [0, 1]


# covers: bidding.limits.forbidden=other
def test_a_forbidden_number_is_never_open() -> None:
    hand = hand_of(rules(forbidden=[1]), {}, number=3)
    assert numbers(hand.legal_actions()) == [0, 2, 3]


# covers: bidding.limits.total=not_equal
def test_the_total_not_equal_to_the_tricks_is_the_hook() -> None:
    # Three seats bid 1, 0, 1 of 3 tricks: the dealer may not bid 1, with the hook or with
    # the limit, and the refusal names the option that forbids it.
    hooked = hand_of(oh_hell_rules(hands=UP), {}, number=3)
    limited = hand_of(rules(total="not_equal"), {}, number=3)
    for hand in (hooked, limited):
        bid_all(hand, [1, 0, 1])
        assert numbers(hand.legal_actions()) == [0, 2, 3]
    with pytest.raises(IllegalActionError, match=r"total to the 3 tricks \(bidding\.limits\.total"):
        limited.apply(Bid.parse("1"))


# covers: bidding.limits.total=at_most
# covers: bidding.limits.total_of=other
def test_a_total_of_at_most_4_refuses_the_bid_that_passes_it() -> None:
    # 4 tricks a hand; seats bid 2 and 1: the third may bid at most 1, the dealer then 0.
    hand = hand_of(rules(total="at_most", total_of=4), {}, number=4)
    bid_all(hand, [2, 1])
    assert numbers(hand.legal_actions()) == [0, 1]
    bid_all(hand, [1])
    assert numbers(hand.legal_actions()) == [0]


# covers: bidding.limits.total=at_least
def test_a_total_of_at_least_the_tricks_makes_the_dealer_bring_it_up() -> None:
    hand = hand_of(rules(total="at_least"), {}, number=3)
    bid_all(hand, [0, 1, 0])
    assert numbers(hand.legal_actions()) == [2, 3]


def test_limits_that_would_leave_the_dealer_no_bid_hold_the_total_no_more() -> None:
    # Every bid must be 1, and the total may not be the 4 tricks of hand 4: four 1s is the
    # only way, so the dealer's 1 stands (as Spades lifts a total that leaves no bid).
    hand = hand_of(rules(minimum=1, maximum=1, total="not_equal"), {}, number=4)
    bid_all(hand, [1, 1, 1])
    assert numbers(hand.legal_actions()) == [1]
