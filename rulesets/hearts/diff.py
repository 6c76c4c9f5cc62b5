"""Hearts' options in words, for the diff: each path with its label and its value's phrase,
the rulebook's own words (`rulesets.hearts.phrases`)."""

from __future__ import annotations

from collections.abc import Callable

from rulesets.constructs.card_values import table_phrase
from rulesets.constructs.events import events_phrase
from rulesets.hearts.model import HeartsRules
from rulesets.hearts.phrases import (
    HEARTS_LED,
    MOON,
    ONLY_POINT_CARDS,
    POINTS_ON_FIRST_TRICK,
    QUEEN_BREAKS,
    TEN_OF_HEARTS,
    card_points_phrase,
    directions_phrase,
    end_score_phrase,
    first_lead_phrase,
    jack_phrase,
    pass_cards_phrase,
    removed_phrase,
    sun_phrase,
)

__all__ = ["HEARTS_OPTIONS", "HEARTS_TOPICS", "HEARTS_CARRIED_BY"]

HeartsOption = tuple[str, Callable[[HeartsRules], str]]

HEARTS_TOPICS = {"passing": "Passing cards"}
"""The topic Hearts adds to the diff's headings (after the cards, before the play)."""

HEARTS_OPTIONS: dict[str, HeartsOption] = {
    "deck.removed_cards": ("Cards taken out", removed_phrase),
    "passing.directions": ("Passing", lambda r: directions_phrase(r.passing.directions)),
    "passing.cards": ("Cards passed", lambda r: pass_cards_phrase(r.passing.cards)),
    "play.first_lead": ("First lead", first_lead_phrase),
    "play.points_on_first_trick": (
        "First trick",
        lambda r: POINTS_ON_FIRST_TRICK[r.play.points_on_first_trick],
    ),
    "play.only_point_cards": (
        "Only penalty cards on the first trick",
        lambda r: ONLY_POINT_CARDS[r.play.only_point_cards],
    ),
    "play.hearts_led": ("Leading hearts", lambda r: HEARTS_LED[r.play.hearts_led]),
    "play.queen_breaks_hearts": (
        "Breaking hearts",
        lambda r: QUEEN_BREAKS[r.play.queen_breaks_hearts],
    ),
    "scoring.queen_of_spades": (
        "Q♠",
        lambda r: card_points_phrase(r.scoring.queen_of_spades, "QS"),
    ),
    "scoring.king_of_spades": ("K♠", lambda r: card_points_phrase(r.scoring.king_of_spades, "KS")),
    "scoring.ace_of_spades": ("A♠", lambda r: card_points_phrase(r.scoring.ace_of_spades, "AS")),
    "scoring.jack_of_diamonds": ("J♦", lambda r: jack_phrase(r.scoring.jack_of_diamonds)),
    "scoring.ten_of_hearts": ("10♥", lambda r: TEN_OF_HEARTS[r.scoring.ten_of_hearts]),
    "scoring.moon": ("Shooting the moon", lambda r: MOON[r.scoring.moon]),
    "scoring.sun": ("Shooting the sun", lambda r: sun_phrase(r.scoring.sun)),
    "scoring.card_values": ("Card values", lambda r: table_phrase(r.scoring.card_values)),
    "scoring.events": (
        "Bonuses and penalties",
        lambda r: events_phrase(r.scoring.events, "player"),
    ),
    "match.end_score": ("End score", lambda r: end_score_phrase(r.match.end_score)),
}
"""The options only Hearts has, by path (`players.*`, `match.hands` and `match.ties` read
as in every game)."""

HEARTS_CARRIED_BY: dict[str, str] = {}
"""Hearts options whose change another option's sentence already states: none."""
