"""What a simulation reports about the Spades family (`engine.core.figures`): nil and blind
nil bids and how often they were made, contracts set, bag penalties. Read from the log's
hand scores: per side `made` (None: no contract), `nils` and `bag_penalties`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.figures import HANDS, MATCHES, Figure, GameFigures

__all__ = ["SPADES_FIGURES"]

_NILS = {"nil": ("nil_bids", "nil_made"), "blind nil": ("blind_nil_bids", "blind_nil_made")}


def count_hand(hand: Mapping[str, Any]) -> dict[str, int]:
    """One hand's nils, contracts, sets and bag penalties (a thrown-in hand has none)."""
    counts = dict.fromkeys(("contracts", "sets", "bag_penalties"), 0)
    score = hand.get("score")
    for side in score["sides"] if score else ():
        if side.get("made") is not None:
            counts["contracts"] += 1
            counts["sets"] += side["made"] is False
        counts["bag_penalties"] += int(side.get("bag_penalties", 0))
        for nil in side.get("nils", []):
            bids, made = _NILS.get(nil["bid"], (f"{nil['bid']}_bids", f"{nil['bid']}_made"))
            counts[bids] = counts.get(bids, 0) + 1
            counts[made] = counts.get(made, 0) + bool(nil["made"])
    return counts


SPADES_FIGURES = GameFigures(
    rows=(
        Figure("nil attempts per match", "nil_bids", MATCHES),
        Figure("nil success rate", "nil_made", "nil_bids", rate=True),
        Figure("blind nil attempts per match", "blind_nil_bids", MATCHES),
        Figure("blind nil success rate", "blind_nil_made", "blind_nil_bids", rate=True),
        Figure("contracts set per hand", "sets", HANDS, digits=3, chart=False),
        Figure("contracts set (of contracts)", "sets", "contracts", rate=True),
        Figure("bag penalties per match", "bag_penalties", MATCHES),
    ),
    count=count_hand,
)
