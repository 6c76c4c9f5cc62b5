"""Where taking the last trick scores a bonus (`scoring.events`: `took_last_trick`), the
heuristic bot holding its last two cards, both losing the trick in progress, sheds the lower
and keeps the higher for the last trick; without the event, or with a penalty for the last
trick, it sheds the higher."""

import random

from engine.core.cards import Card
from engine.games.hearts.bot import HeuristicHeartsBot
from tests.engine.hearts.hearts_helpers import act, tiny

SEATS = {1: "2C 3C", 2: "4D AD", 3: "4C 5C", 4: "6C 2H"}
"""Seat 1 leads the 2♣; seat 2, void in clubs, sheds a diamond: the 4♦ or the A♦."""


def shed(*events: dict[str, object]) -> Card:
    hand = tiny(SEATS, scoring={"events": list(events)})
    act(hand, "2C")
    bot = HeuristicHeartsBot(hand.rules)
    choice = bot.choose(hand.view(1), hand.legal_actions(), random.Random(1))
    assert isinstance(choice, Card)
    return choice


def test_without_the_event_the_higher_card_is_shed() -> None:
    assert str(shed()) == "AD"


def test_a_last_trick_bonus_keeps_the_higher_card_for_the_last_trick() -> None:
    # Lowest wins: −10 to the player who takes the last trick.
    assert str(shed({"when": "took_last_trick", "score": -10})) == "4D"


def test_a_last_trick_penalty_sheds_the_higher_card_as_without_the_event() -> None:
    assert str(shed({"when": "took_last_trick", "score": 10})) == "AD"
