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

__all__ = ["Bot", "BotFactory", "random_index"]


class Bot(Protocol):
    """A player the match loop can ask for an action."""

    name: str
    # A bot may also say `takes_forced_play = True`: that in the play phase, given a single
    # legal action, it takes it without reading the view or drawing from `rng`. The match
    # loop then does not build the view to ask it (`engine.match.bot_chooser`).

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`, chosen from what `view` shows."""
        ...


BotFactory = Callable[[Ruleset], Bot]
"""Makes a bot for a match under the given rules."""


def random_index(rng: random.Random, count: int) -> int:
    """`rng.randrange(count)`: the same index from the same draws, for less work.

    For a plain `random.Random`, `randrange(n)` takes `getrandbits` of the bits of n, again
    while the draw is n or more; this does the same without randrange's checks and calls,
    so a seed picks the same action as before. A subclass, or a count below 1, goes to
    `randrange` itself."""
    if type(rng) is not random.Random or count < 1:
        return rng.randrange(count)
    bits = count.bit_length()
    getrandbits = rng.getrandbits
    index = getrandbits(bits)
    while index >= count:
        index = getrandbits(bits)
    return index
