"""Odd counts never crash: players beyond a multiple of four sit out, and the sit-outs rotate."""

from collections import Counter

import pytest

from events.formats.progressive import rotation_round


@pytest.mark.parametrize("count", [5, 6, 7, 9, 13, 17, 18, 19])
def test_each_round_seats_every_multiple_of_four_and_sits_out_the_rest(count: int) -> None:
    players = [f"p{n}" for n in range(count)]
    sat_out: Counter[str] = Counter()
    for number in range(1, count):
        round_ = rotation_round(players, number)
        seated = [p for t in round_.tables for p in t.seats]
        assert len(seated) == 4 * len(round_.tables)
        assert sorted(seated + list(round_.sitting_out)) == sorted(players)
        assert len(round_.sitting_out) < 4
        sat_out.update(round_.sitting_out)
    assert len(sat_out) > 1, "the same player sat out every round"
