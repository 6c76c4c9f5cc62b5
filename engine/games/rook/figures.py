"""What a simulation reports about Rook (`engine.core.figures`): how often the auction was
won, the winning bid, how often the declarer made it, sets. Read from the log's hand scores:
`declarer`, `bid` and `made`; a hand everybody passed has no score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.figures import MATCHES, Figure, GameFigures

__all__ = ["ROOK_FIGURES"]


def count_hand(hand: Mapping[str, Any]) -> dict[str, int]:
    """One hand's auction: declared or thrown in, the winning bid, made or set."""
    score = hand.get("score")
    if not score:
        return {"auctions": 1}
    made = bool(score["made"])
    return {"auctions": 1, "declared": 1, "bid": int(score["bid"]), "made": made, "sets": not made}


ROOK_FIGURES = GameFigures(
    rows=(
        Figure("auction won (not thrown in)", "declared", "auctions", rate=True),
        Figure("mean winning bid", "bid", "declared", digits=1, chart=False),
        Figure("declarer made the bid", "made", "declared", rate=True),
        Figure("sets per match", "sets", MATCHES),
    ),
    count=count_hand,
)
