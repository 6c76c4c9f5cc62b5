"""Interpreted, the playout checks no pick of a plain `random.Random`'s `random` (its answers
lie in [0, 1), so `floor(pick() * n)` is one of the n cards); every other pick, a subclass of
`Random` included, is checked, and one out of range is refused as the loop refuses it."""

import random
from collections.abc import Callable

import pytest

from engine.games.spades.listed import in_unit
from tests.engine.test_spades_play_out_leaves_the_state_a_loop_of_apply_leaves import (
    assert_same_state,
    looped,
)
from tests.engine.test_spades_play_out_plays_what_a_loop_of_apply_plays import dealt_hand
from tests.factories import spades_rules


class Overshooting(random.Random):
    """A generator of another kind, whose 30th answer is 1.0: out of [0, 1)."""

    calls = 0

    def random(self) -> float:
        self.calls += 1
        return 1.0 if self.calls == 30 else super().random()


def test_only_a_plain_randoms_random_goes_unchecked() -> None:
    assert in_unit(random.Random(1).random)
    assert in_unit(random.random)
    assert not in_unit(Overshooting(1).random)
    assert not in_unit(random.Random(1).uniform)
    assert not in_unit(random.SystemRandom().random)
    assert not in_unit(lambda: 0.5)


def test_a_plain_pick_seen_before_is_known_again_and_every_other_still_checked() -> None:
    pick = random.Random(2).random  # a simulation passes the same one hand after hand
    assert in_unit(pick)
    assert in_unit(pick)
    assert not in_unit(Overshooting(2).random)
    assert not in_unit(lambda: 0.5)
    assert in_unit(pick)


def test_a_pick_of_another_generator_out_of_range_is_refused_as_the_loop_refuses_it() -> None:
    rules = spades_rules()
    by_loop, by_play_out = (dealt_hand(rules, random.Random(8), 1) for _ in range(2))
    with pytest.raises(IndexError):
        looped(by_loop, Overshooting(3).random)
    with pytest.raises(IndexError):
        by_play_out.play_out(Overshooting(3).random)
    assert_same_state(by_play_out, by_loop)


def test_unchecked_and_checked_picks_of_the_same_stream_play_the_same_hand() -> None:
    rules = spades_rules()
    for seed in range(20):
        plain, wrapped = (dealt_hand(rules, random.Random(seed), seed) for _ in range(2))
        plain.play_out(random.Random(seed).random)
        wrapped.play_out(wrapping(random.Random(seed).random))
        assert_same_state(plain, wrapped)


def wrapping(stream: Callable[[], float]) -> Callable[[], float]:
    """The same answers from a pick the playout checks."""

    def pick() -> float:
        return stream()

    return pick
