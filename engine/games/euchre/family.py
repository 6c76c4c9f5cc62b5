"""Euchre in the engine (`game: euchre`): four-handed in partnerships, or three-handed.

Everything the generic engine, the registry and the site need from Euchre is reached through
`FAMILY` (engine.games registers it); nothing outside this package asks whether a ruleset is
Euchre.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.bot import Bot, BotFactory
from engine.core.game import rules_as
from engine.core.table import TableFacts
from engine.games.euchre.bot import HeuristicEuchreBot
from engine.games.euchre.credits import EUCHRE_CREDITS
from engine.games.euchre.figures import EUCHRE_FIGURES
from engine.games.euchre.game import EuchreGame
from engine.games.euchre.log import EuchreCardsLog, EuchreSheetLog
from engine.games.euchre.sheet import (
    EuchreSheetHand,
    EuchreSheetResult,
    score_euchre_sheet,
    sheet_hand_from_log,
)
from engine.games.euchre.table import euchre_table
from rulesets.euchre import EuchreRules
from rulesets.formats import Ruleset

__all__ = ["FAMILY", "EuchreFamily"]


def _heuristic(rules: Ruleset) -> Bot:
    return HeuristicEuchreBot(rules_as(EuchreRules, rules))


class EuchreFamily:
    """Euchre (`engine.games.GameFamily`)."""

    game = "euchre"
    has_bags = False
    has_nest = True
    bots: Mapping[str, BotFactory] = {"heuristic": _heuristic}
    figures = EUCHRE_FIGURES
    log_models = {"cards": EuchreCardsLog, "sheet": EuchreSheetLog}
    sheet_hand = EuchreSheetHand
    """The model of one hand of its score sheet (engine.formats.sheet's schema and the API
    take it from here)."""
    hand_credits = EUCHRE_CREDITS
    """The hand facts a progressive night may credit a player for (engine.core.credits)."""

    def adapter(self, rules: Ruleset) -> EuchreGame:
        return EuchreGame(rules_as(EuchreRules, rules))

    def score_sheet(
        self, rules: Ruleset, sheet: Mapping[str, Any] | str | bytes
    ) -> EuchreSheetResult:
        return score_euchre_sheet(rules_as(EuchreRules, rules), sheet)

    def sheet_hand_from_log(self, recorded: Mapping[str, Any]) -> dict[str, Any]:
        return sheet_hand_from_log(recorded)

    def log_field(self, field: str) -> str:
        return field  # a Euchre sheet log names its fields as the sheet does

    def table(self, rules: Ruleset) -> TableFacts:
        return euchre_table(rules_as(EuchreRules, rules))


FAMILY = EuchreFamily()
