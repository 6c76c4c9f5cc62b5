"""Oh Hell's options in words, for the diff: each path with its label and its value's phrase,
the rulebook's own words (`rulesets.oh_hell.phrases`)."""

from __future__ import annotations

from collections.abc import Callable

from rulesets.constructs.events import events_phrase
from rulesets.oh_hell.model import OhHellRules
from rulesets.oh_hell.phrases import (
    SCHEDULE,
    TIES,
    bid_range_phrase,
    by_bid_phrase,
    hook_phrase,
    made_phrase,
    missed_phrase,
    must_trump_phrase,
    schedule_phrase,
    suit_word,
    target_phrase,
    total_phrase,
    trump_phrase,
)
from rulesets.phrases import ON_OFF

__all__ = ["OH_HELL_OPTIONS", "OH_HELL_TOPICS", "OH_HELL_CARRIED_BY", "OH_HELL_LABELS"]

OhHellOption = tuple[str, Callable[[OhHellRules], str]]

OH_HELL_TOPICS = {
    "hands": "The hand sizes",
    "trump": "Trump",
    "bidding": "Bidding",
    "play": "Play",
    "scoring": "Scoring",
}
"""Oh Hell's own topics, in rulebook order."""

OH_HELL_OPTIONS: dict[str, OhHellOption] = {
    "hands.schedule": ("Hand sizes", lambda r: SCHEDULE[r.hands.schedule]),
    "hands.fewest": ("Fewest cards", lambda r: schedule_phrase(r)),
    "hands.most": ("Most cards", lambda r: schedule_phrase(r)),
    "hands.turn_twice": ("Turning hand twice", lambda r: ON_OFF[r.hands.turn_twice]),
    "hands.no_trump_hand": ("No-trump hand", lambda r: ON_OFF[r.hands.no_trump_hand]),
    "hands.fixed_hands": ("Hands at a fixed size", lambda r: str(r.hands.fixed_hands)),
    "trump.method": ("Trump", trump_phrase),
    "trump.suit": ("Trump suit", lambda r: suit_word(r.trump.suit)),
    "trump.cycle": ("Trump cycle", lambda r: ", ".join(map(suit_word, r.trump.cycle))),
    "bidding.hook": ("The hook", hook_phrase),
    "bidding.hook_from": ("The hook", hook_phrase),
    **{
        f"bidding.limits.{name}": (
            "Numbers a player may bid",
            lambda r: bid_range_phrase(r.bidding.limits),
        )
        for name in ("minimum", "maximum", "forbidden")
    },
    **{
        f"bidding.limits.{name}": (
            "Total of all bids held to",
            lambda r: total_phrase(r.bidding.limits),
        )
        for name in ("total", "total_of")
    },
    "play.must_trump": ("Trumping", lambda r: must_trump_phrase(r.play.must_trump)),
    "scoring.made": ("Exact bid", lambda r: made_phrase(r.scoring)),
    "scoring.made_per_trick": ("Exact bid", lambda r: made_phrase(r.scoring)),
    "scoring.made_by_bid": ("Exact bids by number", lambda r: by_bid_phrase(r.scoring)),
    "scoring.missed": ("Missed bid", lambda r: missed_phrase(r.scoring)),
    "scoring.missed_per_trick": ("Missed bid", lambda r: missed_phrase(r.scoring)),
    "scoring.missed_per_bid_trick": ("Missed bid", lambda r: missed_phrase(r.scoring)),
    "scoring.missed_per_trick_off": ("Missed bid", lambda r: missed_phrase(r.scoring)),
    "scoring.events": (
        "Bonuses and penalties",
        lambda r: events_phrase(r.scoring.events, "player"),
    ),
    "match.target": ("Target", lambda r: target_phrase(r.match.target)),
    "match.ties": ("Ties", lambda r: TIES[r.match.ties]),
}
"""The options only Oh Hell has, by path (`players.*` read as in every game)."""

OH_HELL_CARRIED_BY: dict[str, str] = {
    "bidding.limits.maximum": "bidding.limits.minimum",
    "bidding.limits.forbidden": "bidding.limits.minimum",
    "bidding.limits.total_of": "bidding.limits.total",
}
"""Oh Hell options whose change another option's sentence already states (`Numbers a player
may bid: 0 to the cards in the hand → 1 to 8` says the maximum too)."""

OH_HELL_LABELS: dict[str, str] = {
    "bidding.hook_from": "The hook from hands of",
    "bidding.limits.minimum": "Smallest bid",
    "bidding.limits.maximum": "Largest bid",
    "bidding.limits.forbidden": "Numbers nobody may bid",
    "bidding.limits.total": "Limit on the total of all bids",
    "bidding.limits.total_of": "Number the total of all bids is held to",
    "scoring.made": "Exact bid: bonus",
    "scoring.made_per_trick": "Exact bid: per trick taken",
    "scoring.missed": "Missed bid: penalty",
    "scoring.missed_per_trick": "Missed bid: per trick taken",
    "scoring.missed_per_bid_trick": "Missed bid: per trick bid",
    "scoring.missed_per_trick_off": "Missed bid: per trick over or under",
}
"""The editor's labels of the Oh Hell options that share their diff label with another
(`RulesFamily.labels`)."""
