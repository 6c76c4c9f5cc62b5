"""A malformed log is a LogError listing every problem, each naming the hand and field."""

import copy
import json
from pathlib import Path

import pytest

import rulesets
from engine.core.errors import EngineError
from engine.log import LogError, parse_log, read_log, validate_log
from engine.match import play_match
from engine.replay import replay

RULES = rulesets.load("format: houserules/1\ngame: spades\n")
LOG = play_match(RULES, ["random"] * 4, seed=1).log


def problems_of(log: object) -> list[str]:
    with pytest.raises(LogError) as caught:
        validate_log(log)
    return [str(problem) for problem in caught.value.problems]


def test_a_log_from_play_match_is_well_formed() -> None:
    validate_log(LOG)


def test_every_structural_problem_is_listed_with_its_hand_and_field() -> None:
    log = copy.deepcopy(LOG)
    del log["rules_digest"]
    log["hands"][0]["dealer"] = "north"
    log["hands"][1]["actions"][3] = [2]
    log["hands"][1]["dealt"][1][0] = "1S"
    found = problems_of(log)
    assert any(line.startswith("log: 'rules_digest' is a required property") for line in found)
    assert any(line.startswith("hand 1, dealer: 'north' is not of type") for line in found)
    assert any(line.startswith("hand 2, actions[4]:") for line in found)
    assert any(line.startswith("hand 2, dealt[2][1]: '1S' does not match") for line in found)


def test_notation_problems_are_listed_too() -> None:
    log = copy.deepcopy(LOG)
    log["hands"][0]["actions"][0][1] = "seven"
    log["hands"][0]["number"] = 4
    log["hands"][1]["actions"][0][0] = 9
    log["hands"][1]["bids"][0] = "lots"
    found = problems_of(log)
    assert any(line.startswith("hand 1, actions[1]: 'seven' is not an action") for line in found)
    assert "hand 1, number: this is hand 1 of the log" in found
    assert "hand 2, actions[1]: there is no seat 9 (the log has 4 seats)" in found
    assert any(line.startswith("hand 2, bids[1]: 'lots' is not a bid") for line in found)


def test_a_hand_with_a_structural_problem_does_not_hide_another_hands_notation() -> None:
    log = copy.deepcopy(LOG)
    log["hands"][0]["dealer"] = "north"
    log["hands"][1]["actions"][0][1] = "seven"
    found = problems_of(log)
    assert len(found) == 2 and found[1].startswith("hand 2, actions[1]: 'seven'")


def test_a_claim_is_written_with_its_claimant_as_the_seat() -> None:
    log = copy.deepcopy(LOG)
    log["hands"][0]["actions"].append([1, "claim 2 3 1"])
    assert problems_of(log) == [
        f"hand 1, actions[{len(log['hands'][0]['actions'])}]: a claim is made by its claimant,"
        " seat 2"
    ]


def test_text_that_is_not_json_is_a_log_error_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{ not json")
    with pytest.raises(LogError, match="log: not valid JSON"):
        read_log(path)
    with pytest.raises(LogError, match="cannot read"):
        read_log(tmp_path / "missing.json")


def test_a_log_error_is_an_engine_error_and_replay_raises_it_for_a_malformed_log() -> None:
    assert issubclass(LogError, EngineError)
    with pytest.raises(LogError):
        replay(RULES, {"format": "houserules-log/1"})
    with pytest.raises(LogError):
        parse_log(json.dumps([1, 2]))
