"""Where playing alone scores a bonus (`scoring.events`: `played_alone`), the heuristic
Euchre bot goes alone on a hand worth 9 or more instead of 11; without the event the same
hand orders up with its partner."""

import random

from engine.games.euchre.bot import HeuristicEuchreBot
from tests.engine.euchre.euchre_helpers import arranged, euchre_rules

HANDS = [
    "JH JD AH AC 9C",
    "10C QC KC 9S 10S",
    "QS KS AS JS 9D",
    "10D QD KD AD KH",
]
"""Seat 1 (first to speak) holds both bowers, the A♥ and the A♣: worth 10 with hearts as
trump, less 0.75 for the 10♥ turned up to the opponents (9.25)."""
KITTY = "10H 9H QH JC"


def call(*events: dict[str, object]) -> str:
    rules = euchre_rules(scoring={"events": list(events)})
    hand = arranged(rules, HANDS, KITTY)
    bot = HeuristicEuchreBot(rules)
    return str(bot.choose(hand.view(0), hand.legal_actions(), random.Random(0)))


def test_without_the_event_the_hand_orders_up_with_its_partner() -> None:
    assert call() == "make H"


def test_a_bonus_for_playing_alone_makes_the_hand_go_alone() -> None:
    assert call({"when": "played_alone", "score": 1}) == "make H alone"


def test_a_penalty_for_playing_alone_changes_nothing() -> None:
    assert call({"when": "played_alone", "score": -1}) == "make H"
