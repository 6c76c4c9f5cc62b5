"""What a live Oh Hell table shows beyond the cards (engine.core.table): the hand's size and
trump, the bid the hook forbids the dealer, the turned-up card, and each seat's hand in one
line (its bid, its tricks and its points)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.cards import SUIT_SYMBOLS, Card
from engine.core.protocol import Phase, PlayerView
from engine.core.table import Marked, TableFacts, signed
from engine.games.oh_hell.terms import NO_TRUMP

__all__ = ["oh_hell_table"]


def _note(view: PlayerView) -> str | None:
    size, trump = view.extra.get("hand_size"), view.extra.get("trump", NO_TRUMP)
    if size is None:
        return None
    cards = f"{size} card{'s' if size != 1 else ''}"
    shown = f"{SUIT_SYMBOLS[trump]} trump" if trump else "no trump"
    hooked = view.extra.get("hooked")
    if view.phase is Phase.BID and hooked is not None and view.to_act == view.seat:
        return f"{cards}, {shown}: you may not bid {hooked}"
    return f"{cards}, {shown}"


def _turned(view: PlayerView, nest: Sequence[Card]) -> Marked | None:
    return None  # the turned-up card is not in anyone's hand


def _side_line(side: Mapping[str, Any]) -> str:
    made = "made" if side.get("made") else "missed"
    return f"bid {side['bid']}, took {side['tricks']} ({made}): {signed(side['points'])}"


def _hand_line(entry: Mapping[str, Any]) -> tuple[str, ...]:
    score = entry.get("score") or {}
    return tuple(_side_line(side) for side in score.get("sides", ()))


def oh_hell_table() -> TableFacts:
    """The table's facts: Oh Hell's bids, and the note of the hand's size and trump."""
    return TableFacts(has_bids=True, note=_note, marked=_turned, hand_line=_hand_line)
