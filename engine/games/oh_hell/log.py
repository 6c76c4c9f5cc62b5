"""Oh Hell's match-log models (`GameFamily.log_models`): a match played card by card, whose
hands are every game's (`nest` is the card turned up for trump, `trump` the hand's trump),
and a physical table's score sheet."""

from __future__ import annotations

from typing import Literal

from engine.formats.log import (
    Bid,
    Count,
    LogCardsHand,
    LogHead,
    LogStart,
    _Derived,
    _optional,
    _optional_model,
)

__all__ = ["OhHellCardsLog", "OhHellSheetLog", "LogOhHellSheetHand"]


class LogOhHellSheetHand(_Derived):
    """An Oh Hell score sheet's hand: each seat's bid and the tricks each took
    (docs/score-sheets.md)."""

    cards: Count = _optional("The cards dealt to each player, when the sheet wrote them.")
    bids: list[Bid]
    """Each seat's bid in bid notation ("2"), seat 1 first."""
    tricks_taken: list[Count]
    """The tricks each seat took, seat 1 first."""


class OhHellCardsLog(LogHead):
    """An Oh Hell match played card by card."""

    game: Literal["oh_hell"]
    kind: Literal["cards"] = "cards"
    hands: list[LogCardsHand]
    """The hands in the order played."""


class OhHellSheetLog(LogHead):
    """A physical table's Oh Hell score sheet."""

    game: Literal["oh_hell"]
    kind: Literal["sheet"]
    start: LogStart = _optional_model(
        "The standing before hand 1, for a match continued from paper; left out, every score is 0."
    )
    hands: list[LogOhHellSheetHand]
    """The hands in the order played."""
