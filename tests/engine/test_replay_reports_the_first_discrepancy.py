"""Replay answers `verified` or the first discrepancy: hand, trick, field, expected, found."""

import copy

import rulesets
from engine.log import DERIVED_KEYS
from engine.match import play_match
from engine.replay import first_difference, replay

RULES = rulesets.load("format: houserules/1\ngame: spades\n")
LOG = play_match(RULES, ["random"] * 4, seed=6).log


def test_a_log_as_played_is_verified() -> None:
    result = replay(RULES, LOG)
    assert result.verified and result.discrepancy is None and str(result) == "verified"
    assert result.log == LOG and result.outcome is not None


def test_a_wrong_trick_winner_names_the_hand_the_trick_and_the_field() -> None:
    log = copy.deepcopy(LOG)
    trick = log["hands"][0]["tricks"][4]
    right = trick["winner"]
    trick["winner"] = right % 4 + 1
    result = replay(RULES, log)
    assert not result.verified
    assert (
        str(result) == f"hand 1, trick 5, tricks[5].winner: expected {right}, found {right % 4 + 1}"
    )


def test_the_first_of_several_discrepancies_is_reported() -> None:
    log = copy.deepcopy(LOG)
    log["hands"][0]["standing"]["bags"][0] += 1
    log["hands"][0]["tricks_taken"][3] += 1
    found = replay(RULES, log).discrepancy
    assert found is not None and found.field == "tricks_taken[4]"


def test_a_dealer_out_of_rotation_is_a_discrepancy() -> None:
    log = copy.deepcopy(LOG)
    log["hands"][1]["dealer"] = 4
    assert str(replay(RULES, log)) == "hand 2, dealer: expected 2, found 4"


def test_a_hand_after_the_match_ended_is_a_discrepancy() -> None:
    log = copy.deepcopy(LOG)
    log["hands"].append(copy.deepcopy(log["hands"][-1]))
    number = len(log["hands"])
    log["hands"][-1]["number"] = number
    assert str(replay(RULES, log)).startswith(f"hand {number}, hands: the match was over")


def test_a_wrong_result_is_a_discrepancy() -> None:
    log = copy.deepcopy(LOG)
    log["result"] = None
    found = replay(RULES, log).discrepancy
    assert found is not None and found.field == "result" and found.found is None


def test_derived_facts_left_out_are_not_compared_but_re_derived() -> None:
    log = copy.deepcopy(LOG)
    for hand in log["hands"]:
        for key in DERIVED_KEYS:
            hand.pop(key, None)
    del log["result"]
    result = replay(RULES, log)
    assert result.verified
    assert result.log["hands"] == LOG["hands"] and result.log["result"] == LOG["result"]


def test_first_difference_walks_objects_and_lists_counting_from_one() -> None:
    assert first_difference({"a": [1, 2]}, {"a": [1, 3]}, "x") == ("x.a[2]", 2, 3)
    assert first_difference([1], [1, 2], "x") == ("x", [1], [1, 2])
    assert first_difference(True, 1, "x") == ("x", True, 1)
    assert first_difference({"a": 1}, {"a": 1}, "x") is None
