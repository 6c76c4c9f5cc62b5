"""The Oh Hell adapter: what the match loop, the log and replay need (`engine.games.Game`).

Oh Hell has no redeal triggers; a hand is never thrown in. The deal's `nest` is the card
turned up for trump (none when trump is not turned up, or the whole pack is dealt). Its log
facts are the bids, the trump, the tricks and the tricks each seat took.

The size of a hand depends on its number, and `Game.deal` is not told it: the match loop and
a live table deal each hand once, in order, so the adapter counts its deals (a replay reads
the recorded deal and never calls `deal`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.actions import Bid, BidKind
from engine.core.errors import EngineError
from engine.core.game import Deal, Scored, trick_json
from engine.core.protocol import Hand
from engine.core.standing import Standing
from engine.games.oh_hell.deal import shuffle_and_deal
from engine.games.oh_hell.hand import OhHellHand
from engine.games.oh_hell.scoring import oh_hell_outcome, score_hand
from engine.games.oh_hell.terms import NO_TRUMP, oh_hell_terms
from rulesets.oh_hell import OhHellRules

__all__ = ["OhHellGame", "oh_hell_hand"]


class OhHellGame:
    """Oh Hell, Up and Down the River and Nomination Whist."""

    name = "oh_hell"

    def __init__(self, rules: OhHellRules) -> None:
        self.rules = rules
        self.terms = oh_hell_terms(rules)
        self.table = self.terms.table
        self._deals = 0

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        self._deals += 1
        hands, turned = shuffle_and_deal(self.terms, rng, dealer, self._deals)
        return Deal(hands, turned)

    def needs_redeal(self, deal: Deal) -> bool:
        return False  # Oh Hell has no redeal triggers.

    def redeal_reason(self, deal: Deal) -> str:
        return ""

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        self._deals = number
        return OhHellHand(self.terms, deal.hands, deal.nest, dealer, number, standing.scores)

    def facts(self, hand: Hand) -> dict[str, Any]:
        oh_hell = oh_hell_hand(hand)
        return {
            "thrown_in": False,
            "bids": [str(Bid(BidKind.NUMBER, bid or 0)) for bid in oh_hell.bids],
            "trump": None if oh_hell.trump == NO_TRUMP else oh_hell.trump,
            "tricks": [trick_json(plays, winner) for winner, plays in oh_hell.gathered],
            "tricks_taken": list(oh_hell.tricks_taken()),
            "reneges": [],
        }

    def score(self, hand: Hand, standing: Standing) -> Scored:
        score = score_hand(self.terms, oh_hell_hand(hand).tally())
        after = standing.after(score)
        return Scored(score.to_json(), after, oh_hell_outcome(self.terms, after))

    def trick_number(self, hand: Hand) -> int | None:
        oh_hell = oh_hell_hand(hand)
        return oh_hell.trick_no if oh_hell.phase.value == "play" else None

    def next_dealer(self, dealer: int, finished: Mapping[str, Any]) -> int:
        return self.table.next_dealer(dealer)

    def keeps_the_deal(self, finished: Mapping[str, Any]) -> str:
        return ""  # a hand never keeps the deal in this game


def oh_hell_hand(hand: Hand) -> OhHellHand:
    """`hand` as an Oh Hell hand; `EngineError` for another game's hand."""
    if not isinstance(hand, OhHellHand):
        raise EngineError("an Oh Hell adapter was given a hand of another game")
    return hand
