"""Individual standings: a point for each player finished ahead of, half for a tie; a
sit-out is credited half a table's points; ties broken by opposition (the points of
everyone met), then the score of the games played, then the name."""

from fractions import Fraction

import pytest

from events import EventError
from events.formats import Table
from events.formats.individual import (
    IndividualGame,
    IndividualRound,
    individual_standings,
    table_points,
)


def test_table_points_count_players_beaten_and_half_for_ties() -> None:
    assert table_points([50, 30, 30, 10]) == (3, Fraction(3, 2), Fraction(3, 2), 0)
    # Hearts: the lowest score wins.
    assert table_points([50, 30, 30, 10], lowest_wins=True) == (0, Fraction(3, 2),
                                                                 Fraction(3, 2), 3)  # fmt: skip


def test_ties_on_points_break_by_opposition_then_score_then_name() -> None:
    r1 = IndividualRound(1, (Table(1, ("a", "b", "c")),), ("d",))
    r2 = IndividualRound(2, (Table(1, ("d", "b", "c")),), ("a",))
    games = [
        IndividualGame(("a", "b", "c"), (30, 20, 10)),  # a 2, b 1, c 0
        IndividualGame(("d", "b", "c"), (30, 20, 20)),  # d 2, b ½, c ½
    ]
    rows = individual_standings(["a", "b", "c", "d"], games, [r1, r2], 3)
    # Sit-outs are credited (3 - 1) / 2 = 1: a 3, d 3, b 1.5, c 0.5.
    # a and d tie on 3; a met b and c (1.5 + 0.5 = 2), d met b and c too (2): equal
    # opposition; scores 30 and 30: equal; by name a before d, sharing place 1.
    assert [(r.place, r.player, r.points, r.opposition, r.score) for r in rows] == [
        (1, "a", 3, 2, 30), (1, "d", 3, 2, 30), (3, "b", Fraction(3, 2), 7, 40),
        (4, "c", Fraction(1, 2), 9, 30),
    ]  # fmt: skip


def test_no_result_yet_is_refused() -> None:
    with pytest.raises(EventError, match="there are no results yet"):
        individual_standings(["a", "b", "c"], [], [], 3)
