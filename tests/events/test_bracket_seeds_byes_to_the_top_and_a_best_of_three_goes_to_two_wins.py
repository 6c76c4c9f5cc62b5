"""Single elimination: standard seeding, byes to the top seeds, a best of 3 won at 2 wins."""

import pytest

from events import EventError
from events.formats.bracket import bracket_rounds, first_round, series_winner


def test_six_entrants_two_byes_to_the_top_seeds() -> None:
    matches = first_round(["s1", "s2", "s3", "s4", "s5", "s6"])
    assert [(m.first, m.second) for m in matches] == [
        ("s1", None),
        ("s4", "s5"),
        ("s2", None),
        ("s3", "s6"),
    ]


def test_best_of_three() -> None:
    match = first_round(["a", "b"])[0]
    assert series_winner(match, ["a"], 3) is None
    assert series_winner(match, ["a", "b", "b"], 3) == "b"
    with pytest.raises(EventError, match="best of an odd number"):
        series_winner(match, [], 2)
    with pytest.raises(EventError, match="z is not playing this match"):
        series_winner(match, ["z"], 3)


def test_rounds_advance_as_matches_finish() -> None:
    seeds = ["a", "b", "c", "d"]
    rounds = bracket_rounds(seeds, {(1, 1): ["a", "a"], (1, 2): ["c", "b", "c"]}, 3)
    assert [(m.first, m.second) for m in rounds[1]] == [("a", "c")]
    assert len(bracket_rounds(seeds, {(1, 1): ["a"]}, 3)) == 1
