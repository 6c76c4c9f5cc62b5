"""A world the search bot plays a second card out from is a copy of the one built for its
first (`SeatWorlds.world`), not the deal made and every action taken again (in a family
whose hand copies itself; Euchre's builds it again): for every library ruleset, a copy plays,
views and scores exactly as the world built again does, and playing a copy leaves the world
it was copied from as it was."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.standing import Standing
from engine.core.worlds import deal_unseen, seat_worlds
from engine.games import family_for
from tests.engine.bots.search_helpers import LIBRARY_RULES, library, positions


def played_out(world: Any, seats: int, seed: int) -> list[Any]:
    """Every seat's view and the choices at each turn of `world` played to its end at
    random from `seed`, then the last views."""
    rng = random.Random(seed)
    seen: list[Any] = []
    while (seat := world.to_act) is not None:
        legal = list(world.legal_actions())
        seen.append((seat, legal, [world.view(other) for other in range(seats)]))
        world.apply(legal[rng.randrange(len(legal))])
    seen.append([world.view(other) for other in range(seats)])
    return seen


def score(rules: Any, world: Any) -> Any:
    game = family_for(rules).adapter(rules)
    scored = game.score(world, Standing.start(len(game.table.sides)))
    return scored.standing, scored.outcome


@pytest.mark.parametrize("name", LIBRARY_RULES)
def test_a_copied_world_plays_as_the_world_built_again(name: str) -> None:
    rules = library(name)
    seats = family_for(rules).adapter(rules).table.count
    for number, hand in enumerate(positions(rules, 3, seed=23)):
        seat = hand.to_act
        worlds = seat_worlds(hand, seat)
        assert worlds is not None
        rng = random.Random(number)
        while True:
            cards = deal_unseen(worlds.unseen(), rng)
            hands, nest = cards[:-1], cards[-1]
            try:
                built = hand.world(seat, hands, nest)
            except ValueError:
                continue
            break
        first = worlds.world(hands, nest)  # built, kept, and a copy handed out
        copied = worlds.world(hands, nest)  # a copy of the one kept
        assert first is not copied
        again = played_out(built, seats, seed=number)
        assert played_out(copied, seats, seed=number) == again
        assert played_out(first, seats, seed=number) == again
        assert score(rules, copied) == score(rules, first) == score(rules, built)
        assert played_out(worlds.world(hands, nest), seats, seed=number) == again
