"""Players beyond a multiple of the table's seats sit out, in turn: nobody sits out twice
before everyone has once; too few players for one table is refused in words."""

from collections import Counter

import pytest

from events import EventError
from events.formats.individual import IndividualGame, individual_round_robin, individual_swiss


def test_ten_players_at_tables_of_four_sit_out_two_a_round_in_turn() -> None:
    players = [f"p{n:02}" for n in range(1, 11)]
    history = []
    for _ in range(5):
        history.append(individual_round_robin(players, 4, history))
    assert all(len(r.sitting_out) == 2 and len(r.tables) == 2 for r in history)
    # Five rounds of two sit-outs: each of the ten players sits out exactly once.
    assert Counter(p for r in history for p in r.sitting_out) == Counter(players)


def test_swiss_gives_the_sit_out_to_the_lowest_placed_who_has_not_sat_out() -> None:
    players = ["a", "b", "c", "d", "e"]
    first = individual_swiss(players, 4, [], [])
    assert first.sitting_out == ("e",)
    (table,) = first.tables
    game = IndividualGame(table.seats, (40, 30, 20, 10))  # a beats b beats c beats d
    second = individual_swiss(players, 4, [first], [game])
    # d placed last of those who played; e sat out already (credited 1.5 points).
    assert second.sitting_out == ("d",)


@pytest.mark.parametrize("count", [0, 1, 3])
def test_too_few_players_for_a_table_is_refused(count: int) -> None:
    with pytest.raises(EventError, match=f"a table of these rules seats 4; there are {count}"):
        individual_round_robin([f"p{n}" for n in range(count)], 4, [])


def test_a_player_checked_in_twice_is_refused() -> None:
    with pytest.raises(EventError, match="ann is checked in twice"):
        individual_swiss(["ann", "bob", "ann", "cat"], 3, [], [])
