"""`replay` reads a log's hands without checking their two largest derived facts (the tricks
and the score, `LEAN_FIELDS`) against the models first: it derives both again and compares
them type for type, and asks the models about any log that does not verify. So a log is
refused exactly as `parse_log` refuses it, a wrong fact is still a discrepancy, and a sound
log verifies."""

import copy
import importlib
import json
from typing import Any

import pytest

from engine.formats.log import LEAN_FIELDS, log_inputs_are_safe_and_sound
from engine.log import LogError, dumps_log, parse_log, read_log_inputs
from engine.match import play_match
from engine.replay import replay
from tests.factories import spades_rules

RULES = spades_rules()
LOG = play_match(RULES, ["random"] * 4, seed=3).log


def changed(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """The log with the value at `path` in hand 1 replaced by `value`."""
    log = copy.deepcopy(LOG)
    target = log["hands"][0]
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return log


def first_trick_led_by_seat_1() -> int:
    return next(i for i, trick in enumerate(LOG["hands"][0]["tricks"]) if trick["leader"] == 1)


MALFORMED = {
    "a leader written true": changed(("tricks", first_trick_led_by_seat_1(), "leader"), True),
    "a leader written 1.0": changed(("tricks", first_trick_led_by_seat_1(), "leader"), 1.0),
    "a trick with a key of its own": changed(("tricks", 0, "note"), "x"),
    "a card that is no card": changed(("tricks", 0, "cards", 0), "ZZ"),
    "points written as a float": changed(("score", "sides", 0, "points"), 1.5),
    "an integer past 64 bits in a score": changed(("score", "sides", 0, "note"), 2**63),
    "a lone surrogate in a score": changed(("score", "sides", 0, "note"), "a\ud800"),
    "tricks that are no list": changed(("tricks",), {"leader": 1}),
}


def test_only_facts_replay_compares_type_for_type_go_unchecked() -> None:
    # replay compares the tricks with _same_tricks and its _OPEN facts with _same_json.
    open_facts = importlib.import_module("engine.replay")._OPEN
    assert LEAN_FIELDS.issubset({"tricks"} | open_facts)


@pytest.mark.parametrize("name", MALFORMED)
def test_a_malformed_fact_is_refused_as_parse_log_refuses_it(name: str) -> None:
    log = MALFORMED[name]
    with pytest.raises(LogError) as parsed:
        parse_log(log)
    with pytest.raises(LogError) as replayed:
        replay(RULES, log)
    assert replayed.value.problems == parsed.value.problems


@pytest.mark.parametrize("name", [name for name in MALFORMED if "surrogate" not in name])
def test_a_malformed_fact_is_refused_as_text_too(name: str) -> None:
    text = json.dumps(MALFORMED[name])
    with pytest.raises(LogError):
        replay(RULES, text)


def test_a_wrong_winner_is_a_discrepancy_not_a_malformed_log() -> None:
    trick = LOG["hands"][0]["tricks"][0]
    wrong = changed(("tricks", 0, "winner"), trick["winner"] % 4 + 1)
    assert read_log_inputs(wrong) is not None
    result = replay(RULES, dumps_log(wrong))
    assert result.discrepancy is not None
    assert (result.discrepancy.hand, result.discrepancy.field) == (1, "tricks[1].winner")


def test_a_sound_log_verifies_as_text_as_parsed_json_and_as_checked() -> None:
    text = dumps_log(LOG)
    for given in (text, json.loads(text), parse_log(text)):
        assert replay(RULES, given).verified


def test_the_inputs_are_still_checked_before_replay() -> None:
    bad_card = changed(("dealt", 0, 0), "ZZ")
    assert not log_inputs_are_safe_and_sound(bad_card)
    assert read_log_inputs(bad_card) is None
    with pytest.raises(LogError):
        replay(RULES, bad_card)


def test_the_log_rederived_from_text_is_the_one_rederived_from_parsed_json() -> None:
    text = dumps_log(LOG)
    from_text, from_json = replay(RULES, text).log, replay(RULES, json.loads(text)).log
    assert from_text == from_json == replay(RULES, parse_log(text)).log
    assert from_text["hands"] == LOG["hands"]


def test_a_log_given_as_parsed_json_is_not_shared_with_the_log_rederived() -> None:
    given = json.loads(dumps_log(LOG))
    derived = replay(RULES, given).log
    assert derived["hands"][0]["actions"] is not given["hands"][0]["actions"]
    assert derived["hands"][0]["dealt"] is not given["hands"][0]["dealt"]
