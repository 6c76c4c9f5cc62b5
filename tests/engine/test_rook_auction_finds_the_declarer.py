"""The auction: starting after the dealer, bids in points above the last bid, or pass."""

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from tests.engine.rook_helpers import act, rook_hand, rook_rules


def numbers(bids: list[Bid]) -> list[int]:
    return [bid.number for bid in bids if str(bid) != "pass"]


# covers: auction.minimum=default
# covers: auction.maximum=default
# covers: auction.step=default
def test_seed_004_bids_run_from_70_to_120_in_fives() -> None:
    hand = rook_hand(rook_rules(), {})
    assert hand.to_act == 1
    assert numbers(hand.legal_bids()) == list(range(70, 121, 5))
    assert str(hand.legal_bids()[-1]) == "pass"


def test_a_bid_must_be_higher_than_the_last() -> None:
    hand = rook_hand(rook_rules(), {})
    act(hand, ["85"])
    assert numbers(hand.legal_bids())[0] == 90
    with pytest.raises(IllegalActionError, match="not a legal bid"):
        act(hand, ["85"])


def test_a_bid_off_the_step_is_refused() -> None:
    with pytest.raises(IllegalActionError):
        act(rook_hand(rook_rules(), {}), ["72"])


# covers: auction.minimum=other
def test_a_lower_minimum_opens_the_bidding_lower() -> None:
    hand = rook_hand(rook_rules("auction: {minimum: 50}\n"), {})
    assert numbers(hand.legal_bids())[0] == 50


# covers: auction.maximum=other
def test_a_lower_maximum_caps_the_bidding() -> None:
    hand = rook_hand(rook_rules("auction: {maximum: 100}\n"), {})
    assert numbers(hand.legal_bids())[-1] == 100
    act(hand, ["100"])
    assert [str(bid) for bid in hand.legal_bids()] == ["pass"]


# covers: auction.maximum=null
def test_with_no_maximum_a_bid_may_reach_every_point_available() -> None:
    rules = rook_rules("auction: {maximum: null}\n")
    assert numbers(rook_hand(rules, {}).legal_bids())[-1] == rules.points_available() == 140


# covers: auction.step=other
def test_a_step_of_ten_allows_only_multiples_of_ten() -> None:
    hand = rook_hand(rook_rules("auction: {step: 10}\n"), {})
    assert numbers(hand.legal_bids()) == [70, 80, 90, 100, 110, 120]


# covers: auction.pass_is_final=true
def test_once_a_player_passes_they_may_not_rejoin_the_bidding() -> None:
    hand = rook_hand(rook_rules(), {}, dealer=0)
    act(hand, ["70", "pass", "75", "80"])  # seats 1, 2, 3, 0
    assert hand.to_act == 1  # seat 2 passed: it is skipped
    act(hand, ["pass", "85"])  # seat 1 passes; seat 3 bids
    assert hand.to_act == 0
    act(hand, ["pass"])  # only seat 3 is left in
    assert hand.phase is Phase.NEST
    assert (hand.declarer, hand.high_bid) == (3, 85)


# covers: auction.pass_is_final=false
def test_without_final_passes_a_passer_may_bid_again_until_three_pass_in_a_row() -> None:
    hand = rook_hand(rook_rules("auction: {pass_is_final: false}\n"), {}, dealer=0)
    act(hand, ["70", "pass", "75", "pass", "pass"])  # seats 1, 2, 3, 0, then 1 again
    assert hand.phase is Phase.AUCTION and hand.to_act == 2
    act(hand, ["80", "pass", "pass"])  # seat 2 bids again after passing
    assert hand.phase is Phase.AUCTION and hand.to_act == 1
    act(hand, ["pass"])
    assert hand.phase is Phase.NEST
    assert (hand.declarer, hand.high_bid) == (2, 80)


def test_the_last_bidder_wins_once_all_others_have_passed() -> None:
    hand = rook_hand(rook_rules(), {}, dealer=3)
    act(hand, ["pass", "pass", "70", "pass"])  # seats 0, 1, 2, 3
    assert (hand.declarer, hand.high_bid, hand.phase) == (2, 70, Phase.NEST)


# covers: auction.all_pass=redeal
def test_when_everyone_passes_the_hand_is_thrown_in() -> None:
    hand = rook_hand(rook_rules(), {})
    act(hand, ["pass"] * 4)
    assert hand.phase is Phase.DONE and hand.thrown_in
    assert hand.to_act is None and hand.legal_actions() == []


# covers: auction.all_pass=dealer_bids_minimum
def test_when_everyone_passes_the_dealer_is_stuck_with_the_minimum() -> None:
    hand = rook_hand(rook_rules("auction: {all_pass: dealer_bids_minimum}\n"), {}, dealer=2)
    act(hand, ["pass"] * 4)
    assert (hand.declarer, hand.high_bid, hand.phase) == (2, 70, Phase.NEST)
    assert not hand.thrown_in
