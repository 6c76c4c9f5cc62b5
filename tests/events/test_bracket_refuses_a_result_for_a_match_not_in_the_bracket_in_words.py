"""A bracket result for a round the bracket does not have, a match its round does not have,
or a match whose players are not known yet is refused, saying which and why."""

import pytest

from events import EventError
from events.formats.bracket import bracket_match

SEEDS = ["a", "b", "c", "d"]


def test_a_round_past_the_final() -> None:
    with pytest.raises(
        EventError, match=r"bracket round 3, match 1: the bracket has rounds 1 to 2"
    ):
        bracket_match(SEEDS, {}, 1, 3, 1)


def test_a_match_its_round_does_not_have() -> None:
    with pytest.raises(EventError, match=r"round 1 of the bracket has matches 1 to 2"):
        bracket_match(SEEDS, {}, 1, 1, 3)


def test_a_final_before_the_semi_finals_are_done() -> None:
    with pytest.raises(EventError, match="this match is not set yet"):
        bracket_match(SEEDS, {(1, 1): ["a"]}, 1, 2, 1)


def test_a_match_of_the_bracket() -> None:
    found = bracket_match(SEEDS, {(1, 1): ["a"], (1, 2): ["c"]}, 1, 2, 1)
    assert (found.first, found.second) == ("a", "c")
