"""The heuristic Spades bot protects its partner's nil and attacks an opponent's."""

import random

from engine.bots import make_bot
from engine.core.cards import Card
from tests.engine.bot_helpers import chosen, library, spades_hand, view

RNG = random.Random(0)


def test_the_partner_of_a_nil_overtakes_the_nil_bidders_winning_card() -> None:
    rules = library("classic")
    hand = spades_hand(
        rules,
        {0: "9H 2S 3S 2D 3D 4D 5D 6D 2C 3C 4C 5C 6C", 1: "2H", 2: "AH 10H 3H"},
        ["nil", "4", "4", "4", "9H", "2H"],
    )
    assert chosen(rules, hand, 2) == Card.parse("10H")


def test_the_partner_of_a_nil_leads_its_highest_card() -> None:
    rules = library("classic")
    bot = make_bot("heuristic", rules)
    seen = view(2, "AH 4H KD 3D 2C", ["nil", "3", "4", "3"], taken=(0, 2, 3, 3))
    assert bot.choose(seen, [Card.parse(c) for c in ("AH", "4H", "KD", "3D", "2C")], RNG) == (
        Card.parse("AH")
    )


def test_a_nil_bidder_sheds_its_highest_card_that_still_loses() -> None:
    rules = library("classic")
    bot = make_bot("heuristic", rules)
    seen = view(0, "KH 10H 5H 2C", ["nil", "4", "4", "4"], trick=[(3, "QH")])
    legal = [Card.parse(c) for c in ("KH", "10H", "5H")]
    assert bot.choose(seen, legal, RNG) == Card.parse("10H")


def test_an_opponents_nil_card_is_left_winning() -> None:
    rules = library("classic")
    hand = spades_hand(
        rules,
        {0: "5D", 1: "QD", 2: "KD 3D 2H 3H 4H 5H 6H 7H 8H 9H 2C 3C 4C"},
        ["3", "nil", "3", "3", "5D", "QD"],
    )
    assert chosen(rules, hand, 2) == Card.parse("3D")


def test_a_low_card_is_led_into_a_suit_the_nil_bidder_still_holds() -> None:
    rules = library("classic")
    bot = make_bot("heuristic", rules)
    played = [(0, "2C"), (1, "QC"), (2, "2H"), (3, "4C")]  # the nil bidder is void in clubs
    hand = "AC KC 5C 9D 7D 6D"
    legal = [Card.parse(c) for c in hand.split()]
    against_nil = view(3, hand, ["3", "2", "nil", "2"], taken=(0, 1, 0, 0), played=played)
    against_bids = view(3, hand, ["3", "2", "1", "2"], taken=(0, 1, 0, 0), played=played)
    assert bot.choose(against_nil, legal, RNG) == Card.parse("6D")
    assert bot.choose(against_bids, legal, RNG) == Card.parse("5C")
