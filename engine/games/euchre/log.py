"""Euchre's match-log models (engine.formats.log): a match played card by card, whose deals
hold the kitty as their nest, and a physical table's score sheet."""

from __future__ import annotations

from typing import Literal

from engine.formats.log import LogCardsHand, LogHead, LogStart, _Derived, _optional_model
from engine.formats.sheet import Seat

__all__ = ["EuchreCardsLog", "EuchreSheetLog", "LogEuchreCardsHand", "LogEuchreSheetHand"]


class LogEuchreCardsHand(LogCardsHand):
    """A Euchre hand played card by card: its nest is the kitty, the turned-up card first."""

    nest: list[str]
    """The kitty, the turned-up card first."""


class LogEuchreSheetHand(_Derived):
    """A Euchre score sheet's hand (docs/score-sheets.md): the maker, whether they went
    alone, a lone defender, and the tricks the makers took, or the seat that reneged."""

    maker: Seat
    """The seat that made trump."""
    trump: str | None = None
    """The suit made trump (C D H S, or N), when the sheet says."""
    alone: bool = False
    """Whether the maker played alone."""
    lone_defender: Seat | None = None
    """The seat that defended alone."""
    won: int | None = None
    """The tricks the makers won."""
    renege: Seat | None = None
    """The seat that reneged (instead of the tricks)."""


class EuchreCardsLog(LogHead):
    """A Euchre match played card by card."""

    game: Literal["euchre"]
    kind: Literal["cards"] = "cards"
    hands: list[LogEuchreCardsHand]
    """The hands in the order played."""


class EuchreSheetLog(LogHead):
    """A physical table's Euchre score sheet."""

    game: Literal["euchre"]
    kind: Literal["sheet"]
    start: LogStart = _optional_model(
        "The standing before hand 1, for a match continued from paper; left out, every score is 0."
    )
    hands: list[LogEuchreSheetHand]
    """The hands in the order played."""
