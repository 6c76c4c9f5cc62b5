"""What a simulation reports about Hearts (`engine.core.figures`): how often a hand's
penalty cards all went to one player (a moon shot) or one player took every trick (a sun).
Read from the log's hand scores: `shot` is None or names its `kind` (`moon`, `sun`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.figures import HANDS, Figure, GameFigures

__all__ = ["HEARTS_FIGURES"]


def count_hand(hand: Mapping[str, Any]) -> dict[str, int]:
    """One hand's shot: a moon, a sun, or none."""
    shot = (hand.get("score") or {}).get("shot")
    kind = shot["kind"] if shot else None
    return {"moons": kind == "moon", "suns": kind == "sun"}


HEARTS_FIGURES = GameFigures(
    rows=(
        Figure("moon shot (of hands)", "moons", HANDS, rate=True),
        Figure("sun shot (of hands)", "suns", HANDS, rate=True),
    ),
    count=count_hand,
)
