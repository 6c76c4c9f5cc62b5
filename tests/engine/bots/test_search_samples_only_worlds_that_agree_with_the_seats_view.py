"""The search bot's sampled worlds never contradict what its seat has seen: in every library
ruleset (every family), at many random points of the play, a world built from a random deal
of the unseen cards shows the seat exactly its own view, deals every unseen card once, puts
each known card where it is known to be and no card in a suit its holder has shown it is out
of; and the world's hidden cards are the sampled ones, not the real ones. A deal that the play
seen rules out by a rule beyond following suit (Call Break's overtrumping) is refused with a
ValueError, and the bot deals again."""

from __future__ import annotations

import random

import pytest

from engine.core.worlds import deal_unseen
from tests.engine.bots.search_helpers import LIBRARY_RULES, library, positions


def _fields(view: object) -> dict[str, object]:
    names = ("seat", "phase", "to_act", "hand", "bids", "trick", "tricks_taken", "played")
    return {name: getattr(view, name) for name in names} | {"extra": view.extra}


@pytest.mark.parametrize("name", LIBRARY_RULES)
def test_every_sampled_world_agrees_with_the_seats_view(name: str) -> None:
    rules = library(name)
    rng = random.Random(name)
    checked = refused = 0
    for hand in positions(rules, 25, seed=len(name)):
        seat = hand.to_act
        assert seat is not None
        unseen = hand.unseen(seat)  # type: ignore[attr-defined]
        for _ in range(3):
            dealt = deal_unseen(unseen, rng)
            assert sorted(str(c) for cards in dealt for c in cards) == sorted(
                map(str, unseen.cards)
            )
            for place, cards in enumerate(dealt):
                assert len(cards) == unseen.holds[place]
                assert set(unseen.known[place]) <= set(cards)
                assert not set(cards) & unseen.barred[place]
            try:
                world = hand.world(seat, dealt[:-1], dealt[-1])  # type: ignore[attr-defined]
            except ValueError:
                refused += 1
                continue
            assert _fields(world.view(seat)) == _fields(hand.view(seat))
            for other in range(len(dealt) - 1):
                if other != seat:
                    assert set(world.view(other).hand) == set(dealt[other])
            assert world.legal_actions() == hand.legal_actions()
            checked += 1
    assert checked >= 30
    assert refused <= checked
