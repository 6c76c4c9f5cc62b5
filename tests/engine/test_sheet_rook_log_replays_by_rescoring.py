"""A Rook score sheet becomes a `kind: sheet` log that conforms to the log's schema; replay
scores its hands again and compares; the engine's score table prints it."""

import copy
import json

import jsonschema
import pytest

from engine.cli import format_score_sheet
from engine.log import SCHEMA_PATH, LogError, log_from_sheet, validate_log
from engine.replay import replay
from tests.engine.rook_helpers import rook_rules

RULES = rook_rules()
SHEET = {
    "hands": [
        {"dealer": 1, "bidder": 2, "bid": 85, "trump": "H", "points": [50, 90]},
        {"bidder": 3, "bid": 100, "trump": "S", "points": [120, 10], "discarded": 10},
        {"bidder": 2, "bid": 120, "trump": "C", "points": [30, 110]},
    ]
}


def sheet_log() -> dict:
    return copy.deepcopy(log_from_sheet(RULES, SHEET, ["Ann", "Ben", "Cat", "Dan"]))


def test_a_rook_sheet_log_records_the_auction_the_points_and_the_scores() -> None:
    log = sheet_log()
    assert (log["game"], log["kind"], log["seed"]) == ("rook", "sheet", None)
    first, third = log["hands"][0], log["hands"][2]
    assert {key: first[key] for key in ("number", "dealer", "declarer", "bid", "trump")} == {
        "number": 1,
        "dealer": 1,
        "declarer": 2,
        "bid": 85,
        "trump": "H",
    }
    assert first["points"] == [50, 90] and log["hands"][1]["discarded"] == 10
    assert third["score"]["made"] is False and third["standing"]["scores"] == [200, -20]
    jsonschema.validate(log, json.loads(SCHEMA_PATH.read_text()))


def test_a_rook_sheet_log_replays_as_verified() -> None:
    assert str(replay(RULES, sheet_log())) == "verified"


def test_a_changed_score_is_the_discrepancy() -> None:
    log = sheet_log()
    log["hands"][2]["score"]["sides"][1]["points"] = 110
    assert str(replay(RULES, log)) == "hand 3, score.sides[2].points: expected -120, found 110"


def test_a_changed_input_that_breaks_the_sheet_is_reported_by_its_log_field() -> None:
    log = sheet_log()
    log["hands"][1]["bid"] = 65
    assert str(replay(RULES, log)).startswith("hand 2, bid: 65 cannot win the auction")
    log = sheet_log()
    log["hands"][1]["points"] = [120, 20]
    assert str(replay(RULES, log)).startswith("hand 2, points: the points add up to 140, not 130")


def test_a_changed_declarer_rescores_the_hand_differently() -> None:
    log = sheet_log()
    log["hands"][2]["declarer"] = 1  # side 1 with 30 points would be set on 120
    assert str(replay(RULES, log)) == "hand 3, score.sides[1].points: expected -120, found 30"


def test_a_rook_sheet_hand_missing_its_points_is_a_malformed_log() -> None:
    log = sheet_log()
    del log["hands"][0]["points"]
    log["hands"][1]["tricks_taken"] = [1, 2, 3, 3]
    with pytest.raises(LogError) as refused:
        validate_log(log)
    assert [(problem.hand, problem.field) for problem in refused.value.problems] == [
        (1, "hand"),
        (2, "hand"),
    ]
    assert "'points' is a required property" in refused.value.problems[0].message


def test_the_score_table_prints_who_declared_what() -> None:
    table = format_score_sheet(RULES, sheet_log())
    assert "seat 2 bids 85, trump H" in table and "seat 3 bids 100, trump S" in table
    assert table.endswith("Result: the match is not over.")
