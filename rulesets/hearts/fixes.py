"""The Hearts family's ways out of its problems, offered by the editor as one click."""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import JsonValue

from rulesets.base import standard_deck
from rulesets.fixes import Fix, deal_evenly
from rulesets.hearts.model import STANDARD_REMOVALS, PassDirection
from rulesets.phrases import join_words

__all__ = ["hearts_fixes"]

SCORED = ("QS", "KS", "AS", "JD", "10H")
"""Cards a fix never takes out: they may score."""
USUAL_PASS = 3
"""Cards passed in the usual game."""


def hearts_fixes(values: Mapping[str, JsonValue]) -> list[Fix]:
    """A pack that does not deal evenly (the usual cards out, or the lowest that score
    nothing), a pass across with nobody across, and a pass of more cards than a hand holds."""
    players = values.get("players.count")
    if not isinstance(players, int) or isinstance(players, bool) or players < 1:
        return []
    return [
        *_deal_fixes(players, values.get("deck.removed_cards")),
        *_across_fixes(players, values.get("passing.directions")),
        *_pass_fixes(players, values),
    ]


def _deal_fixes(players: int, removed: JsonValue) -> list[Fix]:
    if not isinstance(removed, list):
        return []  # null: the usual cards, which always deal evenly
    pack = standard_deck()
    keep = [card for card in pack if card.endswith("H") or card in SCORED]
    fixes = deal_evenly(players, pack, removed, keep)
    if fixes and players in STANDARD_REMOVALS:
        usual = Fix(
            "deal-evenly-usual",
            f"Take out the usual cards for {players} players",
            {"deck.removed_cards": None},
        )
        fixes.insert(0, usual)
    return fixes


def _across_fixes(players: int, directions: JsonValue) -> list[Fix]:
    if players % 2 == 0 or not isinstance(directions, list):
        return []
    if PassDirection.ACROSS.value not in directions:
        return []
    kept = [str(d) for d in directions if d != PassDirection.ACROSS.value]
    cycle: list[JsonValue] = [*(kept or [PassDirection.LEFT.value, PassDirection.RIGHT.value])]
    words = join_words([str(direction) for direction in cycle])
    return [Fix("pass-without-across", f"Leave out the pass across: pass {words}", {
        "passing.directions": cycle})]  # fmt: skip


def _pass_fixes(players: int, values: Mapping[str, JsonValue]) -> list[Fix]:
    cards, directions = values.get("passing.cards"), values.get("passing.directions")
    if not isinstance(cards, int) or not directions:
        return []
    removed = values.get("deck.removed_cards")
    out = STANDARD_REMOVALS.get(players, ()) if removed is None else removed
    hand = (52 - len(out if isinstance(out, (list, tuple)) else ())) // players
    if cards < hand or hand < 2:
        return []
    fewer = min(USUAL_PASS, hand - 1)
    return [Fix("pass-fewer", f"Pass {fewer} cards: a hand holds {hand}", {"passing.cards": fewer})]
