"""What a club event may credit a Euchre player for (engine.core.credits): a loner made, to
the player who went alone, and a march (all the tricks), to every player of the makers' side.
Both are read from a hand's scoring case, which a hand played card by card and a score
sheet's hand record alike."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulesets.euchre import Case

__all__ = ["EUCHRE_CREDITS", "EuchreCredits"]

_LONERS_MADE = (Case.LONE.value, Case.LONE_MARCH.value)
_MARCHES = (Case.MARCH.value, Case.LONE_MARCH.value)


class EuchreCredits:
    """Euchre's creditable hand facts."""

    facts: Mapping[str, str] = {
        "loner_made": "a loner made",
        "march": "a march (all the tricks)",
    }

    def seats(self, hand: Mapping[str, Any]) -> Mapping[str, tuple[int, ...]]:
        score = hand.get("score") or {}
        case = score.get("case")
        # A card-level hand names the maker `declarer`; a sheet's hand, `maker` (both 1-based).
        maker = hand.get("maker", hand.get("declarer"))
        credited: dict[str, tuple[int, ...]] = {}
        if case in _LONERS_MADE and isinstance(maker, int):
            credited["loner_made"] = (maker - 1,)
        if case in _MARCHES:
            side = score["sides"][score["makers"] - 1]
            credited["march"] = tuple(seat - 1 for seat in side["seats"])
        return credited


EUCHRE_CREDITS = EuchreCredits()
