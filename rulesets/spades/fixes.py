"""The Spades family's ways out of its problems, offered by the editor as one click."""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import JsonValue

from rulesets.fixes import Fix, deal_evenly, full_pack

__all__ = ["spades_fixes"]


def spades_fixes(values: Mapping[str, JsonValue]) -> list[Fix]:
    """A pack that does not deal evenly: take out the lowest cards (never a promoted one:
    with the jokers in, the 2♣ and the 2♦ go, as the library's joker rulesets take them), or
    put back cards taken out."""
    promoted = values.get("deck.promoted_cards")
    keep = [str(card) for card in promoted] if isinstance(promoted, list) else []
    pack = full_pack(values.get("deck.jokers") == "big_and_little")
    return deal_evenly(values.get("players.count"), pack, values.get("deck.removed_cards"), keep)
