"""The search bot searches an Oh Hell bid as it searches a card (the hand's worlds can be
built in the bidding): it bids as its heuristic bot does unless a bid within `BID_SPAN` (two)
tricks of that one is surely better in the samples. Holding the three top trumps and two low
cards, it takes three tricks in every sample: a bid of 3 makes 13 points (10 for the exact
bid, 1 a trick) where 1 makes 3, so a heuristic bid of 1 becomes 3; a heuristic bid of 0
stays 0, as 3 is more than two tricks from it and is not played out (bids of 1 and 2 miss
as 0 does, all for 3 points)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots.search import BID_SPAN, SearchBot
from engine.core.actions import Action, Bid, BidKind
from engine.core.bot import Bot
from engine.core.protocol import Phase, PlayerView
from engine.match import bot_view
from tests.engine.bots.search_helpers import library
from tests.engine.oh_hell.oh_hell_helpers import hand_of

FIRST_TO_BID = 0


class BidsFirst:
    """The heuristic bot, but bidding `number` for the first seat to bid."""

    name = "heuristic"
    takes_forced_play = True

    def __init__(self, real: Bot, number: int) -> None:
        self.real, self.number = real, number

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.BID and view.seat == FIRST_TO_BID:
            return Bid(BidKind.NUMBER, self.number)
        return self.real.choose(view, legal, rng)


def searched_bid(heuristic_bid: int) -> int:
    rules = library("oh-hell")
    # Hand 5: five cards each; the fourth seat deals, so the first bids first.
    hand = hand_of(rules, {1: "AS KS QS 2H 2D"}, turned="3S", dealer=4, number=5)
    bot = SearchBot(rules, "casual")
    assert bot.heuristic is not None
    bot.heuristic = BidsFirst(bot.heuristic, heuristic_bid)
    view = bot_view(bot, hand, FIRST_TO_BID)
    chosen = bot.choose(view, hand.legal_actions(), random.Random(3))
    assert isinstance(chosen, Bid)
    return chosen.number


def test_a_bid_surely_better_in_the_samples_replaces_the_heuristic_bid() -> None:
    assert searched_bid(1) == 3


def test_a_bid_more_than_two_tricks_from_the_heuristic_bid_is_not_searched() -> None:
    assert BID_SPAN == 2
    assert searched_bid(0) == 0
