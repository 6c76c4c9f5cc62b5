"""Hearts in the engine (`game: hearts`): Hearts, Omnibus Hearts and Black Maria.

Everything the generic engine, the registry and the site need from Hearts is reached through
`FAMILY` (engine.games registers it); nothing outside this package asks whether a ruleset is
Hearts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.bot import Bot, BotFactory
from engine.core.game import rules_as
from engine.core.table import TableFacts
from engine.formats.log import HeartsCardsLog, HeartsSheetLog
from engine.formats.sheet import HeartsSheetHand
from engine.games.hearts.bot import HeuristicHeartsBot
from engine.games.hearts.figures import HEARTS_FIGURES
from engine.games.hearts.game import HeartsGame
from engine.games.hearts.sheet import HeartsSheetResult, score_hearts_sheet, sheet_hand_from_log
from engine.games.hearts.table import hearts_table
from rulesets.formats import Ruleset
from rulesets.hearts import HeartsRules

__all__ = ["FAMILY", "HeartsFamily"]


def _heuristic(rules: Ruleset) -> Bot:
    return HeuristicHeartsBot(rules_as(HeartsRules, rules))


class HeartsFamily:
    """Hearts (`engine.games.GameFamily`)."""

    game = "hearts"
    has_bags = False
    has_nest = False
    bots: Mapping[str, BotFactory] = {"heuristic": _heuristic}
    figures = HEARTS_FIGURES
    log_models = {"cards": HeartsCardsLog, "sheet": HeartsSheetLog}
    sheet_hand = HeartsSheetHand
    """The model of one hand of its score sheet (engine.formats.sheet's schema and the API
    take it from here)."""

    def adapter(self, rules: Ruleset) -> HeartsGame:
        return HeartsGame(rules_as(HeartsRules, rules))

    def score_sheet(
        self, rules: Ruleset, sheet: Mapping[str, Any] | str | bytes
    ) -> HeartsSheetResult:
        return score_hearts_sheet(rules_as(HeartsRules, rules), sheet)

    def sheet_hand_from_log(self, recorded: Mapping[str, Any]) -> dict[str, Any]:
        return sheet_hand_from_log(recorded)

    def log_field(self, field: str) -> str:
        return field  # a Hearts sheet log names its fields as the sheet does

    def table(self, rules: Ruleset) -> TableFacts:
        return hearts_table(rules_as(HeartsRules, rules))


FAMILY = HeartsFamily()
