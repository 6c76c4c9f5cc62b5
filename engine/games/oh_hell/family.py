"""Oh Hell in the engine (`game: oh_hell`): Oh Hell, Up and Down the River, Nomination Whist.

Everything the generic engine, the registry and the site need from Oh Hell is reached through
`FAMILY` (engine.games registers it); nothing outside this package asks whether a ruleset is
Oh Hell.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.bot import Bot, BotFactory
from engine.core.game import rules_as
from engine.core.table import TableFacts
from engine.games.oh_hell.figures import OH_HELL_FIGURES
from engine.games.oh_hell.game import OhHellGame
from engine.games.oh_hell.heuristic import HeuristicOhHellBot
from engine.games.oh_hell.log import OhHellCardsLog, OhHellSheetLog
from engine.games.oh_hell.sheet import (
    OhHellSheetHand,
    OhHellSheetResult,
    score_oh_hell_sheet,
    sheet_hand_from_log,
)
from engine.games.oh_hell.table import oh_hell_table
from engine.games.oh_hell.terms import oh_hell_terms
from rulesets.formats import Ruleset
from rulesets.oh_hell import OhHellRules

__all__ = ["FAMILY", "OhHellFamily"]


def _heuristic(rules: Ruleset) -> Bot:
    return HeuristicOhHellBot(rules_as(OhHellRules, rules))


class OhHellFamily:
    """Oh Hell (`engine.games.GameFamily`)."""

    game = "oh_hell"
    has_bags = False
    has_nest = True  # the card turned up for trump
    bots: Mapping[str, BotFactory] = {"heuristic": _heuristic}
    figures = OH_HELL_FIGURES
    log_models = {"cards": OhHellCardsLog, "sheet": OhHellSheetLog}
    sheet_hand = OhHellSheetHand
    """The model of one hand of its score sheet (engine.formats.sheet's schema and the API
    take it from here)."""

    def adapter(self, rules: Ruleset) -> OhHellGame:
        return OhHellGame(rules_as(OhHellRules, rules))

    def score_sheet(
        self, rules: Ruleset, sheet: Mapping[str, Any] | str | bytes
    ) -> OhHellSheetResult:
        return score_oh_hell_sheet(rules_as(OhHellRules, rules), sheet)

    def sheet_hand_from_log(self, recorded: Mapping[str, Any]) -> dict[str, Any]:
        return sheet_hand_from_log(recorded)

    def log_field(self, field: str) -> str:
        return field  # an Oh Hell sheet log names its fields as the sheet does

    def table(self, rules: Ruleset) -> TableFacts:
        rules_as(OhHellRules, rules)
        return oh_hell_table()

    def duel_hands(self, rules: Ruleset) -> int:
        """The hands of the schedule (engine.duel plays each hand size in turn)."""
        return len(oh_hell_terms(rules_as(OhHellRules, rules)).sizes)


FAMILY = OhHellFamily()
