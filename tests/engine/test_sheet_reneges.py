"""Renege calls on a sheet take the rules' penalty; a sheet cannot record one under rules
that refuse illegal cards, nor one called by the offender's own side."""

from pathlib import Path

import pytest

import rulesets
from engine.sheet import SheetError, score_sheet

LIBRARY = Path(rulesets.__file__).parent / "library"
CALL = {"offender": 2, "claimant": 1, "caught": "after_gathered", "trick": 7}


def test_seed_001_a_renege_sets_the_offenders_and_the_hand_may_end_early() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    # The hand ended at trick 7: only 7 tricks were taken.
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [2, 2, 2, 1], "reneges": [CALL]}]}
    assert score_sheet(rules, sheet).hands[0].score.points == (70, -60)


def test_under_transfer_tricks_every_trick_is_still_on_the_sheet() -> None:
    rules = rulesets.load(
        "format: houserules/1\ngame: spades\n"
        "reneges:\n  enforcement: honour\n  caught_after_gathered: transfer_tricks\n"
    )
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [2, 2, 2, 1], "reneges": [CALL]}]}
    with pytest.raises(SheetError, match="add up to 7, not the 13"):
        score_sheet(rules, sheet)


def test_no_renege_stands_under_rules_that_refuse_illegal_cards() -> None:
    rules = rulesets.load_file(LIBRARY / "taash-full.yaml")
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3], "reneges": [CALL]}]}
    with pytest.raises(SheetError, match=r"reneges.enforcement: prevent"):
        score_sheet(rules, sheet)


def test_a_renege_called_by_the_offenders_partner_is_refused() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    call = {"offender": 2, "claimant": 4}
    sheet = {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3], "reneges": [call]}]}
    with pytest.raises(SheetError) as raised:
        score_sheet(rules, sheet)
    assert [p.field for p in raised.value.problems] == ["reneges[1]"]
