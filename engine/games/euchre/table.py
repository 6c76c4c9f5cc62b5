"""What a live Euchre table shows beyond the cards (engine.core.table): the turned-up card
and the round of making trump, trump once made, who plays alone, the card a farmer or a
loner received, and each side's hand in one line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.cards import Card
from engine.core.protocol import Phase, PlayerView
from engine.core.table import Leader, Marked, TableFacts, signed
from engine.games.euchre.terms import NO_TRUMP, euchre_terms
from rulesets.euchre import EuchreRules

__all__ = ["euchre_table"]

_SUIT = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", NO_TRUMP: "no trump"}
_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_CASE = {
    "makers": "made it",
    "march": "marched",
    "lone": "made it alone",
    "lone_march": "marched alone",
    "euchred": "euchred",
    "lone_euchred": "euchred alone",
    "lone_defender": "euchred by a lone defender",
    "super_euchre": "super-euchred",
    "renege": "reneged",
    "lone_renege": "reneged",
}


def _note(view: PlayerView, any_suit: bool = False) -> str | None:
    extra = view.extra
    trump = extra.get("trump")
    if trump is not None:
        alone = extra.get("maker") if extra.get("alone") else extra.get("lone_defender")
        lone = f"; seat {alone + 1} plays alone" if alone is not None else ""
        return f"Trump: {_SUIT[trump]}{lone}"
    if view.phase is Phase.NEST:
        return (
            "Farmer's hand: exchange three 9s and 10s for the cards under the turned-up"
            " card, or keep"
        )
    card = extra.get("turned")
    turned = "the joker" if card is None or not card.suit else card.rank + _SYMBOL[card.suit]
    if extra.get("round") == 2 and any_suit:
        return f"Round two: name a suit (the {turned} was turned down), or pass"
    if extra.get("round") == 2:
        return f"Round two: name a suit other than the one turned down ({turned}), or pass"
    return f"Turned up: {turned}. Order it up, or pass"


def _marked(view: PlayerView, nest: Sequence[Card]) -> Marked | None:
    if "best" in view.extra:
        return Marked((view.extra["best"],), "partner's best")
    received = tuple(view.extra.get("received", ()))
    return Marked(received, "from the kitty") if received else None


def _leader(view: PlayerView) -> Leader | None:
    maker = view.extra.get("maker")
    return None if maker is None else Leader(maker, "maker")


def _hand_line(entry: Mapping[str, Any]) -> tuple[str, ...]:
    score = entry.get("score") or {}
    case, makers = score.get("case"), score.get("makers")
    lines = []
    for side in score.get("sides", ()):
        what = _CASE.get(case or "", "") if side["side"] == makers else "defended"
        lines.append(f"{what}, {side['tricks']} tricks: {signed(side['points'])}")
    return tuple(lines)


def euchre_table(rules: EuchreRules) -> TableFacts:
    """The table's facts under `rules`."""
    any_suit = euchre_terms(rules).turned_down_suit

    def note(view: PlayerView) -> str | None:
        return _note(view, any_suit)

    return TableFacts(
        has_bids=False, note=note, marked=_marked, leader=_leader, hand_line=_hand_line
    )
