"""The Spades family in the engine (`game: spades`): Spades, its variants and Call Break.

Everything the generic engine, the registry and the site need from Spades is reached
through `FAMILY` (engine.games registers it); nothing outside this package asks whether a
ruleset is Spades.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.bot import Bot, BotFactory
from engine.core.errors import EngineError
from engine.core.game import Deal, Scored, calls_json, rules_as
from engine.core.protocol import Hand
from engine.core.seats import seating
from engine.core.standing import Standing, match_outcome
from engine.core.table import TableFacts
from engine.formats.log import CardsLog, SheetLog
from engine.formats.sheet import SpadesSheetHand
from engine.games.spades.figures import SPADES_FIGURES
from engine.games.spades.hand import SpadesHand
from engine.games.spades.heuristic import HeuristicSpadesBot
from engine.games.spades.misdeal import keeps_the_deal, redealt_at_once
from engine.games.spades.scoring import score_hand
from engine.games.spades.sheet import (
    SheetHand,
    SheetResult,
    log_field,
    score_sheet,
    sheet_hand_from_log,
)
from engine.games.spades.table import SPADES_TABLE
from engine.games.spades.trump import deal_hands, trump_varies
from rulesets.formats import Ruleset
from rulesets.spades import SpadesRules

__all__ = ["FAMILY", "SpadesFamily", "SpadesGame"]


class SpadesGame:
    """The Spades family's adapter for the match loop, the log and replay."""

    name = "spades"

    def __init__(self, rules: SpadesRules) -> None:
        self.rules = rules
        self.table = seating(rules)

    def deal(self, rng: random.Random, dealer: int) -> Deal:
        return Deal(deal_hands(self.rules, rng, dealer))

    def needs_redeal(self, deal: Deal) -> bool:
        return redealt_at_once(self.rules, deal.hands)

    def redeal_reason(self, deal: Deal) -> str:
        # The trigger that matched is the deal module's to say (it alone reads the triggers);
        # until it says, the log names the rule that threw the deal in.
        return "redeal.triggers"

    def start(self, deal: Deal, dealer: int, standing: Standing, number: int) -> Hand:
        return SpadesHand(
            self.rules,
            deal.hands,
            dealer,
            scores=standing.scores,
            first_hand=number == 1,
            bags=standing.bags,
        )

    def facts(self, hand: Hand) -> dict[str, Any]:
        spades = _spades(hand)
        facts: dict[str, Any] = {
            "thrown_in": spades.thrown_in,
            "bids": [None if bid is None else str(bid) for bid in spades.bids],
            "tricks": spades.tricks_json(),
            "tricks_taken": list(spades.tricks_taken),
            "reneges": calls_json(spades.renege_calls),
            **_trump_fact(spades),
        }
        # Written only when given, so that a log of rules without hints or a raise round
        # reads as before.
        hints, raises = spades.hints, spades.raises
        if any(hint is not None for hint in hints):
            facts["hints"] = list(hints)
        if any(added is not None for added in raises):
            facts["raises"] = list(raises)
        return facts

    def score(self, hand: Hand, standing: Standing) -> Scored:
        spades = _spades(hand)
        if spades.thrown_in:
            return Scored(None, standing, None)
        score = score_hand(self.rules, spades.tally(), standing.bags)
        after = standing.after(score)
        return Scored(score.to_json(), after, match_outcome(self.rules, after))

    def trick_number(self, hand: Hand) -> int | None:
        return _spades(hand).trick_number or None

    def next_dealer(self, dealer: int, finished: Mapping[str, Any]) -> int:
        return dealer if self.keeps_the_deal(finished) else self.table.next_dealer(dealer)

    def keeps_the_deal(self, finished: Mapping[str, Any]) -> str:
        return "redeal.redealer" if keeps_the_deal(self.rules, finished) else ""


def _trump_fact(hand: SpadesHand) -> dict[str, str]:
    # Only a trump that changes hand by hand is written, so other logs stay as they were.
    if trump_varies(hand.rules):
        return {"trump": hand.trump}
    return {}


def _spades(hand: Hand) -> SpadesHand:
    if not isinstance(hand, SpadesHand):
        raise EngineError("a Spades adapter was given a hand of another game")
    return hand


def _heuristic(rules: Ruleset) -> Bot:
    return HeuristicSpadesBot(rules_as(SpadesRules, rules))


class SpadesFamily:
    """The Spades family (`engine.games.GameFamily`)."""

    game = "spades"
    has_bags = True
    has_nest = False
    bots: Mapping[str, BotFactory] = {"heuristic": _heuristic}
    figures = SPADES_FIGURES
    log_models = {"cards": CardsLog, "sheet": SheetLog}
    sheet_hand = SpadesSheetHand
    """The model of one hand of its score sheet (engine.formats.sheet's schema and the API
    take it from here)."""

    def adapter(self, rules: Ruleset) -> SpadesGame:
        return SpadesGame(rules_as(SpadesRules, rules))

    def score_sheet(
        self, rules: Ruleset, sheet: Mapping[str, Any] | str | bytes
    ) -> SheetResult[SheetHand]:
        return score_sheet(rules_as(SpadesRules, rules), sheet)

    def sheet_hand_from_log(self, recorded: Mapping[str, Any]) -> dict[str, Any]:
        return sheet_hand_from_log(recorded)

    def log_field(self, field: str) -> str:
        return log_field(field)

    def table(self, rules: Ruleset) -> TableFacts:
        return SPADES_TABLE


FAMILY = SpadesFamily()
