"""The match loop gives a bot that says `sees_worlds` its seat's door to sampling the hand
(`view.worlds`, engine.core.worlds) at every decision of the play, and every other bot a view
without one; the bots choose as they would anyway, so the match is the same."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots import Bot, make_bot
from engine.core.actions import Action
from engine.core.protocol import Phase, PlayerView
from engine.core.worlds import SeatWorlds
from engine.match import bot_chooser, run_match
from tests.engine.bot_helpers import library


class Watching:
    """A bot that passes every question to `inner` and notes whether each view of the play
    came with the seat's worlds."""

    name = "watching"

    def __init__(self, inner: Bot, sees_worlds: bool) -> None:
        self.inner = inner
        self.sees_worlds = sees_worlds
        self.worlds: list[bool] = []

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.PLAY:
            self.worlds.append(isinstance(view.worlds, SeatWorlds))
        return self.inner.choose(view, legal, rng)


def test_only_the_seats_whose_bots_search_see_worlds_and_the_match_is_the_same() -> None:
    rules = library("classic")
    players = ["heuristic"] * 4
    heuristic = [make_bot("heuristic", rules) for _ in range(4)]
    plain = run_match(rules, players, 5, bot_chooser(heuristic, 5))
    bots = [Watching(make_bot("heuristic", rules), seat in (0, 2)) for seat in range(4)]
    watched = run_match(rules, players, 5, bot_chooser(bots, 5))
    assert watched.log == plain.log
    assert all(bot.worlds for bot in bots)
    assert all(all(bots[seat].worlds) for seat in (0, 2))
    assert not any(any(bots[seat].worlds) for seat in (1, 3))
