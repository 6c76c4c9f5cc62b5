"""Constructs of the rules language shared by every game family: a table of card values
(`card_values`) and a list of hand events that score (`events`). A family adopts one by
giving its scoring section a field of the construct's type; the prose, the checks and the
engine's reading come with it."""

from rulesets.constructs.card_values import CardValue, card_value_table, cards_matching
from rulesets.constructs.events import EVENTS, Event, HandEvent, HandFacts

__all__ = [
    "CardValue",
    "card_value_table",
    "cards_matching",
    "EVENTS",
    "Event",
    "HandEvent",
    "HandFacts",
]
