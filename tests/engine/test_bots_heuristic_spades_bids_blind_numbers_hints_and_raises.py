"""The heuristic bot makes blind numeric bids when they pay (issue 13: "the heuristic bots
make team bids and blind numeric bids when they pay, so that 'What would this change do?'
exercises them"), and bids the partnership rounds sensibly: a hint of its own count, the
side's number after a partner's hint, and a raise when tricks are left unbid."""

import random

from engine.bots import make_bot
from engine.core.actions import Bid, Look
from engine.match import play_match
from tests.engine.bot_helpers import chosen, spades_hand
from tests.factories import spades_rules

RNG = random.Random(0)
BLIND_FOUR = spades_rules(bidding={"blind_bids": {"allowed": "any_hand", "minimum": 4}})
STRONG = "AS KS QS 5S 4S AH KH 2H 3D 4D 2C 3C 4C"  # counts about 5.7 tricks


def test_a_side_150_behind_bids_the_lowest_blind_number() -> None:
    bot = make_bot("heuristic", BLIND_FOUR)
    behind = spades_hand(BLIND_FOUR, {}, scores=[0, 160])
    assert bot.choose(behind.view(0), behind.legal_actions(), RNG) == Bid.parse("blind 4")


def test_a_side_level_looks_and_a_blind_six_waits_for_250_behind() -> None:
    bot = make_bot("heuristic", BLIND_FOUR)
    level = spades_hand(BLIND_FOUR, {}, scores=[100, 100])
    assert bot.choose(level.view(0), level.legal_actions(), RNG) == Look()
    six = spades_rules(bidding={"blind_bids": {"allowed": "any_hand"}})
    bot = make_bot("heuristic", six)
    for behind, expected in ((160, Look()), (260, Bid.parse("blind 6"))):
        hand = spades_hand(six, {}, scores=[0, behind])
        assert bot.choose(hand.view(0), hand.legal_actions(), RNG) == expected


def test_the_partner_of_a_blind_bidder_bids_under_its_count() -> None:
    # Seat 1 bids blind 6, two tricks beyond a fair 3.25 share: seat 3 covers them.
    six = spades_rules(bidding={"blind_bids": {"allowed": "any_hand"}})
    plain = spades_hand(six, {2: STRONG}, ["look", "4", "look", "3", "look"])
    after_blind = spades_hand(six, {2: STRONG}, ["blind 6", "look", "3", "look"], [0, 300])
    assert chosen(six, after_blind, 2).number < chosen(six, plain, 2).number


def test_blind_numbers_are_bid_in_seeded_matches_and_not_without_them() -> None:
    def blind_bids(rules: object) -> int:
        count = 0
        for seed in range(6):
            for hand in play_match(rules, ["heuristic"] * 4, seed=seed).log["hands"]:
                count += sum(
                    str(bid).startswith("blind ") and bid != "blind nil"
                    for bid in hand.get("bids") or []
                )
        return count

    assert blind_bids(BLIND_FOUR) >= 5
    assert blind_bids(spades_rules()) == 0


def test_the_second_partner_adds_the_hint_to_its_count() -> None:
    hint = spades_rules(bidding={"partnership": "hint"})
    # Seat 1 hinted 4, seat 2 hinted 3: seat 3 names its side's number.
    hand = spades_hand(hint, {2: STRONG}, ["4", "3"])
    assert hand.view(2).extra["bid_turn"] == "bid"
    alone = chosen(hint, spades_hand(hint, {0: STRONG}), 0)
    assert chosen(hint, hand, 2).number == alone.number + 4


def test_a_raise_takes_a_share_of_the_tricks_nobody_bid() -> None:
    raising = spades_rules(bidding={"raise_round": True})
    # 2 + 1 + 2 + 1 = 6 bid: 7 tricks unbid, a quarter of them is 1.
    hand = spades_hand(raising, {}, ["2", "1", "2", "1"])
    assert hand.view(hand.to_act).extra["bid_turn"] == "raise"
    seat = hand.to_act
    assert chosen(raising, hand, seat) == Bid.parse(str(hand.bids[seat].number + 1))
    # 4 + 3 + 3 + 3 = 13 bid: nothing to claim.
    full = spades_hand(raising, {}, ["4", "3", "3", "3"])
    assert chosen(raising, full, full.to_act) == Bid.parse("pass")
