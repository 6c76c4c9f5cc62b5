"""One hand on its own, outside a match: deal it and play it action by action.

    >>> import engine, rulesets
    >>> hand = engine.new_hand(rulesets.library("classic"), seed=7)
    >>> hand.phase, hand.to_act
    (<Phase.BID: 'bid'>, 1)

The hand's own methods count seats from 0 (`SeatIndex`); the dealer is given as a
`SeatNumber`, from 1, as the rules and every JSON format count.
"""

from __future__ import annotations

import random

from engine.core.protocol import Hand
from engine.core.seats import SeatNumber, seat_index
from engine.core.standing import Standing
from engine.games import game_for
from engine.match import deal_hand
from rulesets.formats import Ruleset

__all__ = ["new_hand"]


def new_hand(rules: Ruleset, *, seed: int | str | None = None, dealer: SeatNumber = 1) -> Hand:
    """The first hand of a match under `rules`, shuffled by `random.Random(seed)` (None: a
    fresh random deal) and dealt by seat `dealer` (1 to the number of seats), ready for its
    first action. A deal the rules throw in at once (`redeal.triggers`) is dealt again, as
    in a match. Raises ValueError for a dealer who is not at the table."""
    game = game_for(rules)
    index = seat_index(dealer, game.table.count)
    _, deal = deal_hand(game, random.Random(seed), index)
    return game.start(deal, index, Standing.start(len(game.table.sides)), 1)
