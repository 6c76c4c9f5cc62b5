"""What a live Spades table shows beyond the cards (engine.core.table): the cards a partner
passed after a nil, and each side's hand in one line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.cards import Card
from engine.core.protocol import Phase, PlayerView
from engine.core.table import Marked, TableFacts, signed

__all__ = ["SPADES_TABLE"]


def _note(view: PlayerView) -> str | None:
    if view.phase is Phase.PASS and view.to_act == view.seat:
        return "Pass cards to your partner"
    return None


def _received(view: PlayerView, nest: Sequence[Card]) -> Marked | None:
    cards = tuple(
        card for _, to, passed in view.extra.get("passes", ()) if to == view.seat for card in passed
    )
    return Marked(cards, "received") if cards else None


def _side_line(side: Mapping[str, Any]) -> str:
    words = [f"bid {side['contract']}, took {side['tricks']}"]
    if not side.get("made", True):
        words[0] += ", set"
    words += [
        f"nil {'made' if nil['made'] else 'lost'} {signed(nil['points'])}"
        for nil in side.get("nils", ())
    ]
    line = ", ".join(words) + f": {signed(side['points'])}"
    asides = []
    if side.get("bags"):
        asides.append(f"{side['bags']} bag{'s' if side['bags'] != 1 else ''}")
    # The log counts how often the bag penalty was taken, not its points (those are in the
    # side's points already): the line says it was taken, never a count that reads as a score.
    taken = side.get("bag_penalties", 0)
    if taken:
        asides.append("the bag penalty" + (f" {taken} times" if taken > 1 else ""))
    return line + (f" ({', '.join(asides)})" if asides else "")


def _hand_line(entry: Mapping[str, Any]) -> tuple[str, ...]:
    score = entry.get("score") or {}
    return tuple(_side_line(side) for side in score.get("sides", ()))


SPADES_TABLE = TableFacts(has_bids=True, note=_note, marked=_received, hand_line=_hand_line)
