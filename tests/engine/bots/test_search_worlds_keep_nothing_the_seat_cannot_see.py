"""A world is built from what its seat sees and the cards it is given, nothing else: two
hands that look the same to the seat (the real one, and a world of it with other hidden
cards) give the same world for the same cards, to every seat's eyes, in every family."""

from __future__ import annotations

import random

import pytest

from engine.core.worlds import deal_unseen
from tests.engine.bots.search_helpers import LIBRARY_RULES, library, positions, sampled_world


@pytest.mark.parametrize("name", LIBRARY_RULES)
def test_hands_alike_to_the_seat_give_the_same_worlds(name: str) -> None:
    rules = library(name)
    rng = random.Random(name)
    for hand in positions(rules, 10, seed=len(name) + 1):
        seat = hand.to_act
        assert seat is not None
        unseen = hand.unseen(seat)  # type: ignore[attr-defined]
        lookalike = sampled_world(hand, seat, rng)
        assert set(lookalike.unseen(seat).cards) == set(unseen.cards)
        second = deal_unseen(unseen, rng)
        try:
            one = hand.world(seat, second[:-1], second[-1])  # type: ignore[attr-defined]
        except ValueError:  # a deal the play seen rules out: refused, as it should be
            continue
        other = lookalike.world(seat, second[:-1], second[-1])
        while one.to_act is not None:
            for each in range(len(second) - 1):
                assert one.view(each) == other.view(each)
            assert one.legal_actions() == other.legal_actions()
            action = one.legal_actions()[0]
            one.apply(action)
            other.apply(action)
