"""The heuristic bot bids Bemo (`bidding.bemo`: the first 9 or 6 tricks in a row) only with a
hand whose sure winners from the top cover it with a trick to spare: the top trumps in an
unbroken run that draws every trump against it, then its other trumps and the top cards of its
side suits. A hand that counts many tricks, but not from the top, bids a number."""

from engine.core.actions import Bid, BidKind
from engine.games.spades.deal import pack
from engine.games.spades.heuristic import sure_winners
from tests.engine.bot_helpers import chosen, spades_hand
from tests.factories import spades_rules

BEMO = spades_rules(bidding={"bemo": {"allowed": "any_hand"}})
TOP = "AS KS QS JS 10S 9S 8S AH KH AD AC 2D 2C"
"""Seven top spades draw the six against them, then A-K of hearts and two aces: 11 sure."""


def test_eleven_sure_winners_bid_big_bemo() -> None:
    hand = spades_hand(BEMO, {0: TOP})
    assert sure_winners(pack(BEMO), hand.hand(0)) == 11
    assert chosen(BEMO, hand, 0) == Bid.parse("bemo 9")


def test_seven_sure_winners_bid_little_bemo() -> None:
    # Seven top spades and nothing else from the top: 7 sure, enough for 6 with one spare.
    hand = spades_hand(BEMO, {0: "AS KS QS JS 10S 9S 8S 5H 4H 3D 2D 3C 2C"})
    assert sure_winners(pack(BEMO), hand.hand(0)) == 7
    assert chosen(BEMO, hand, 0) == Bid.parse("bemo 6")


def test_a_strong_hand_without_the_top_trumps_bids_a_number() -> None:
    # The ace of spades is out: the run is empty, so nothing is sure from the first trick.
    hand = spades_hand(BEMO, {0: "KS QS JS 10S 9S 8S 7S AH KH AD AC 2D 2C"})
    assert sure_winners(pack(BEMO), hand.hand(0)) == 0
    assert chosen(BEMO, hand, 0).kind is BidKind.NUMBER


def test_without_bemo_in_the_rules_the_same_hand_bids_a_number() -> None:
    rules = spades_rules()
    hand = spades_hand(rules, {0: TOP})
    assert chosen(rules, hand, 0).kind is BidKind.NUMBER
