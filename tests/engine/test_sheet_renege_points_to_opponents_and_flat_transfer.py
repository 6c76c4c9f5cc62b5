"""Score sheets honour the Spades renege penalties that move points: under
`points_to_opponents` the hand was played out (every trick is on the sheet) and the
offenders' points go to the callers; under `flat_transfer` the hand ended at the call."""

import pytest

import rulesets
from engine.sheet import SheetError, score_sheet

HEAD = "format: houserules/1\ngame: spades\nreneges:\n  enforcement: honour\n"
CALL = {"offender": 2, "claimant": 1, "trick": 5}


def test_points_to_opponents_moves_the_offenders_61_to_the_callers() -> None:
    rules = rulesets.load(HEAD + "  caught_after_gathered: points_to_opponents\n")
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [3, 5, 3, 2], "reneges": [CALL]}]}
    result = score_sheet(rules, sheet)
    assert result.hands[0].score.points == (-9, 0)
    assert result.to_json()["hands"][0]["reneges"][0]["offender"] == 2


def test_points_to_opponents_needs_every_trick_on_the_sheet() -> None:
    rules = rulesets.load(HEAD + "  caught_after_gathered: points_to_opponents\n")
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [2, 2, 2, 1], "reneges": [CALL]}]}
    with pytest.raises(SheetError, match="add up to 7, not the 13"):
        score_sheet(rules, sheet)


def test_a_flat_transfer_ends_the_hand_and_moves_100() -> None:
    rules = rulesets.load(HEAD + "  flat_transfer: 100\n")
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [2, 2, 2, 1], "reneges": [CALL]}]}
    assert score_sheet(rules, sheet).hands[0].score.points == (100, -100)


def test_a_call_caught_before_gathered_and_corrected_takes_no_flat_transfer() -> None:
    rules = rulesets.load(HEAD + "  flat_transfer: 100\n")
    before = {**CALL, "caught": "before_gathered"}
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3], "reneges": [before]}]}
    assert score_sheet(rules, sheet).hands[0].score.points == (70, 60)
