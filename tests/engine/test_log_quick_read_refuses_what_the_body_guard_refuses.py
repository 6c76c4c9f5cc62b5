"""`parse_log` checks most logs in one validation (`log_is_safe_and_sound`: the body guard's
bounds and the models' check together). A log the guard refuses is still refused, as JSON
text and as parsed JSON, in the guard's words; a log the quick check only doubts (a score's
explanation nested deeper than it looks) is read the careful way and admitted."""

import copy
import json
from typing import Any

import pytest

from engine.formats.log import log_is_safe_and_sound
from engine.log import LogError, dumps_log, parse_log
from engine.match import play_match
from tests.factories import spades_rules

LOG = play_match(spades_rules(), ["random"] * 4, seed=3).log


def with_extra(value: Any) -> dict[str, Any]:
    """The log with `value` among the explanations of side 1's score in hand 1."""
    log = copy.deepcopy(LOG)
    log["hands"][0]["score"]["sides"][0]["note"] = value
    return log


def nested(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


HOSTILE = {
    "an integer past 64 bits": with_extra(2**63),
    "a lone surrogate": with_extra("a\ud800"),
    "a float that is not finite": with_extra(float("inf")),
    "nesting past the guard's depth": with_extra(nested(40)),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_log_the_guard_refuses_is_refused_as_parsed_json(name: str) -> None:
    with pytest.raises(LogError) as refused:
        parse_log(HOSTILE[name])
    assert [problem.code for problem in refused.value.problems] == ["json"]


@pytest.mark.parametrize("name", [name for name in HOSTILE if "float" not in name])
def test_a_log_the_guard_refuses_is_refused_as_text(name: str) -> None:
    text = json.dumps(HOSTILE[name])  # a lone surrogate is written as its escape
    with pytest.raises(LogError) as refused:
        parse_log(text)
    assert [problem.code for problem in refused.value.problems] == ["json"]


def test_a_float_too_large_for_a_double_is_refused_as_text() -> None:
    text = dumps_log(with_extra(1.5)).replace("1.5", "1e400")
    with pytest.raises(LogError):
        parse_log(text)


def test_a_log_the_quick_check_only_doubts_is_read_the_careful_way() -> None:
    deep = with_extra(nested(12))
    assert not log_is_safe_and_sound(deep)
    assert parse_log(deep) == deep
    assert parse_log(json.dumps(deep)) == deep


def test_a_sound_log_is_read_quickly_as_it_was_written() -> None:
    assert log_is_safe_and_sound(LOG)
    text = dumps_log(LOG)
    assert list(parse_log(text)) == list(json.loads(text))
    assert parse_log(text) == json.loads(text) == parse_log(json.loads(text))
