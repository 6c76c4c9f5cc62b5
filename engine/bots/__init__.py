"""Bots: players that choose among the legal actions, seeing only their own `PlayerView`.

`make_bot("random", rules)` or `make_bot("heuristic", rules)`; every bot has `name` and
`choose(view, legal, rng)`. A bot's randomness comes from the `rng` the match loop gives it,
so a match replays from its seed. `heuristic` is one name for two bots, chosen by the game:
`engine.bots.heuristic_spades` (with its play in `heuristic_spades_play`) and
`engine.bots.heuristic_rook`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.actions import Action
from engine.bots.heuristic_rook import HeuristicRookBot
from engine.bots.heuristic_spades import HeuristicSpadesBot
from engine.protocol import PlayerView
from rulesets.formats import Ruleset
from rulesets.spades import SpadesRules

__all__ = ["Bot", "RandomBot", "heuristic_bot", "make_bot", "BOTS", "register_bot"]


class Bot(Protocol):
    """A player the match loop can ask for an action."""

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`, chosen from what `view` shows."""
        ...


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def heuristic_bot(rules: Ruleset) -> Bot:
    """The heuristic bot of the game `rules` is for (`engine.bots.heuristic_spades`,
    `engine.bots.heuristic_rook`)."""
    if isinstance(rules, SpadesRules):
        return HeuristicSpadesBot(rules)
    return HeuristicRookBot(rules)


BotFactory = Callable[[Ruleset], Bot]
BOTS: dict[str, BotFactory] = {"random": RandomBot, "heuristic": heuristic_bot}
"""Every bot by name."""


def register_bot(name: str, factory: BotFactory) -> None:
    """Make a bot available to `make_bot` under `name`."""
    BOTS[name] = factory


def make_bot(name: str, rules: Ruleset) -> Bot:
    """The bot called `name` for a match under `rules`; ValueError names the known bots."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"no bot called {name!r}; bots: {', '.join(sorted(BOTS))}") from None
    return factory(rules)
