"""`shuffled` is `random.Random.shuffle` without a Python call per card: for a plain
`random.Random` it makes the same draws in the same order, so a seed deals the same hands
(and leaves the generator where `shuffle` would), whatever the size of the pack."""

import random

import pytest

from engine.games.spades.deal import shuffled


@pytest.mark.parametrize("size", [0, 1, 2, 3, 17, 51, 52, 53, 54, 64, 65])
def test_a_seeded_shuffle_draws_what_random_shuffle_draws(size: int) -> None:
    for seed in range(40):
        expected, ours = random.Random(seed), random.Random(seed)
        order = list(range(size))
        expected.shuffle(order)
        assert shuffled(ours, size) == order
        assert ours.getstate() == expected.getstate()


def test_a_generator_of_another_kind_shuffles_its_own_way() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    assert shuffled(Reversing(1), 4) == [3, 2, 1, 0]
