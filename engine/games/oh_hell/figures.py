"""What a simulation reports about Oh Hell (`engine.core.figures`): how often a bid is made
exactly, and how often the bids add up to more than the tricks (somebody must fall short).
Read from the log's hand scores, which give each seat's bid, tricks and whether it made its
bid."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.figures import HANDS, Figure, GameFigures

__all__ = ["OH_HELL_FIGURES"]


def count_hand(hand: Mapping[str, Any]) -> dict[str, int]:
    """One hand's bids, those made exactly, and whether they add up to more than its tricks."""
    sides = (hand.get("score") or {}).get("sides", ())
    made = sum(bool(side.get("made")) for side in sides)
    bid, tricks = (sum(side.get(key, 0) for side in sides) for key in ("bid", "tricks"))
    return {"bids": len(sides), "exact": made, "overbid": int(bid > tricks)}


OH_HELL_FIGURES = GameFigures(
    rows=(
        Figure("bids made exactly (of bids)", "exact", "bids", rate=True),
        Figure("bids over the tricks (of hands)", "overbid", HANDS, rate=True),
    ),
    count=count_hand,
)
