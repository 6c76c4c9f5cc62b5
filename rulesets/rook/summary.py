"""Rook's part of the one-line summary: the facts that tell Rook rulesets apart.

Rook 2v2 to 300 · bids 70–120 by 5 · nest 5 · Rook wins any trick
"""

from __future__ import annotations

from rulesets.constructs.card_values import value_words
from rulesets.constructs.events import short_words
from rulesets.rook.model import (
    FirstLead,
    MoonBid,
    NestDealt,
    NestDiscards,
    PackKind,
    RookRank,
    RookRules,
)
from rulesets.summary import flat_transfer_part, honour_part, margin_part, sets_part, table_part

__all__ = ["rook_summary"]

ROOK_RANK = {
    RookRank.WINS_ANY_TRICK: "Rook wins any trick",
    RookRank.LOWEST_TRUMP: "Rook lowest trump",
    RookRank.TEN_AND_A_HALF: "Rook above the 10 of trumps",
}

NEST_DISCARDS = {
    NestDiscards.ANY: "",
    NestDiscards.NO_COUNTERS: "no counters buried",
    NestDiscards.COUNTERS_SHOWN: "buried counters shown",
}
"""The discard rule, when it is not seed 004's (any cards, face down)."""

FIRST_LEAD = {
    FirstLead.LEFT_OF_DECLARER: "",
    FirstLead.DECLARER: "declarer leads",
    FirstLead.LEFT_OF_DEALER: "dealer's left leads",
}
"""The first lead, when it is not seed 004's (the player after the declarer)."""


def rook_summary(rules: RookRules) -> list[str]:
    auction = rules.auction
    top = "" if auction.maximum is None else f"–{auction.maximum}"
    rank = rules.rook_card.rank.as_played()
    rook = ROOK_RANK[rank] if rules.deck.rook_card else "no Rook card"
    return [
        f"Rook {table_part(rules.players, rules.match)}",
        "Rook pack" if rules.deck.pack is PackKind.ROOK else "",
        f"bids {auction.minimum}{top or '+'} by {auction.step}",
        _nest(rules),
        "" if rules.auction.moon is MoonBid.NOT_PLAYED else "moon ends the match",
        "misdeal without counters" if rules.redeal.hand_without_counters else "",
        rook,
        FIRST_LEAD[rules.play.first_lead],
        NEST_DISCARDS[rules.nest.discards],
        _band(rules),
        "; ".join(value_words(row) for row in rules.scoring.card_values),
        *(short_words(event) for event in rules.scoring.events),
        flat_transfer_part(rules.reneges.flat_transfer, rules.reneges),
        margin_part(rules.match),
        sets_part(rules.match),
        honour_part(rules.reneges),
    ]


def _band(rules: RookRules) -> str:
    low = rules.scoring.held_at
    return "" if low is None else f"held at {low} below {rules.scoring.held_below} unless bid made"


def _nest(rules: RookRules) -> str:
    nest = rules.nest
    if not nest.size:
        return "no nest"
    how = " one per round" if nest.dealt is NestDealt.ONE_PER_ROUND else ""
    return f"nest {nest.size}{how}" + (" top card up" if nest.top_card_face_up else "")
