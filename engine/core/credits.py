"""Hand facts a club event may credit a player for, beyond their side's score.

A progressive night (euchre's especially) often credits a player extra for something their
hands recorded: a loner made, a march. Which facts a game's hands record, and which seats
each credits, is the game's own knowledge: a family offers it as `hand_credits`
(a `HandCredits`), read from the hands of a match's log, cards or sheet alike. A family
without it offers nothing to credit.

    credits = family_credits(family)          # None: the game records nothing to credit
    credits.facts                             # {"loner_made": "a loner made", ...}
    credits.seats(log_hand)                   # {"loner_made": (2,)}: 0-based seats credited
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

__all__ = ["HandCredits", "family_credits"]


class HandCredits(Protocol):
    """The facts a game's recorded hands offer an event to credit."""

    @property
    def facts(self) -> Mapping[str, str]:
        """Each fact's key and its name in a director's words, as a standing shows it."""
        ...

    def seats(self, hand: Mapping[str, Any]) -> Mapping[str, tuple[int, ...]]:
        """For one hand of a match log (played card by card or entered on a sheet), the
        seats (0-based) each fact that happened in it credits; facts that did not happen are
        left out."""
        ...


def family_credits(family: object) -> HandCredits | None:
    """The family's `hand_credits`, or None when its hands record nothing to credit."""
    credits: HandCredits | None = getattr(family, "hand_credits", None)
    return credits
