"""A score sheet writes the First 7 run as `first_tricks` (the side that won trick 1 and how
many tricks in a row its players won); the sheet scores the bonus from it, refuses it under
rules without the bonus, and keeps it through the sheet's JSON and its log."""

import pytest

import rulesets
from engine.sheet import SheetError, score_sheet

FIRST_7 = "format: houserules/1\ngame: spades\nscoring:\n  first_tricks_bonus: {tricks: 7}\n"
HAND = {"bids": ["4", "2", "3", "2"], "tricks": [5, 2, 4, 2]}


def test_side_1_winning_the_first_7_scores_100_more() -> None:
    sheet = {"hands": [{**HAND, "first_tricks": {"side": 1, "tricks": 7}}]}
    assert score_sheet(rulesets.load(FIRST_7), sheet).hands[0].score.points == (172, 40)


def test_a_run_of_6_scores_no_bonus() -> None:
    sheet = {"hands": [{**HAND, "first_tricks": {"side": 1, "tricks": 6}}]}
    assert score_sheet(rulesets.load(FIRST_7), sheet).hands[0].score.points == (72, 40)


def test_left_out_no_side_won_enough_for_the_bonus() -> None:
    assert score_sheet(rulesets.load(FIRST_7), {"hands": [HAND]}).hands[0].score.points == (72, 40)


def test_a_run_longer_than_the_sides_tricks_is_refused_at_its_field() -> None:
    sheet = {"hands": [{**HAND, "first_tricks": {"side": 2, "tricks": 7}}]}
    with pytest.raises(SheetError, match=r"first_tricks.tricks.*took 4"):
        score_sheet(rulesets.load(FIRST_7), sheet)


def test_first_tricks_under_rules_without_the_bonus_is_refused() -> None:
    rules = rulesets.load("format: houserules/1\ngame: spades\n")
    sheet = {"hands": [{**HAND, "first_tricks": {"side": 1, "tricks": 7}}]}
    with pytest.raises(SheetError, match="scoring.first_tricks_bonus"):
        score_sheet(rules, sheet)


def test_the_run_is_kept_in_the_sheets_json_and_its_log() -> None:
    sheet = {"hands": [{**HAND, "first_tricks": {"side": 1, "tricks": 7}}]}
    result = score_sheet(rulesets.load(FIRST_7), sheet)
    assert result.to_json()["hands"][0]["first_tricks"] == {"side": 1, "tricks": 7}
    assert result.log_hands()[0]["first_tricks"] == {"side": 1, "tricks": 7}


BEMO = "format: houserules/1\ngame: spades\nbidding:\n  bemo: {allowed: any_hand}\n"


def test_a_bemo_on_a_sheet_is_judged_by_its_first_tricks() -> None:
    # Seat 1 bid Big Bemo (seat 3's bid replaced); side 1 won the first 9 and 10 in all.
    hand = {"bids": ["bemo 9", "2", None, "2"], "tricks": [6, 2, 4, 1]}
    made = {"hands": [{**hand, "first_tricks": {"side": 1, "tricks": 9}}]}
    assert score_sheet(rulesets.load(BEMO), made).hands[0].score.points == (90, -40)
    assert score_sheet(rulesets.load(BEMO), {"hands": [hand]}).hands[0].score.points == (-90, -40)


def test_a_bemo_the_rules_do_not_offer_is_refused_at_its_bid() -> None:
    hand = {"bids": ["bemo 9", "2", None, "2"], "tricks": [6, 2, 4, 1]}
    with pytest.raises(SheetError, match=r"bids\[1\]"):
        score_sheet(rulesets.load("format: houserules/1\ngame: spades\n"), {"hands": [hand]})
