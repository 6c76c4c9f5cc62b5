"""Under `bidding.first_hand: bids_itself` the sheet's first hand has no bids."""

import pytest

from engine.sheet import SheetError, score_sheet
from tests.factories import spades_rules

RULES = spades_rules(bidding={"first_hand": "bids_itself"})


def test_the_first_hand_scores_its_tricks_and_the_second_is_bid() -> None:
    sheet = {
        "hands": [
            {"tricks": [4, 3, 4, 2]},
            {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 4, 2]},
        ]
    }
    result = score_sheet(RULES, sheet)
    assert [hand.score.points for hand in result.hands] == [(80, 50), (71, -60)]


def test_bids_written_for_a_first_hand_that_bids_itself_are_refused() -> None:
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 4, 2]}]}
    with pytest.raises(SheetError, match="bids itself"):
        score_sheet(RULES, sheet)
