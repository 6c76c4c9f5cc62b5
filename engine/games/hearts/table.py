"""What a live Hearts table shows beyond the cards (engine.core.table): the way the cards
pass, the cards received, each seat's points taken, and each seat's hand in one line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.cards import Card
from engine.core.protocol import Phase, PlayerView
from engine.core.table import Marked, TableFacts, signed
from engine.games.hearts.terms import hearts_terms
from rulesets.hearts import HeartsRules, PassDirection

__all__ = ["hearts_table"]

_WAY = {
    PassDirection.LEFT: "to the left",
    PassDirection.RIGHT: "to the right",
    PassDirection.ACROSS: "across",
}


def _received(view: PlayerView, nest: Sequence[Card]) -> Marked | None:
    cards = tuple(view.extra.get("received", ()))
    return Marked(cards, "received") if cards else None


def _side_line(side: Mapping[str, Any], shot: Mapping[str, Any] | None) -> str:
    if shot is not None and side["seats"] == [shot["seat"]]:
        return f"shot the {shot['kind']}: {signed(side['points'])}"
    return f"took {side['taken']}: {signed(side['points'])}"


def _hand_line(entry: Mapping[str, Any]) -> tuple[str, ...]:
    score = entry.get("score") or {}
    shot = score.get("shot")
    return tuple(_side_line(side, shot) for side in score.get("sides", ()))


def hearts_table(rules: HeartsRules) -> TableFacts:
    """The table's facts under `rules` (their pass size and card values)."""
    terms = hearts_terms(rules)

    def note(view: PlayerView) -> str | None:
        way = _WAY.get(PassDirection(view.extra.get("pass_direction", "hold")))
        if view.phase is not Phase.PASS or way is None:
            return None
        return f"Pass {terms.pass_cards} cards {way}"

    def points_taken(view: PlayerView) -> tuple[int, ...]:
        taken: Sequence[Sequence[Card]] = view.extra.get("taken", ())
        return tuple(sum(terms.values.get(card, 0) for card in cards) for cards in taken)

    return TableFacts(
        has_bids=False,
        note=note,
        points_taken=points_taken,
        marked=_received,
        hand_line=_hand_line,
    )
