"""Standings order by total then tie-breaks; equal on all shares a place; none is refused."""

import pytest

from events import EventError
from events.standings import rank


def test_places() -> None:
    lines = rank(
        {"ann": 30, "bob": 25, "cat": 25, "dan": 10, "eve": 25},
        {"eve": [3], "bob": [1], "cat": [1]},
    )
    assert [(s.place, s.player) for s in lines] == [
        (1, "ann"),
        (2, "eve"),
        (3, "bob"),
        (3, "cat"),
        (5, "dan"),
    ]


def test_lowest_wins() -> None:
    assert [s.player for s in rank({"a": 40, "b": 12}, lowest_wins=True)] == ["b", "a"]


def test_no_results_yet() -> None:
    with pytest.raises(EventError, match="there are no results yet"):
        rank({})
