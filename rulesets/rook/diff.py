"""How a diff words each option only Rook has: its label, and its value in the rulebook's
phrases. The counters are a table keyed by rank, so each key is its own option
(`scoring.counters.<rank>`), worded by `counter_wording`.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesets.constructs.card_values import table_phrase
from rulesets.constructs.events import events_phrase
from rulesets.phrases import bonus_phrase, ranks_phrase
from rulesets.rook.model import RookRules
from rulesets.rook.phrases import (
    ALL_PASS,
    DISCARDED_COUNTERS,
    FAILED_BID,
    FIRST_LEAD,
    MISDEAL_WITHOUT_COUNTERS,
    NEST_DISCARDS,
    PACK_KIND,
    PASS_IS_FINAL,
    ROOK_CARD_IN,
    ROOK_PLAY,
    TRUMP_NAMED,
    band_phrase,
    counter_name,
    counter_phrase,
    flat_transfer_phrase,
    maximum_bid_phrase,
    moon_phrase,
    nest_dealt_phrase,
    nest_phrase,
    rook_rank_phrase,
)

__all__ = ["ROOK_OPTIONS", "ROOK_LABELS", "counter_wording"]

COUNTERS = "scoring.counters."
"""Rook counters are a table keyed by rank: each key is its own option."""

RookOption = tuple[str, Callable[[RookRules], str]]

ROOK_OPTIONS: dict[str, RookOption] = {
    "deck.pack": ("Pack", lambda r: PACK_KIND[r.deck.pack]),
    "deck.ranks": ("Ranks, highest first", lambda r: ranks_phrase(r.deck.ranks)),
    "deck.rook_card": ("Rook card", lambda r: ROOK_CARD_IN[r.deck.rook_card]),
    "nest.size": ("Nest", lambda r: nest_phrase(r.nest.size)),
    "nest.trump_named": ("Naming trump", lambda r: TRUMP_NAMED[r.nest.trump_named]),
    "redeal.hand_without_counters": (
        "A hand without counters",
        lambda r: MISDEAL_WITHOUT_COUNTERS[r.redeal.hand_without_counters],
    ),
    "nest.dealt": ("Dealing the nest", nest_dealt_phrase),
    "nest.top_card_face_up": ("Dealing the nest", nest_dealt_phrase),
    "nest.discards": ("Laying aside the nest", lambda r: NEST_DISCARDS[r.nest.discards]),
    "auction.minimum": ("Lowest bid", lambda r: str(r.auction.minimum)),
    "auction.maximum": ("Highest bid", maximum_bid_phrase),
    "auction.step": ("Bids go up by", lambda r: str(r.auction.step)),
    "auction.pass_is_final": ("Passing", lambda r: PASS_IS_FINAL[r.auction.pass_is_final]),
    "auction.all_pass": ("If nobody bids", lambda r: ALL_PASS[r.auction.all_pass]),
    "auction.moon": ("Shooting the moon", moon_phrase),
    "rook_card.rank": ("Rook card rank", rook_rank_phrase),
    "rook_card.play": ("Playing the Rook card", lambda r: ROOK_PLAY[r.rook_card.play]),
    "play.first_lead": ("First lead", lambda r: FIRST_LEAD[r.play.first_lead]),
    "scoring.discarded_counters": (
        "Discarded counters",
        lambda r: DISCARDED_COUNTERS[r.scoring.discarded_counters],
    ),
    "scoring.last_trick_bonus": (
        "Last-trick bonus",
        lambda r: bonus_phrase(r.scoring.last_trick_bonus),
    ),
    "scoring.failed_bid": ("A failed bid scores", lambda r: FAILED_BID[r.scoring.failed_bid]),
    "scoring.held_at": ("Score band", band_phrase),
    "scoring.held_below": ("Score band", band_phrase),
    "reneges.flat_transfer": ("Renege as a flat transfer", flat_transfer_phrase),
    "scoring.card_values": ("Card values", lambda r: table_phrase(r.scoring.card_values)),
    "scoring.events": (
        "Bonuses and penalties",
        lambda r: events_phrase(r.scoring.events, "side", "points"),
    ),
}
"""The options only Rook has, by path; the counters (`scoring.counters.<rank>`) read on their
own."""


def counter_wording(path: str, old: RookRules, new: RookRules) -> tuple[str, str, str] | None:
    """The label, old and new words of a counter (`scoring.counters.<rank>`), else None."""
    if not path.startswith(COUNTERS):
        return None
    key = path.removeprefix(COUNTERS)
    before, after = old.scoring.counters.get(key), new.scoring.counters.get(key)
    return f"Points for {counter_name(key)}", counter_phrase(before), counter_phrase(after)


ROOK_LABELS: dict[str, str] = {
    "nest.dealt": "When the nest is dealt",
    "nest.top_card_face_up": "Nest's top card face up",
    "scoring.counters": "Points of the counting cards",
    "scoring.held_at": "Score band from",
    "scoring.held_below": "Score band up to",
}
"""The editor's labels of the Rook options that share their diff label with another, or
that the diff words rank by rank (`RulesFamily.labels`)."""
