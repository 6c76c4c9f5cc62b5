"""Constructs of the rules language shared by every game family: each a small section with a
fixed vocabulary, which a family places in its model and its engine reads through one path:
a table of card values (`card_values`), a list of hand events that score (`events`), bid
limits (`bids`) and contract values (`contracts`). A family adopts one by giving a section a
field of the construct's type; the prose, the checks and the engine's reading come with it."""

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
