"""What a simulation reports about Euchre (`engine.core.figures`): how often the makers are
euchred, how often a loner is tried and made, and how often all pass. Read from the log's
hand scores: `case` names the line of the scoring table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.figures import HANDS, Figure, GameFigures

__all__ = ["EUCHRE_FIGURES"]

_EUCHRED = ("euchred", "lone_euchred", "lone_defender", "super_euchre")
_LONERS = ("lone", "lone_march", "lone_euchred")


def count_hand(hand: Mapping[str, Any]) -> dict[str, int]:
    """One hand's case: a euchre, a loner tried, a loner made, a march, or all passing."""
    case = (hand.get("score") or {}).get("case")
    return {
        "euchres": case in _EUCHRED,
        "loners": case in _LONERS,
        "loners_made": case in ("lone", "lone_march"),
        "marches": case in ("march", "lone_march"),
        "passed_out": bool(hand.get("thrown_in")),
    }


EUCHRE_FIGURES = GameFigures(
    rows=(
        Figure("makers euchred (of hands)", "euchres", HANDS, rate=True),
        Figure("march (of hands)", "marches", HANDS, rate=True),
        Figure("loner tried (of hands)", "loners", HANDS, rate=True),
        Figure("loner made (of loners)", "loners_made", "loners", rate=True),
        Figure("all passed (of hands)", "passed_out", HANDS, rate=True),
    ),
    count=count_hand,
)
