"""A Rook sheet's winning bid is checked by the engine's own auction: at least the minimum, at
most the maximum (or every point in a hand), in steps; a bid no auction could end on is
refused at the hand's `bid`, naming the rules."""

import pytest

from engine.sheet import SheetError, score_sheet
from rulesets.rook import RookRules
from tests.engine.rook_helpers import rook_rules

RULES = "(auction.minimum, auction.maximum, auction.step)"


def refusal(rules: RookRules, bid: object, bidder: int = 2) -> str | None:
    """The problem at `bid` when seat `bidder` wins with `bid` (side 2 takes it all)."""
    hand = {"bidder": bidder, "bid": bid, "points": [0, 140]}
    try:
        score_sheet(rules, {"hands": [hand]})
    except SheetError as error:
        found = [problem.message for problem in error.problems if problem.field == "bid"]
        return found[0] if found else None
    return None


# covers: auction.minimum=default
# covers: auction.maximum=default
# covers: auction.step=default
@pytest.mark.parametrize("bid", [70, 75, 115, 120])
def test_seed_004_bids_run_from_70_to_120_by_fives(bid: int) -> None:
    assert refusal(rook_rules(), bid) is None


@pytest.mark.parametrize("bid", [0, 65, 87, 125, 1_000_000])
def test_a_bid_outside_70_to_120_or_off_the_step_is_refused_naming_the_rules(bid: int) -> None:
    assert refusal(rook_rules(), bid) == (
        f"{bid} cannot win the auction: a bid runs from 70 to 120 in steps of 5 {RULES}"
    )


# covers: auction.minimum=other
def test_a_higher_minimum_refuses_a_bid_below_it() -> None:
    rules = rook_rules("auction: {minimum: 100}\n")
    assert refusal(rules, 100) is None
    assert refusal(rules, 95) == (
        f"95 cannot win the auction: a bid runs from 100 to 120 in steps of 5 {RULES}"
    )


# covers: auction.maximum=null
def test_with_no_maximum_a_bid_may_reach_every_point_in_a_hand() -> None:
    rules = rook_rules("auction: {maximum: null}\n")
    assert refusal(rules, 140) is None
    assert refusal(rules, 145) == (
        f"145 cannot win the auction: a bid runs from 70 to 140 in steps of 5 {RULES}"
    )


# covers: auction.maximum=other
# covers: auction.step=other
def test_a_step_of_ten_to_a_maximum_of_100_refuses_75_and_110() -> None:
    rules = rook_rules("auction: {minimum: 60, maximum: 100, step: 10}\n")
    assert refusal(rules, 90) is None
    for bid in (75, 110):
        assert refusal(rules, bid) == (
            f"{bid} cannot win the auction: a bid runs from 60 to 100 in steps of 10 {RULES}"
        )


def test_a_minimum_equal_to_the_maximum_allows_that_one_bid() -> None:
    rules = rook_rules("auction: {minimum: 100, maximum: 100}\n")
    assert refusal(rules, 100) is None
    assert refusal(rules, 105) == f"105 cannot win the auction: the only bid is 100 {RULES}"


# covers: auction.all_pass=dealer_bids_minimum
def test_when_everyone_passed_and_the_dealer_is_stuck_the_dealer_bids_the_minimum() -> None:
    rules = rook_rules("auction: {all_pass: dealer_bids_minimum}\n")
    hand = {"dealer": 3, "bidder": 3, "bid": 70, "points": [60, 80]}
    assert score_sheet(rules, {"hands": [hand]}).hands[0].score.points == (-70, 80)


# covers: auction.pass_is_final=false
@pytest.mark.parametrize("bidder", [1, 2, 3, 4])
def test_any_seat_may_win_the_auction_whatever_the_order(bidder: int) -> None:
    rules = rook_rules("auction: {pass_is_final: false}\n")
    assert refusal(rules, 90, bidder) is None
    assert refusal(rules, 91, bidder) is not None


def test_a_bid_that_is_not_a_whole_number_or_is_missing_is_refused() -> None:
    assert refusal(rook_rules(), "85") == "'85': write the winning bid as a whole number"
    assert refusal(rook_rules(), 85.0) == "85.0: write the winning bid as a whole number"
    assert refusal(rook_rules(), True) == "True: write the winning bid as a whole number"
    assert refusal(rook_rules(), None) == "the winning bid is needed"
