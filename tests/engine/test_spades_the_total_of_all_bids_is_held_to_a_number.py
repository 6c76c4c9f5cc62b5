"""`bidding.limits.total` and `total_of`: the total of every player's numeric bids held at
most, at least, or not equal to a number (`null`: the tricks in a hand). Nil counts 0; while
nil is open, a seat still to bid may add nothing. The older `total_bids:
not_equal_to_tricks` is the same limit, read by the same code."""

from engine.core.protocol import Phase
from rulesets.spades import SpadesRules
from tests.factories import bid_refusal as refusal
from tests.factories import open_numbers as numbers
from tests.factories import spades_hand_after as after
from tests.factories import spades_rules


def total(rule: str, of: int | None = None, **bidding: object) -> SpadesRules:
    return spades_rules(bidding={"limits": {"total": rule, "total_of": of}, **bidding})


# covers: bidding.limits.total=any
# covers: bidding.limits.total_of=null
def test_with_no_total_limit_four_bids_may_come_to_15() -> None:
    assert after(spades_rules(), "4", "4", "4", "3").phase is Phase.PLAY


# covers: bidding.limits.total=at_most
# covers: bidding.limits.total_of=other
def test_a_cap_of_12_on_all_bids_refuses_the_bid_that_passes_it() -> None:
    # Issue 38's list of stated Spades and Call Break rules: "a cap ('at most N') on the
    # total of all bids". 4 + 4 + 3 = 11: the last seat may bid nil or 1.
    hand = after(total("at_most", 12), "4", "4", "3")
    assert numbers(hand) == [1]
    assert refusal(hand, "2") == "bidding.limits.total"


def test_at_most_counts_the_least_the_later_seats_must_bid_without_nil() -> None:
    rules = total("at_most", 12, nil={"mode": "not_allowed"})
    # 4 + 4: the seat to come bids at least 1, so this seat may bid at most 3.
    assert numbers(after(rules, "4", "4")) == [1, 2, 3]


# covers: bidding.limits.total=at_least
def test_a_floor_of_11_makes_the_last_bid_bring_the_total_up() -> None:
    hand = after(total("at_least", 11), "3", "3", "2")
    assert numbers(hand) == list(range(3, 14))
    assert refusal(hand, "nil") == "bidding.limits.total"


# covers: bidding.limits.total=not_equal
def test_oh_hell_hook_the_last_bid_may_not_make_the_total_the_tricks() -> None:
    # Pagat, Oh Hell: the dealer may not bid so that the bids add up to the tricks.
    hand = after(total("not_equal"), "3", "3", "3")
    assert 4 not in numbers(hand) and 5 in numbers(hand)
    assert refusal(hand, "4") == "bidding.limits.total"


def test_pagat_the_bids_of_the_two_sides_must_not_add_up_to_exactly_12() -> None:
    # learnthat.com's Spades variations (Pagat's text): "the bids of the two sides must not add up
    # to exactly 13 tricks", here with another number.
    hand = after(total("not_equal", 12), "3", "3", "3")
    assert 3 not in numbers(hand) and 4 in numbers(hand)


def test_the_older_not_equal_to_tricks_reads_as_the_same_limit() -> None:
    hand = after(spades_rules(bidding={"total_bids": "not_equal_to_tricks"}), "3", "3", "3")
    assert numbers(hand) == numbers(after(total("not_equal"), "3", "3", "3"))
