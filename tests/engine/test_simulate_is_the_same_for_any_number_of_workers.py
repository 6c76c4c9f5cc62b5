"""`simulate` seeds match i with seed + i, so one worker and two give the same figures."""

from engine.simulate import simulate
from tests.engine.bot_helpers import library


def test_one_worker_and_two_workers_report_the_same_statistics() -> None:
    classic, rook = library("classic"), library("rook")
    alone = simulate(classic, rook, matches=4, workers=1, seed=11)
    shared = simulate(classic, rook, matches=4, workers=2, seed=11)
    assert alone.columns == shared.columns
    assert [cells for _, cells in alone.rows()] == [cells for _, cells in shared.rows()]


def test_another_seed_plays_other_matches() -> None:
    classic = library("classic")
    first = simulate(classic, None, matches=3, workers=1, seed=1)
    other = simulate(classic, None, matches=3, workers=1, seed=2)
    assert first.columns != other.columns
