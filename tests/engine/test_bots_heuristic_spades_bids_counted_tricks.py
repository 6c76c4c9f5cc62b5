"""The heuristic Spades bot bids the tricks its hand should take, nil with a hand of no
dangerous card, blind nil only when allowed and far behind, and always a legal bid."""

import random

from engine.bots import make_bot
from engine.core.actions import Bid, Look
from engine.core.cards import parse_cards
from engine.games.spades.deal import pack
from engine.games.spades.heuristic import estimate_tricks, nil_dangers
from tests.engine.bot_helpers import chosen, library, spades_hand
from tests.factories import spades_rules

RNG = random.Random(0)
STRONG = "AS KS QS JS 10S AH KH AD AC 2H 3H 2D 2C"
WEAK = "2S 3S 2H 3H 4H 5H 6H 2D 3D 4D 2C 3C 4C"


def test_a_hand_of_top_trumps_and_aces_bids_nine_or_more() -> None:
    rules = library("classic")
    hand = spades_hand(rules, {0: STRONG})
    bid = chosen(rules, hand, 0)
    assert isinstance(bid, Bid) and bid.number >= 9


def test_counted_tricks_grow_with_high_cards_and_trump_length() -> None:
    the_pack = pack(library("classic"))
    weak = estimate_tricks(the_pack, parse_cards(WEAK), 4)
    average = estimate_tricks(the_pack, parse_cards("AS 5S 6S KH 7H 8H QD 9D 2D 3C 4C 5C 6C"), 4)
    strong = estimate_tricks(the_pack, parse_cards(STRONG), 4)
    assert weak < 1 < average < 5 < strong


def test_fewer_players_make_each_card_worth_more_tricks() -> None:
    the_pack = pack(library("cutthroat-3"))
    cards = parse_cards("AS 5S 6S KH 7H 8H QD 9D 2D 3C 4C 5C 6C 7C 8C 9C 10C")
    assert estimate_tricks(the_pack, cards, 3) > estimate_tricks(the_pack, cards[:13], 4)


def test_a_hand_without_a_dangerous_card_bids_nil_when_nil_is_legal() -> None:
    rules = library("classic")
    hand = spades_hand(rules, {0: WEAK})
    assert nil_dangers(pack(rules), parse_cards(WEAK)) == 0
    assert chosen(rules, hand, 0) == Bid.parse("nil")


def test_an_ace_makes_a_weak_hand_bid_a_number_instead_of_nil() -> None:
    rules = library("classic")
    hand = spades_hand(rules, {0: WEAK.replace("6H", "AH")})
    bid = chosen(rules, hand, 0)
    assert bid == Bid.parse("1")


def test_without_nil_a_weak_hand_bids_the_lowest_number() -> None:
    rules = library("call-break")  # play goes counterclockwise: seat 3 bids first
    hand = spades_hand(rules, {2: WEAK})
    assert chosen(rules, hand, 2) == Bid.parse("1")


def test_the_minimum_team_bid_is_met_by_choosing_from_the_legal_bids() -> None:
    rules = library("joker-joker-deuce-deuce")  # a side bids at least 4
    hand = spades_hand(rules, {2: "3S 4S 3H 4H 5H 6H 7H 3D 4D 5D 3C 4C 5C"}, ["1", "3"])
    legal = hand.legal_actions()
    bid = make_bot("heuristic", rules).choose(hand.view(2), legal, RNG)
    assert bid in legal and bid == Bid.parse("3")


def test_blind_nil_only_when_allowed_and_trailing_badly() -> None:
    rules = library("tournament")  # blind nil in any hand
    behind = spades_hand(rules, {}, scores=[0, 350])
    level = spades_hand(rules, {}, scores=[100, 100])
    bot = make_bot("heuristic", rules)
    assert bot.choose(behind.view(0), behind.legal_actions(), RNG) == Bid.parse("blind nil")
    assert bot.choose(level.view(0), level.legal_actions(), RNG) == Look()


def test_a_partner_bids_ten_for_two_hundred_when_the_side_should_take_ten() -> None:
    rules = spades_rules(bidding={"ten_for_two_hundred": {"allowed": "any_hand"}})
    hand = spades_hand(rules, {2: STRONG}, ["4", "2"])
    assert chosen(rules, hand, 2) == Bid.parse("team 10")
