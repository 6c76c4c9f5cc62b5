"""The committed JSON Schema of the match log is the one the pydantic models of
engine.formats.log generate (regenerate it with `python -m engine.formats`), and the models
and the schema agree on every golden log and on a malformed one."""

import copy
import json
from pathlib import Path

import jsonschema

from engine.formats.log import LOG_SCHEMA_PATH, log_schema_text, log_structure_problems

GOLDEN = Path(__file__).with_name("golden")


def golden_logs() -> list[dict]:
    return [
        json.loads(path.read_text())
        for path in sorted(GOLDEN.glob("*.json"))
        if path.name != "MANIFEST.json"
    ]


def test_the_committed_schema_is_the_one_the_models_generate() -> None:
    assert LOG_SCHEMA_PATH.read_text() == log_schema_text(), "run: python -m engine.formats"


def test_every_golden_log_passes_the_models_and_the_generated_schema() -> None:
    validator = jsonschema.Draft202012Validator(json.loads(LOG_SCHEMA_PATH.read_text()))
    for log in golden_logs():
        assert log_structure_problems(log) == []
        assert validator.is_valid(log)


def test_the_models_and_the_schema_refuse_the_same_broken_logs() -> None:
    validator = jsonschema.Draft202012Validator(json.loads(LOG_SCHEMA_PATH.read_text()))
    log = golden_logs()[0]
    breaks = [
        ("seed", "7"),
        ("kind", "cards "),
        ("result", {"winners": [], "reason": "target"}),
        ("seats", [{"seat": 1, "player": "Ann"}]),
        ("engine_version", None),
        ("extra", 1),
    ]
    for key, value in breaks:
        broken = copy.deepcopy(log)
        broken[key] = value
        assert log_structure_problems(broken), key
        assert not validator.is_valid(broken), key
    broken = copy.deepcopy(log)
    broken["hands"][0]["reneges"] = [{"offender": 1, "claimant": 2, "trick": None}]
    assert log_structure_problems(broken) and not validator.is_valid(broken)


def test_the_sheet_schema_is_generated_from_the_models_and_takes_the_documented_sheets() -> None:
    from engine.formats.sheet import SHEET_SCHEMA_PATH, score_sheet_model, sheet_schema_text

    assert SHEET_SCHEMA_PATH.read_text() == sheet_schema_text(), "run: python -m engine.formats"
    validator = jsonschema.Draft202012Validator(json.loads(SHEET_SCHEMA_PATH.read_text()))
    spades = {
        "hands": [
            {"dealer": 1, "bids": ["4", "nil", "3", "5"], "tricks": [5, 1, 4, 3]},
            {"bids": ["4", "3", "3", "3"], "tricks": [2, 2, 2, 1],
             "reneges": [{"offender": 2, "claimant": 1, "caught": "after_gathered", "trick": 7}]},
        ]
    }  # fmt: skip
    rook = {"hands": [{"bidder": 2, "bid": 120, "trump": "R", "points": [15, 165]}]}
    for sheet in (spades, rook):
        score_sheet_model().model_validate(sheet)
        assert validator.is_valid(sheet)
    mixed = {"hands": [spades["hands"][0], rook["hands"][0]]}
    assert not validator.is_valid(mixed)
    assert not validator.is_valid({"hands": [{"tricks": [13, 0, 0, "0"]}]})
