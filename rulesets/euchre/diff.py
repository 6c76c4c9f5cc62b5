"""Euchre's options in words, for the diff: each path with its label and its value's phrase,
the rulebook's own words (`rulesets.euchre.phrases`)."""

from __future__ import annotations

from collections.abc import Callable

from rulesets.constructs.events import events_phrase
from rulesets.euchre.model import EuchreRules
from rulesets.euchre.phrases import (
    ALL_PASS,
    DEALERS_PARTNER,
    LONER_LEAD,
    cases_phrase,
    deck_phrase,
    defender_alone_phrase,
    farmer_phrase,
    left_bower_phrase,
    maker_alone_phrase,
    must_hold_phrase,
    no_trump_phrase,
    packets_phrase,
    partners_best_phrase,
    second_round_phrase,
    throw_ins_phrase,
    turned_down_phrase,
)

__all__ = ["EUCHRE_LABELS", "EUCHRE_OPTIONS", "EUCHRE_TOPICS"]

EuchreOption = tuple[str, Callable[[EuchreRules], str]]

EUCHRE_TOPICS = {
    "deck": "The cards",
    "deal": "The deal",
    "making": "Making trump",
    "alone": "Going alone",
    "play": "Play",
    "scoring": "Scoring",
}
"""Euchre's own sections, in rulebook order, with their headings."""

EUCHRE_OPTIONS: dict[str, EuchreOption] = {
    "deck.lowest_rank": ("The pack", deck_phrase),
    "deck.joker": ("The pack", deck_phrase),
    "deal.cards_each": ("Cards dealt", lambda r: f"{r.deal.cards_each} each"),
    "deal.packets": ("Packets", packets_phrase),
    "deal.throw_ins": ("Throw-in hands", throw_ins_phrase),
    "deal.farmers_hand": ("Farmer's hand", farmer_phrase),
    "making.second_round": ("Round two", second_round_phrase),
    "making.all_pass": ("All pass", lambda r: ALL_PASS[r.making.all_pass]),
    "making.no_trump": ("No trump", no_trump_phrase),
    "making.turned_down_suit": ("Turned-down suit", turned_down_phrase),
    "making.must_hold_trump": ("Holding trump", must_hold_phrase),
    "making.dealers_partner": (
        "Dealer's partner",
        lambda r: DEALERS_PARTNER[r.making.dealers_partner],
    ),
    "alone.maker": ("Going alone", maker_alone_phrase),
    "alone.defender": ("Defending alone", defender_alone_phrase),
    "alone.partners_best": ("Partner's best", partners_best_phrase),
    "alone.lead": ("Lead to a loner", lambda r: LONER_LEAD[r.alone.lead]),
    "play.left_bower": ("Bowers", left_bower_phrase),
    "scoring.cases": ("Scoring table", cases_phrase),
    "scoring.events": (
        "Bonuses and penalties",
        lambda r: events_phrase(r.scoring.events, "side" if r.partnerships else "player"),
    ),
}
"""The options only Euchre has, by path (`players.*` and `match.*` read as in every game)."""

EUCHRE_LABELS: dict[str, str] = {
    "deck.lowest_rank": "The pack: lowest rank",
    "deck.joker": "The pack: a joker as the best bower",
}
"""The editor's labels of the options the change list words together as "The pack"."""
