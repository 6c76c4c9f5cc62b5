"""The committed JSON Schema of the log is a valid schema, and every log the engine writes
(card-level, Rook, score sheet) conforms to it."""

import json

import jsonschema

import rulesets
from engine.log import SCHEMA_PATH, log_from_sheet
from engine.match import play_match
from rulesets.spades import SpadesRules
from tests.engine.golden.regenerate import cautious_chooser


def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text())


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(schema())


def test_a_spades_log_conforms() -> None:
    rules = rulesets.load("format: houserules/1\ngame: spades\n")
    jsonschema.validate(play_match(rules, ["random"] * 4, seed=3).log, schema())


def test_a_rook_log_conforms_and_a_rook_hand_without_its_nest_does_not() -> None:
    from engine.match import run_match

    rules = rulesets.load("format: houserules/1\ngame: rook\n")
    log = run_match(rules, ["cautious"] * 4, 1, cautious_chooser(1, 4)).log
    jsonschema.validate(log, schema())
    del log["hands"][0]["nest"]
    assert not jsonschema.Draft202012Validator(schema()).is_valid(log)


def test_a_score_sheet_log_conforms() -> None:
    rules = rulesets.load("format: houserules/1\ngame: spades\n")
    assert isinstance(rules, SpadesRules)
    sheet = {"hands": [{"bids": ["4", "nil", "3", "5"], "tricks": [5, 1, 4, 3]}]}
    jsonschema.validate(log_from_sheet(rules, sheet), schema())
