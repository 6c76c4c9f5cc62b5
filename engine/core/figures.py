"""What a simulation reports about one game: the counts it reads from each hand of a match
log, and the rows it makes of them. Each game's `GameFamily.figures` is one `GameFigures`;
`engine.simulate` adds the rows every game shares (hands per match, the early leader).

    figures = GameFigures(
        rows=(Figure("moons shot per hand", "moons", "hands"),),
        count=lambda hand: {"moons": int((hand.get("score") or {}).get("shot") is not None)},
    )

A row is a ratio of two per-match amounts, `part` over `whole`, each the sum of a count over
the match's hands (or `hands`, or `matches`: 1 per match). A `rate` is a share of trials (at
most one `part` per unit of `whole`: nils made of nils bid), shown in percent with a Wilson
interval; any other row is a mean (bids per match, the mean winning bid), shown with a
delta-method interval over the matches.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Figure", "GameFigures", "HandCounts", "MATCHES", "HANDS"]

MATCHES = "matches"
"""The `whole` of a figure per match: 1 for every match."""
HANDS = "hands"
"""The hands of the match, as a count every game has."""

HandCounts = Callable[[Mapping[str, Any]], Mapping[str, int]]
"""One hand of a match log (its JSON) to the counts it adds (missing counts add 0)."""


@dataclass(frozen=True, slots=True)
class Figure:
    """One row of the report: `part` over `whole`, summed over every match."""

    label: str
    part: str
    whole: str
    rate: bool = False
    """A share in percent (Wilson interval); otherwise a mean (normal interval)."""
    digits: int = 2
    """Decimals of a mean."""
    chart: bool = True
    """Whether the result page charts it (rates with the rates, means with the per-match
    figures)."""


@dataclass(frozen=True, slots=True)
class GameFigures:
    """A game's own simulation figures: its rows, and how one hand's log entry counts."""

    rows: tuple[Figure, ...]
    count: HandCounts
