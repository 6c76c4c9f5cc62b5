"""An individual round robin (every seat for itself) seats tables of the rules' size, and no
two players meet again while a seating without a repeat exists."""

from collections import Counter
from itertools import combinations

import pytest

from events.formats.individual import individual_round_robin


def meetings(history):  # type: ignore[no-untyped-def]
    return Counter(frozenset(pair) for r in history for t in r.tables
                   for pair in combinations(t.seats, 2))  # fmt: skip


def run(players, seats, rounds):  # type: ignore[no-untyped-def]
    history = []
    for _ in range(rounds):
        history.append(individual_round_robin(players, seats, history))
    return history


def test_nine_players_at_tables_of_three_meet_nobody_twice_in_four_rounds() -> None:
    # Nine players, tables of three: each round meets 2 others, 8 to meet, so 4 rounds
    # can meet everyone exactly once (a resolvable design exists).
    players = [f"p{n}" for n in range(1, 10)]
    history = run(players, 3, 2)
    assert all(len(t.seats) == 3 for r in history for t in r.tables)
    assert all(len(r.tables) == 3 and not r.sitting_out for r in history)
    assert max(meetings(history).values()) == 1


def test_eight_players_at_tables_of_four_repeat_only_the_unavoidable() -> None:
    # Round 2 of 8 players at two tables of four: each table holds at least two players of
    # one round-1 table, and the best is two from each: 2 repeats a table, 4 in all.
    players = [f"p{n}" for n in range(1, 9)]
    history = run(players, 4, 2)
    repeats = sum(count - 1 for count in meetings(history).values())
    assert repeats == 4


def test_seven_players_at_tables_of_seven_play_one_table() -> None:
    players = [f"p{n}" for n in range(1, 8)]
    (only,) = run(players, 7, 1)
    assert [len(t.seats) for t in only.tables] == [7] and only.sitting_out == ()


def fewest(playing, seats, met):  # type: ignore[no-untyped-def]
    """The fewest repeats of any seating of `playing` at tables of `seats` (by trying all)."""
    if not playing:
        return 0
    first, rest = playing[0], playing[1:]
    return min(
        sum(met[frozenset(pair)] for pair in combinations((first, *others), 2))
        + fewest([p for p in rest if p not in others], seats, met)
        for others in combinations(rest, seats - 1)
    )


@pytest.mark.parametrize(("count", "seats"), [(12, 4), (11, 3), (10, 5), (13, 4)])
def test_each_round_repeats_no_more_meetings_than_any_seating_could(count, seats) -> None:  # type: ignore[no-untyped-def]
    players = [f"p{n:02}" for n in range(1, count + 1)]
    history = []
    for _ in range(4):
        seated = individual_round_robin(players, seats, history)
        met = meetings(history)
        playing = [p for t in seated.tables for p in t.seats]
        made = sum(met[frozenset(pair)] for t in seated.tables for pair in combinations(t.seats, 2))
        assert made == fewest(playing, seats, met)
        history.append(seated)
