"""Helpers for the search bot's tests: hands stopped at random points of their play."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import rulesets
from engine.bots import make_bot
from engine.core.protocol import Hand, Phase
from engine.core.standing import Standing
from engine.core.worlds import deal_unseen
from engine.games import game_for
from engine.match import bot_view

LIBRARY = Path(__file__).resolve().parents[3] / "rulesets" / "library"
LIBRARY_RULES = sorted(path.stem for path in LIBRARY.glob("*.yaml"))
"""Every library ruleset: every family, and the variants of each."""


def library(name: str) -> Any:
    """A ruleset of the library by file name (`classic`)."""
    return rulesets.load_file(LIBRARY / f"{name}.yaml")


def positions(rules: Any, count: int, seed: int) -> Iterator[Hand]:
    """`count` hands of `rules` played by heuristic bots to a random point of their play
    (each the first hand of its match; dealt until `count` stop in the play)."""
    rng = random.Random(seed)
    bot = make_bot("heuristic", rules)
    found = 0
    for number in itertools.count():
        if found == count:
            return
        # A fresh game per hand: each is hand 1 of its match, and a game that counts its
        # deals (Oh Hell sizes a hand by its number) deals hand 1 again.
        game = game_for(rules)
        deal = game.deal(rng, number % game.table.count)
        while game.needs_redeal(deal):
            deal = game.deal(rng, number % game.table.count)
        sides = len(game.table.sides)
        hand = game.start(deal, number % game.table.count, Standing.start(sides), 1)
        stop = rng.randrange(game.table.count * 8)
        while hand.to_act is not None and (hand.phase is not Phase.PLAY or stop > 0):
            seat = hand.to_act
            if hand.phase is Phase.PLAY:
                stop -= 1
            hand.apply(bot.choose(bot_view(bot, hand, seat), hand.legal_actions(), rng))
        if hand.phase is Phase.PLAY:
            found += 1
            yield hand


def sampled_world(hand: Any, seat: int, rng: random.Random) -> Any:
    """A world of `hand` as `seat` sees it, from the first random deal it accepts."""
    while True:
        dealt = deal_unseen(hand.unseen(seat), rng)
        try:
            return hand.world(seat, dealt[:-1], dealt[-1])
        except ValueError:
            continue
