"""Two scoring systems of the public Oh Hell texts that `made` and `missed` alone cannot
state, because they score a miss under the bid and a miss over it differently. With the hand
events they are data (tests/engine/oh_hell/rulesets/, each file naming its source); each
test gives the inputs (bid, tricks taken), the expected points and the rule.

- Hassenpfeffer (Wikipedia "Oh Hell", Scoring; mirror
  http://www.liquisearch.com/oh_hell/scoring): exact → 10 + bid; under → −bid; over → 0.
- Exact with overtricks (https://ermiliablog.wordpress.com/2011/12/22/oh-rock-paper-scissors-hell/):
  exact → 10 + bid; over → the tricks taken; under → 0.
"""

from pathlib import Path

import pytest

import rulesets
from engine.games.oh_hell.scoring import OhHellTally, score_hand
from engine.games.oh_hell.terms import oh_hell_terms
from rulesets.oh_hell import OhHellRules

HERE = Path(__file__).resolve().parent / "rulesets"


def points(name: str, bid: int, took: int) -> int:
    rules = rulesets.load((HERE / f"{name}.yaml").read_text())
    assert isinstance(rules, OhHellRules)
    return score_hand(oh_hell_terms(rules), OhHellTally((bid, 0, 0, 0), (took, 0, 0, 0))).points[0]


@pytest.mark.parametrize(
    ("bid", "took", "expected"),
    [
        (3, 3, 13),  # exact: 10 + the bid of 3
        (0, 0, 10),  # an exact zero: 10
        (4, 2, -4),  # under: the bid of 4 is lost
        (2, 5, 0),  # over: nothing
        (0, 1, 0),  # a missed zero is over: nothing
    ],
)
def test_hassenpfeffer_loses_the_bid_only_under_it(bid: int, took: int, expected: int) -> None:
    assert points("hassenpfeffer", bid, took) == expected


@pytest.mark.parametrize(
    ("bid", "took", "expected"),
    [
        (3, 3, 13),  # exact: 10 + the bid of 3
        (2, 5, 5),  # over: the 5 tricks taken
        (0, 2, 2),  # a zero taking 2: 2
        (4, 2, 0),  # under: nothing
    ],
)
def test_overtricks_count_when_over_the_bid(bid: int, took: int, expected: int) -> None:
    assert points("exact-with-overtricks", bid, took) == expected


def test_both_files_validate_and_state_their_rule_in_the_rulebook() -> None:
    for name, says in (
        ("hassenpfeffer", "fails their contract with 1 or more tricks short"),
        ("exact-with-overtricks", "fails their contract with 0 tricks short"),
    ):
        rules = rulesets.load((HERE / f"{name}.yaml").read_text())
        assert says in rulesets.render_rulebook(rules)
