"""The fixed rotation: with 16 players, 15 rounds partner every pair exactly once, 4 tables a
round, and nobody sits out."""

from itertools import combinations

from events.formats.progressive import rotation_round

PLAYERS = [f"p{n:02}" for n in range(1, 17)]


def test_every_pair_partners_exactly_once() -> None:
    partnered: list[frozenset[str]] = []
    for number in range(1, 16):
        round_ = rotation_round(PLAYERS, number)
        assert len(round_.tables) == 4 and not round_.sitting_out
        for table in round_.tables:
            assert sorted(table.seats) == sorted(set(table.seats))
            partnered.extend(frozenset(side) for side in table.sides(partnership=True))
    assert sorted(partnered, key=sorted) == sorted(
        (frozenset(pair) for pair in combinations(PLAYERS, 2)), key=sorted
    )
