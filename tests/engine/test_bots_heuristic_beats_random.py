"""The heuristic bot clearly beats the random bot: 40 matches of classic.yaml (and of
rook.yaml), half with the heuristic bot in seats 1 and 3, half in seats 2 and 4, on the same
deals. The full measurement (1,000 matches, at least 80%) is benchmarks/bots_winrate.py."""

import pytest

from engine.simulate import run_matches
from tests.engine.bot_helpers import library

HEURISTIC_FIRST = ("heuristic", "random", "heuristic", "random")
RANDOM_FIRST = ("random", "heuristic", "random", "heuristic")


@pytest.mark.parametrize("name", ["classic", "rook"])
def test_the_heuristic_side_wins_at_least_70_percent_of_40_matches(name: str) -> None:
    rules = library(name)
    first, second = run_matches([(rules, HEURISTIC_FIRST), (rules, RANDOM_FIRST)], 20, seed=100)
    wins = sum(m.winners == (1,) for m in first) + sum(m.winners == (2,) for m in second)
    assert wins >= 28, f"the heuristic side won {wins} of 40"
