"""What a simulation reports about Oh Hell (`engine.core.figures`): how often a bid is made
exactly, and how often the hook leaves every player short of the total. Read from the log's
hand scores, which give each seat's bid, tricks and whether it made its bid."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.figures import HANDS, Figure, GameFigures

__all__ = ["OH_HELL_FIGURES"]


def count_hand(hand: Mapping[str, Any]) -> dict[str, int]:
    """One hand's bids, and those made exactly."""
    sides = (hand.get("score") or {}).get("sides", ())
    made = sum(bool(side.get("made")) for side in sides)
    return {"bids": len(sides), "exact": made, "all_made": int(bool(sides) and made == len(sides))}


OH_HELL_FIGURES = GameFigures(
    rows=(
        Figure("bids made exactly (of bids)", "exact", "bids", rate=True),
        Figure("every bid made (of hands)", "all_made", HANDS, rate=True),
    ),
    count=count_hand,
)
