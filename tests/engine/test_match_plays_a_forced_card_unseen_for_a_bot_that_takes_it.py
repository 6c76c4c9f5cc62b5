"""The match loop plays a forced card (one legal action in the play phase) without asking a
bot that says `takes_forced_play`, and the heuristic bots, asked anyway, would have played
that card: the same seed gives the same match either way."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from engine.bots import Bot, make_bot
from engine.core.actions import Action
from engine.core.protocol import Phase, PlayerView
from engine.match import bot_chooser, run_match
from tests.engine.bot_helpers import library


class Asked:
    """A bot that passes every question to `inner` and counts the forced plays it is asked."""

    name = "asked"

    def __init__(self, inner: Bot, takes_forced_play: bool) -> None:
        self.inner = inner
        self.takes_forced_play = takes_forced_play
        self.forced = 0

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.PLAY and len(legal) == 1:
            self.forced += 1
        return self.inner.choose(view, legal, rng)


@pytest.mark.parametrize("name", ["classic", "rook", "hearts"])
def test_a_forced_card_is_played_unseen_and_the_match_is_the_same(name: str) -> None:
    rules = library(name)
    logs, asked = [], []
    for unseen in (False, True):
        bots = [Asked(make_bot("heuristic", rules), unseen) for _ in range(4)]
        players = ["heuristic"] * 4
        logs.append(run_match(rules, players, 3, bot_chooser(bots, 3)).log)
        asked.append(sum(bot.forced for bot in bots))
    assert logs[0] == logs[1]
    assert asked[0] > 0 and asked[1] == 0


def test_the_heuristic_bots_take_forced_plays_and_the_random_bot_does_not() -> None:
    for name in ("classic", "rook", "hearts"):
        assert getattr(make_bot("heuristic", library(name)), "takes_forced_play", False) is True
    assert not getattr(make_bot("random", library("classic")), "takes_forced_play", False)
