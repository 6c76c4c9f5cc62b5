"""Every cache in engine/ and rulesets/ stays bounded however many rulesets a process loads.

A server loads a fresh ruleset object for every version it plays, so a cache keyed by
rules objects that never empties grows for ever. The test loads 1,000 distinct rulesets
(Spades and Rook), plays a hand of each with the heuristic bots (which exercises the engine's
and the bots' per-ruleset values), and then measures how much every module-level cache grew:
each `PerRuleset` memo, each `functools` cache and each module-level dict. It measures growth,
not size, because the tests that ran before it in the same process filled caches keyed by
other things (a notation cache held 924 entries after a worker's other tests on PostgreSQL).
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Iterator
from types import ModuleType

import engine
import rulesets
from engine.bots import make_bot
from engine.core.memo import PerRuleset
from engine.core.standing import Standing
from engine.games import game_for
from engine.match import bot_chooser, deal_hand

LOADS = 1_000
BOUND = 300
"""Well above a memo's size (256) and far below LOADS: an unbounded cache grows past it."""


def _modules() -> Iterator[ModuleType]:
    for package in (engine, rulesets):
        yield package
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not info.name.endswith("__main__"):
                yield importlib.import_module(info.name)


def _cache_sizes() -> dict[str, int]:
    sizes: dict[str, int] = {}
    for module in _modules():
        for name, value in vars(module).items():
            where = f"{module.__name__}.{name}"
            if isinstance(value, PerRuleset):
                sizes[where] = len(value.known)
            elif isinstance(value, dict):
                sizes[where] = len(value)
            elif callable(getattr(value, "cache_info", None)):
                sizes[where] = value.cache_info().currsize
    return sizes


def _play_one_hand(rules: rulesets.Ruleset, seed: int) -> None:
    game = game_for(rules)
    ask = bot_chooser([make_bot("heuristic", rules) for _ in range(game.table.count)], seed)
    _, deal = deal_hand(game, random.Random(seed), 0)
    standing = Standing.start(len(game.table.sides))
    hand = game.start(deal, 0, standing, 1)
    while (seat := hand.to_act) is not None:
        hand.apply(ask(hand, seat))
    game.score(hand, standing)


def test_a_thousand_rulesets_leave_every_cache_bounded() -> None:
    before = _cache_sizes()
    for number in range(LOADS):
        game = ("spades", "rook")[number % 2]
        source = f"format: houserules/1\ngame: {game}\nmatch: {{target: {300 + number}}}\n"
        _play_one_hand(rulesets.load(source), number)
    sizes = _cache_sizes()
    assert any(name.endswith("_SEATINGS") for name in sizes), "the memos were not found"
    grown = {name: size for name, size in sizes.items() if size - before.get(name, 0) > BOUND}
    assert not grown, f"caches that kept every ruleset: {grown}"
