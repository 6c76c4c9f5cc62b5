"""After a nil the heuristic Spades bot passes: the nil bidder its most dangerous cards, the
partner its lowest ones."""

import random

from engine.bots import make_bot
from engine.core.actions import PassCards
from engine.core.cards import parse_cards
from tests.engine.bot_helpers import library, spades_hand

RNG = random.Random(0)
NIL_HAND = "BJ 3S 4S 3H 4H 5H AH 3D 4D 5D 6D 7D 8D"
PARTNER = "LJ AS KS QS KH QH JH 10H KD QD 3C 4C 6C"


def test_the_nil_bidder_gives_its_highest_cards_and_gets_the_partners_lowest() -> None:
    rules = library("joker-joker-deuce-deuce")  # two cards each way after a nil
    hand = spades_hand(rules, {0: NIL_HAND, 2: PARTNER}, ["nil", "3", "5", "3"])
    bot = make_bot("heuristic", rules)
    given = bot.choose(hand.view(0), hand.legal_actions(), RNG)
    assert isinstance(given, PassCards) and set(given.cards) == set(parse_cards("BJ AH"))
    hand.apply(given)
    back = bot.choose(hand.view(2), hand.legal_actions(), RNG)
    assert isinstance(back, PassCards) and set(back.cards) == set(parse_cards("3C 4C"))
