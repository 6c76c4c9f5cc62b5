"""Bots: players that choose among the legal actions, seeing only their own `PlayerView`.

`make_bot("random", rules)` or `make_bot("heuristic", rules)`; every bot has `name` and
`choose(view, legal, rng)`. A bot's randomness comes from the `rng` the match loop gives it,
so a match replays from its seed. `random` plays any game; the other bots are the game's own,
offered by its family (engine.games: `family.bots`), so `heuristic` is one name for one bot
per game (engine/games/<game>/heuristic.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots.search import search_bot
from engine.core.actions import Action
from engine.core.bot import Bot, BotFactory, random_index
from engine.core.protocol import PlayerView
from engine.games import family_for
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = ["Bot", "BotFactory", "RandomBot", "heuristic_bot", "make_bot", "BOTS", "register_bot"]


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[random_index(rng, len(legal))]


def heuristic_bot(rules: Ruleset) -> Bot:
    """The heuristic bot of the game `rules` is for (its family's `heuristic`)."""
    return _family_bot("heuristic", rules)


def _family_bot(name: str, rules: Ruleset) -> Bot:
    family = family_for(rules)
    try:
        factory = family.bots[name]
    except KeyError:
        raise ValueError(f"{rules_family(rules).title} has no bot called {name!r}") from None
    return factory(rules)


BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "heuristic": heuristic_bot,
    "search": search_bot("default"),
    "search:casual": search_bot("casual"),
    "search:strong": search_bot("strong"),
}
"""Every bot by name: `search` at its default level, and at the levels it names."""


def register_bot(name: str, factory: BotFactory) -> None:
    """Make a bot available to `make_bot` under `name`."""
    BOTS[name] = factory


def make_bot(name: str, rules: Ruleset) -> Bot:
    """The bot called `name` for a match under `rules`: the game's own bot of that name if
    its family offers one, else one of `BOTS`; ValueError names the known bots."""
    if name in family_for(rules).bots:
        return _family_bot(name, rules)
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"no bot called {name!r}; bots: {', '.join(sorted(BOTS))}") from None
    return factory(rules)
