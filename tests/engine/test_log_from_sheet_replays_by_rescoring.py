"""A score sheet becomes a `kind: sheet` log; replay scores it again and compares."""

import copy

import pytest

import rulesets
from engine.log import log_from_sheet
from engine.replay import replay
from engine.sheet import SheetError
from rulesets.spades import SpadesRules

RULES = rulesets.load("format: houserules/1\ngame: spades\n")
assert isinstance(RULES, SpadesRules)
SHEET = {
    "hands": [
        {"dealer": 1, "bids": ["3", "nil", "4", "4"], "tricks": [4, 1, 3, 5]},
        {"bids": ["3", "3", "4", "2"], "tricks": [4, 2, 5, 2]},
    ]
}


def test_a_sheet_log_records_bids_tricks_scores_and_standing() -> None:
    """Seed 000's worked example: nil failed with one trick, partner bid 4 took 5: -58."""
    log = log_from_sheet(RULES, SHEET, ["Ann", "Ben", "Cat", "Dan"])
    assert log["kind"] == "sheet" and log["seed"] is None
    first = log["hands"][0]
    assert (first["bids"], first["tricks_taken"]) == (["3", "nil", "4", "4"], [4, 1, 3, 5])
    assert first["score"]["sides"][1]["points"] == -58
    assert log["hands"][1]["dealer"] == 2
    assert log["seats"][3] == {"seat": 4, "player": "Dan"}


def test_a_sheet_log_replays_as_verified() -> None:
    assert str(replay(RULES, log_from_sheet(RULES, SHEET))) == "verified"


def test_a_changed_score_in_a_sheet_log_is_the_discrepancy() -> None:
    log = copy.deepcopy(log_from_sheet(RULES, SHEET))
    log["hands"][1]["standing"]["scores"][0] = 1000
    found = replay(RULES, log).discrepancy
    assert found is not None
    assert (found.hand, found.field, found.found) == (2, "standing.scores[1]", 1000)


def test_a_changed_input_of_a_sheet_log_that_breaks_the_sheet_is_reported() -> None:
    log = copy.deepcopy(log_from_sheet(RULES, SHEET))
    log["hands"][1]["tricks_taken"] = [4, 2, 5, 5]
    assert str(replay(RULES, log)).startswith("hand 2, tricks_taken: the tricks add up to 16")


def test_a_bad_sheet_is_a_sheet_error_listing_every_problem() -> None:
    with pytest.raises(SheetError) as caught:
        log_from_sheet(RULES, {"hands": [{"bids": ["4"], "tricks": [1, 2]}]})
    assert len(caught.value.problems) == 2
