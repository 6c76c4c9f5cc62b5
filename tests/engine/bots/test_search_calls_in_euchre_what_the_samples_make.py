"""The search bot searches a Euchre call as it searches a card (the hand's worlds can be
built while trump is made): it calls as its heuristic bot does unless another call is surely
better in the samples. Holding the five highest hearts with a heart turned up, it takes every
trick in every sample: alone that is 4 points, with its partner 2, and passing scores
nothing for it; so a heuristic bot that would pass is overruled and the bot goes alone, and
a heuristic bot that goes alone is kept."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots.search import SearchBot
from engine.core.actions import Action, MakeTrump
from engine.core.bot import Bot
from engine.core.protocol import Phase, PlayerView
from engine.games.euchre.hand import PASS
from engine.match import bot_view
from tests.engine.euchre.euchre_helpers import arranged, library_euchre

FIRST_TO_CALL = 0


class Calls:
    """The heuristic bot, but making `call` for the first seat to speak when it may."""

    name = "heuristic"
    takes_forced_play = True

    def __init__(self, real: Bot, call: Action) -> None:
        self.real, self.call = real, call

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.BID and view.seat == FIRST_TO_CALL and self.call in legal:
            return self.call
        return self.real.choose(view, legal, rng)


def searched_call(heuristic_call: Action) -> Action:
    rules = library_euchre("euchre")
    hand = arranged(rules)  # seat 1 holds J♥ J♦ A♥ K♥ Q♥; 10♥ is turned up
    bot = SearchBot(rules, "casual")
    assert bot.heuristic is not None
    bot.heuristic = Calls(bot.heuristic, heuristic_call)
    view = bot_view(bot, hand, FIRST_TO_CALL)
    return bot.choose(view, hand.legal_actions(), random.Random(5))


def test_a_pass_with_every_high_trump_is_overruled_by_going_alone() -> None:
    assert searched_call(PASS) == MakeTrump("H", alone=True)


def test_going_alone_with_every_high_trump_is_kept() -> None:
    assert searched_call(MakeTrump("H", alone=True)) == MakeTrump("H", alone=True)
