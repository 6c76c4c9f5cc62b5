"""A malformed log sent as JSON text is refused with exactly the problems its parsed JSON
gets, each naming the hand and field: reading the text quickly never changes what is said."""

import copy
import json
from typing import Any

import pytest

from engine.log import LogError, parse_log, validate_log
from engine.match import play_match
from tests.factories import spades_rules

LOG = play_match(spades_rules(), ["random"] * 4, seed=3).log


def problems(log: Any) -> list[str]:
    with pytest.raises(LogError) as caught:
        validate_log(log)
    return [str(problem) for problem in caught.value.problems]


CHANGES = {
    "a game no family plays": lambda log: log.update(game="whist"),
    "a seat past 12": lambda log: log["hands"][0].update(dealer=13),
    "a seat the table does not have": lambda log: log["hands"][0].update(dealer=5),
    "a notation that is not an action": lambda log: log["hands"][0]["actions"][3].__setitem__(
        1, "ZZ"
    ),
    "a card that does not exist": lambda log: log["hands"][0]["dealt"][1].__setitem__(0, "1S"),
    "a number for a notation": lambda log: log["hands"][0]["actions"].__setitem__(0, [1, 2]),
}


@pytest.mark.parametrize("name", CHANGES)
def test_a_malformed_text_gets_the_problems_of_its_parsed_json(name: str) -> None:
    log = copy.deepcopy(LOG)
    CHANGES[name](log)
    expected = problems(log)
    assert expected and all(line.startswith(("log", "game", "hand 1")) for line in expected)
    with pytest.raises(LogError) as refused:
        parse_log(json.dumps(log))
    assert [str(problem) for problem in refused.value.problems] == expected


def test_text_that_is_not_json_is_refused_as_json() -> None:
    with pytest.raises(LogError) as refused:
        parse_log(json.dumps(LOG)[:-2])
    assert [problem.code for problem in refused.value.problems] == ["json"]
