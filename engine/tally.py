"""What scoring needs to know about a finished Spades hand, and nothing more.

A card-level hand and a physical table's score sheet both end as a `SpadesTally`, and the
same scoring function scores both.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.actions import Bid

__all__ = ["Caught", "RenegeCall", "SpadesTally"]


class Caught(StrEnum):
    """When a renege was called."""

    BEFORE_GATHERED = "before_gathered"
    """Before the trick was gathered."""
    AFTER_GATHERED = "after_gathered"
    """After the trick was gathered (or at the end of the hand)."""


@dataclass(frozen=True, slots=True)
class RenegeCall:
    """A renege that stands: `offender` failed to play as the rules require, called by
    `claimant` (0-based seats). `trick` is 1-based, or 0 when a score sheet does not say."""

    offender: int
    claimant: int
    caught: Caught
    trick: int = 0


@dataclass(frozen=True)
class SpadesTally:
    """The recorded facts of one Spades hand, per seat (0-based)."""

    bids: tuple[Bid | None, ...]
    """Each seat's bid; None for a seat pre-empted by its partner's team bid, and for every
    seat in a hand that bids itself."""
    tricks: tuple[int, ...]
    """Tricks taken by each seat (before any renege transfer)."""
    reneges: tuple[RenegeCall, ...] = ()
    """Reneges whose penalty is applied at scoring."""
    bids_itself: bool = False
    """A hand played without bidding: each side's bid is the tricks it took."""
