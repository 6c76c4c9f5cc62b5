"""What a live Rook table shows beyond the cards (engine.core.table): the high bidder during
the auction and the declarer after it, the nest's cards in the declarer's hand, and each
side's hand in one line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.cards import Card
from engine.core.protocol import Phase, PlayerView
from engine.core.table import Leader, Marked, TableFacts, signed

__all__ = ["ROOK_TABLE"]


def _leader(view: PlayerView) -> Leader | None:
    # The hand's `declarer` is the high bidder while the auction runs.
    declarer = view.extra.get("declarer")
    if declarer is None:
        return None
    return Leader(declarer, "high bidder" if view.phase is Phase.AUCTION else "declarer")


def _from_the_nest(view: PlayerView, nest: Sequence[Card]) -> Marked | None:
    if view.phase is Phase.AUCTION or view.extra.get("declarer") != view.seat or not view.hand:
        return None
    cards = tuple(card for card in view.hand if card in nest)
    return Marked(cards, "from the nest") if cards else None


def _side_line(side: Mapping[str, Any], score: Mapping[str, Any]) -> str:
    line = f"took {side['taken']}: {signed(side['points'])}"
    if score.get("declarer") not in side["seats"]:
        return line
    verdict = "made" if score.get("made") else "set"
    return f"bid {score['bid']}, {verdict}; {line}"


def _hand_line(entry: Mapping[str, Any]) -> tuple[str, ...]:
    score = entry.get("score") or {}
    return tuple(_side_line(side, score) for side in score.get("sides", ()))


ROOK_TABLE = TableFacts(has_bids=True, leader=_leader, marked=_from_the_nest, hand_line=_hand_line)
