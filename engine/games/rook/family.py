"""Rook in the engine (`game: rook`): the pack with the Rook bird, the auction, the nest.

Everything the generic engine, the registry and the site need from Rook is reached through
`FAMILY` (engine.games registers it); nothing outside this package asks whether a ruleset is
Rook.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.bot import Bot, BotFactory
from engine.core.errors import EngineError
from engine.core.game import Deal, Scored, calls_json, rules_as, seat_json, trick_json
from engine.core.protocol import Hand
from engine.core.seats import seating
from engine.core.standing import Standing
from engine.core.table import TableFacts
from engine.formats.log import RookCardsLog, RookSheetLog
from engine.formats.sheet import RookSheetHand
from engine.games.rook.figures import ROOK_FIGURES
from engine.games.rook.hand import RookHand
from engine.games.rook.heuristic import HeuristicRookBot
from engine.games.rook.pack import shuffle_and_deal_rook
from engine.games.rook.scoring import add_rook_hand, count_counters, rook_score_json
from engine.games.rook.sheet import (
    RookSheetResult,
    log_field,
    score_rook_sheet,
    sheet_hand_from_log,
)
from engine.games.rook.table import ROOK_TABLE
from rulesets.formats import Ruleset
from rulesets.rook import RookRules

__all__ = ["FAMILY", "RookFamily", "RookGame"]


class RookGame:
    """Rook's adapter for the match loop, the log and replay."""

    name = "rook"

    def __init__(self, rules: RookRules) -> None:
        self.rules = rules
        self.table = seating(rules)
        self._misdeal_without_counters = rules.redeal.hand_without_counters

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        dealt = shuffle_and_deal_rook(self.rules, rng, dealer)
        return Deal(dealt.hands, dealt.nest)

    def needs_redeal(self, deal: Deal) -> bool:
        # An auction everyone passes is a hand, not a redeal; only a misdeal is thrown in.
        return bool(self.redeal_reason(deal))

    def redeal_reason(self, deal: Deal) -> str:
        if not self._misdeal_without_counters:
            return ""
        empty = [
            seat + 1 for seat, hand in enumerate(deal.hands) if not count_counters(self.rules, hand)
        ]
        if not empty:
            return ""
        return f"seat {empty[0]} was dealt no counter (redeal.hand_without_counters)"

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        return RookHand(self.rules, deal.hands, deal.nest, dealer, standing.scores)

    def facts(self, hand: Hand) -> dict[str, Any]:
        rook = _rook(hand)
        taken = [winner for winner, _ in rook.gathered]
        last_bids: dict[int, str] = {seat: str(bid) for seat, bid in rook.auction}
        return {
            "thrown_in": rook.thrown_in,
            "bids": [last_bids.get(seat) for seat in range(self.table.count)],
            "declarer": None if rook.thrown_in else seat_json(rook.declarer),
            "trump": rook.trump,
            "tricks": [trick_json(plays, winner) for winner, plays in rook.gathered],
            "tricks_taken": [taken.count(seat) for seat in range(self.table.count)],
            "reneges": calls_json(rook.watch.calls),
        }

    def score(self, hand: Hand, standing: Standing) -> Scored:
        rook = _rook(hand)
        tally = None if rook.thrown_in else rook.tally()
        after, score, outcome = add_rook_hand(self.rules, standing, tally)
        if score is None:
            return Scored(None, after, None)
        declarer = rook.declarer if rook.declarer is not None else 0
        return Scored(rook_score_json(self.table, score, declarer), after, outcome)

    def trick_number(self, hand: Hand) -> int | None:
        rook = _rook(hand)
        return rook.trick_no if rook.trump is not None else None

    def next_dealer(self, dealer: int, finished: Mapping[str, Any]) -> int:
        return self.table.next_dealer(dealer)

    def keeps_the_deal(self, finished: Mapping[str, Any]) -> str:
        return ""  # a hand never keeps the deal in this game


def _rook(hand: Hand) -> RookHand:
    if not isinstance(hand, RookHand):
        raise EngineError("a Rook adapter was given a hand of another game")
    return hand


def _heuristic(rules: Ruleset) -> Bot:
    return HeuristicRookBot(rules_as(RookRules, rules))


class RookFamily:
    """Rook (`engine.games.GameFamily`)."""

    game = "rook"
    has_bags = False
    has_nest = True
    bots: Mapping[str, BotFactory] = {"heuristic": _heuristic}
    figures = ROOK_FIGURES
    log_models = {"cards": RookCardsLog, "sheet": RookSheetLog}
    sheet_hand = RookSheetHand
    """The model of one hand of its score sheet (engine.formats.sheet's schema and the API
    take it from here)."""

    def adapter(self, rules: Ruleset) -> RookGame:
        return RookGame(rules_as(RookRules, rules))

    def score_sheet(
        self, rules: Ruleset, sheet: Mapping[str, Any] | str | bytes
    ) -> RookSheetResult:
        return score_rook_sheet(rules_as(RookRules, rules), sheet)

    def sheet_hand_from_log(self, recorded: Mapping[str, Any]) -> dict[str, Any]:
        return sheet_hand_from_log(recorded)

    def log_field(self, field: str) -> str:
        return log_field(field)

    def table(self, rules: Ruleset) -> TableFacts:
        return ROOK_TABLE


FAMILY = RookFamily()
