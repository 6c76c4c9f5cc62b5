"""What a bot is, for every game: a player that chooses among the legal actions, seeing only
its own `PlayerView`. engine.bots holds the registry of bot names; each game family offers
its own bots (engine/games/<game>/family.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.core.actions import Action
from engine.core.protocol import PlayerView
from rulesets.formats import Ruleset

__all__ = ["Bot", "BotFactory"]


class Bot(Protocol):
    """A player the match loop can ask for an action."""

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`, chosen from what `view` shows."""
        ...


BotFactory = Callable[[Ruleset], Bot]
"""Makes a bot for a match under the given rules."""
