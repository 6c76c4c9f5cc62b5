"""A log whose `game` or `kind` is not a string (an array, an object) is a LogError naming
the field, as any other wrong type is: the log's game and kind choose the model its hands are
read by, and choosing must not fail on them (it raised TypeError, a 500 at the API)."""

import copy

import pytest

import rulesets
from engine.log import LogError, validate_log
from engine.match import play_match

LOG = play_match(rulesets.load("format: houserules/1\ngame: spades\n"), ["random"] * 4, seed=1).log


@pytest.mark.parametrize("field", ["game", "kind"])
@pytest.mark.parametrize("value", [[], {}, ["spades"]])
def test_a_game_or_kind_that_is_no_string_is_refused_at_its_field(
    field: str, value: object
) -> None:
    log = copy.deepcopy(LOG)
    log[field] = value
    with pytest.raises(LogError) as caught:
        validate_log(log)
    assert [problem.field for problem in caught.value.problems] == [field]
    assert "is not" in caught.value.problems[0].message
