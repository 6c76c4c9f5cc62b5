"""Winners move up one table and split; losers move down; the head table's winners and the foot
table's losers stay."""

from events.formats.progressive import rotation_round, winners_move_up

PLAYERS = [f"p{n:02}" for n in range(1, 13)]


def test_winners_move_up_split_and_losers_move_down() -> None:
    first = rotation_round(PLAYERS, 1)
    winners = {t.number: (t.seats[0], t.seats[2]) for t in first.tables}
    losers = {t.number: (t.seats[1], t.seats[3]) for t in first.tables}
    second = winners_move_up(first, winners, PLAYERS)
    at = {p: t.number for t in second.tables for p in t.seats}
    assert [at[p] for p in winners[1]] == [1, 1]  # head table winners stay
    assert [at[p] for p in winners[2]] == [1, 1]
    assert [at[p] for p in winners[3]] == [2, 2]
    assert [at[p] for p in losers[1]] == [2, 2]
    assert [at[p] for p in losers[3]] == [3, 3]  # foot table losers stay
    for table in second.tables:
        for side in table.sides(partnership=True):
            assert frozenset(side) not in {frozenset(w) for w in winners.values()}
            assert frozenset(side) not in {frozenset(lost) for lost in losers.values()}


def test_a_table_without_winners_is_refused_in_words() -> None:
    import pytest

    from events import EventError

    first = rotation_round(PLAYERS, 1)
    with pytest.raises(EventError, match="round 1: table 3 has not reported its winners"):
        winners_move_up(first, {t.number: t.seats[::2] for t in first.tables[:2]}, PLAYERS)
