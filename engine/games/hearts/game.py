"""The Hearts adapter: what the match loop, the log and replay need (`engine.games.Game`).

Hearts has no redeal triggers and no nest; a hand is never thrown in. Its log facts are the
tricks and the tricks each seat took; its score names, per seat, the penalty points taken
and the points scored, and any moon or sun shot.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.errors import EngineError
from engine.core.game import Deal, Scored
from engine.core.protocol import Hand
from engine.core.standing import Standing
from engine.games.hearts.hand import HeartsHand
from engine.games.hearts.pack import shuffle_and_deal
from engine.games.hearts.scoring import hearts_outcome, score_hand
from engine.games.hearts.terms import hearts_terms
from rulesets.hearts import HeartsRules

__all__ = ["HeartsGame", "hearts_hand"]


class HeartsGame:
    """Hearts, Omnibus Hearts and Black Maria."""

    name = "hearts"

    def __init__(self, rules: HeartsRules) -> None:
        self.rules = rules
        self.terms = hearts_terms(rules)
        self.table = self.terms.table

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        return Deal(shuffle_and_deal(self.terms, rng, dealer))

    def needs_redeal(self, deal: Deal) -> bool:
        return False  # Hearts has no redeal triggers.

    def redeal_reason(self, deal: Deal) -> str:
        return ""

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        if deal.nest:
            raise EngineError("a Hearts deal has no nest")
        return HeartsHand(self.rules, deal.hands, dealer, number, standing.scores)

    def facts(self, hand: Hand) -> dict[str, Any]:
        hearts = hearts_hand(hand)
        return {
            "thrown_in": False,
            "tricks": [
                {
                    "leader": plays[0].seat + 1,
                    "cards": [str(play.card) for play in plays],
                    "winner": winner + 1,
                }
                for winner, plays in hearts.gathered
            ],
            "tricks_taken": list(hearts.tricks_taken()),
            "reneges": [],
        }

    def score(self, hand: Hand, standing: Standing) -> Scored:
        score = score_hand(self.terms, hearts_hand(hand).tally(), standing)
        after = standing.after(score)
        return Scored(score.to_json(), after, hearts_outcome(self.terms, after))

    def trick_number(self, hand: Hand) -> int | None:
        hearts = hearts_hand(hand)
        return hearts.trick_no if hearts.phase.value == "play" else None

    def next_dealer(self, dealer: int, finished: Mapping[str, Any]) -> int:
        return self.table.next_dealer(dealer)

    def keeps_the_deal(self, finished: Mapping[str, Any]) -> str:
        return ""  # a hand never keeps the deal in this game


def hearts_hand(hand: Hand) -> HeartsHand:
    """`hand` as a Hearts hand; `EngineError` for another game's hand."""
    if not isinstance(hand, HeartsHand):
        raise EngineError("a Hearts adapter was given a hand of another game")
    return hand
