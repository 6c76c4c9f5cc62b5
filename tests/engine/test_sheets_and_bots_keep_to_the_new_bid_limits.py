"""The bid limits of `bidding.limits` (a nil's partner at least 4, the total of all bids at
most 12) bind more than a live hand: a score sheet that breaks one is refused at the bid, in
the club's words, and heuristic bots playing whole matches bid within them."""

import pytest

from engine.core.actions import Bid
from engine.match import play_match
from engine.sheet import SheetError, score_sheet
from tests.factories import spades_rules

RULES = spades_rules(
    bidding={"limits": {"partner_nil_minimum": 4, "total": "at_most", "total_of": 12}}
)


def test_a_sheet_with_a_nils_partner_bidding_3_is_refused_at_that_bid() -> None:
    # Seat 1 deals: seat 3 bids 3 before its partner's nil, which is refused.
    hand = {"bids": ["nil", "4", "3", "4"], "tricks": [0, 4, 5, 4]}
    with pytest.raises(SheetError) as raised:
        score_sheet(RULES, {"hands": [hand]})
    (problem,) = raised.value.problems
    assert (problem.hand, problem.field) == (1, "bids[1]")
    assert "beside a nil, a partner bids at least 4" in problem.message


def test_a_sheet_whose_bids_total_13_is_refused_at_the_last_bid() -> None:
    hand = {"bids": ["4", "4", "3", "2"], "tricks": [4, 4, 3, 2]}
    with pytest.raises(SheetError) as raised:
        score_sheet(RULES, {"hands": [hand]})
    (problem,) = raised.value.problems
    assert problem.field == "bids[1]" and "at most 12" in problem.message


@pytest.mark.parametrize(
    "limits",
    [{"partner_nil_minimum": 4}, {"total": "at_most", "total_of": 12}],
    ids=["partner_nil_minimum", "total"],
)
def test_heuristic_bots_bid_within_the_limits_for_a_whole_match(limits: dict[str, object]) -> None:
    # Each limit alone: together they can leave a seat no bid (a nil beside a partner's 2
    # with the total at 12), and then the total is lifted for it, as the bidding says.
    rules = spades_rules(bidding={"limits": limits})
    log = play_match(rules, ["heuristic"] * 4, seed=3).log
    for hand in log["hands"]:
        bids = [Bid.parse(text) for text in hand["bids"] if text is not None]
        if "total" in limits:
            assert sum(0 if bid.is_nil else bid.number for bid in bids) <= 12
        for seat, bid in enumerate(bids):
            partner = bids[(seat + 2) % 4]
            if "total" not in limits and partner.is_nil and not bid.is_nil:
                assert bid.number >= 4
