"""The heuristic bot reads the card values: it guards against, and sheds first, the card the
rules make costliest (the Q♠ usually; the Q♥ where a club makes it worth 15), never a
hard-coded card."""

import random

from engine.core.cards import Card
from engine.games.hearts.bot import HeuristicHeartsBot
from engine.games.hearts.terms import hearts_terms
from tests.engine.hearts.hearts_helpers import act, hearts_rules, tiny

SEATS = {1: "2C 3C", 2: "QS QH", 3: "4C 5C", 4: "6C 7C"}
"""Seat 2 holds no club: on the 2♣ lead it sheds the Q♠ or the Q♥."""


def shed(**scoring: object) -> Card:
    options = {"play": {"points_on_first_trick": True}, "scoring": scoring}
    hand = tiny(SEATS, **options)
    act(hand, "2C")
    bot = HeuristicHeartsBot(hand.rules)
    choice = bot.choose(hand.view(1), hand.legal_actions(), random.Random(1))
    assert isinstance(choice, Card)
    return choice


def test_the_queen_of_spades_is_the_costliest_card_by_default() -> None:
    assert str(hearts_terms(hearts_rules()).top_card) == "QS"
    assert str(shed()) == "QS"


def test_a_queen_of_hearts_worth_20_is_guarded_and_shed_first() -> None:
    rules = hearts_rules(scoring={"card_values": [{"cards": "QH", "points": 15}]})
    assert str(hearts_terms(rules).top_card) == "QH"

    assert str(shed(card_values=[{"cards": "QH", "points": 15}])) == "QH"
