"""The heuristic bot makes team bids when they pay (issue 13: "1 team bid in 215 tournament
hands"): Blind 6 as the gamble of a side 200 behind, and 10-for-200 as soon as its count and
the partner's bid make ten tricks more likely than not."""

import random

from engine.bots import make_bot
from engine.core.actions import Bid, Look
from tests.engine.bot_helpers import chosen, library, spades_hand
from tests.factories import spades_rules

RNG = random.Random(0)
BLIND_SIX = Bid.parse("team blind 6")


def test_a_side_200_behind_bids_blind_six_before_looking() -> None:
    rules = library("tournament")
    bot = make_bot("heuristic", rules)
    behind = spades_hand(rules, {}, scores=[0, 220])
    assert bot.choose(behind.view(0), behind.legal_actions(), RNG) == BLIND_SIX


def test_a_side_level_or_far_enough_behind_for_blind_nil_does_not() -> None:
    rules = library("tournament")
    bot = make_bot("heuristic", rules)
    level = spades_hand(rules, {}, scores=[100, 100])
    assert bot.choose(level.view(0), level.legal_actions(), RNG) == Look()
    far = spades_hand(rules, {}, scores=[0, 350])
    assert bot.choose(far.view(0), far.legal_actions(), RNG) == Bid.parse("blind nil")


def test_ten_for_two_hundred_when_the_side_counts_ten_and_a_half() -> None:
    rules = spades_rules(bidding={"ten_for_two_hundred": {"allowed": "any_hand"}})
    # A hand counting about 5.7 tricks, after its partner (seat 1) bid 5: 10.7 in all.
    hand = spades_hand(rules, {2: "AS KS QS 5S 4S AH KH 2H 3D 4D 2C 3C 4C"}, ["5", "4"])
    assert chosen(rules, hand, 2) == Bid.parse("team 10")


def test_no_ten_for_two_hundred_when_the_side_counts_under_ten_and_a_half() -> None:
    rules = spades_rules(bidding={"ten_for_two_hundred": {"allowed": "any_hand"}})
    hand = spades_hand(rules, {2: "AS KS QS 5S 4S AH KH 2H 3D 4D 2C 3C 4C"}, ["4", "5"])
    assert chosen(rules, hand, 2) != Bid.parse("team 10")  # 5.7 + 4 is under 10.5
