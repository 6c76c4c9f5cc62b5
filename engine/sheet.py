"""Score-sheet matches, for every game: a physical table's record of each hand, checked
against the rules and scored by the engine's own scoring.

`score_sheet(rules, sheet)` hands the sheet to the game's family (engine.games): a Spades
sheet records bids and tricks (engine/games/spades/sheet.py), a Rook sheet the auction and
the points (engine/games/rook/sheet.py). docs/score-sheets.md documents the formats. Every
game shares the envelope (`SHEET_FORMAT`) and the problems: a `SheetError` lists every
`SheetProblem` (hand, field, message) found.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, overload

from engine.core.sheet import SHEET_FORMAT, ScoredSheet, SheetError, SheetProblem, SheetResult
from engine.games import family_for
from engine.games.rook.sheet import RookSheetResult
from engine.games.spades.sheet import (
    SheetHand,
    sheet_hand_from_tally,
    tally_from_sheet_hand,
)
from rulesets.formats import Ruleset
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

__all__ = [
    "SHEET_FORMAT",
    "ScoredSheet",
    "SheetProblem",
    "SheetError",
    "SheetHand",
    "SheetResult",
    "score_sheet",
    "tally_from_sheet_hand",
    "sheet_hand_from_tally",
]


# The overloads only name each game's result type for the type checker; the call itself goes
# through the registry.
@overload
def score_sheet(
    rules: SpadesRules, sheet: Mapping[str, Any] | str | bytes
) -> SheetResult[SheetHand]: ...


@overload
def score_sheet(rules: RookRules, sheet: Mapping[str, Any] | str | bytes) -> RookSheetResult: ...


@overload
def score_sheet(rules: Ruleset, sheet: Mapping[str, Any] | str | bytes) -> ScoredSheet: ...


def score_sheet(rules: Ruleset, sheet: Mapping[str, Any] | str | bytes) -> ScoredSheet:
    """Check and score a score sheet (parsed JSON, or JSON text) under `rules`. Raises
    `SheetError` listing every problem."""
    return family_for(rules).score_sheet(rules, sheet)
