"""Where taking no trick scores a bonus (`scoring.events`: `took_no_trick`), the heuristic
Oh Hell bot bids 0 on a hand expected to take less than one trick; without the event it bids
the rounded count, and a hand worth a trick or more still bids it."""

import random

from engine.bots import make_bot
from engine.core.actions import Bid, BidKind
from engine.core.cards import parse_cards
from engine.core.protocol import Phase, PlayerView
from tests.factories import rules_for

NO_TRICK_BONUS = {"when": "took_no_trick", "score": 10}


def bid(hand: str, *events: dict[str, object]) -> int:
    """Seat 0's bid on three cards, hearts trump, bidding first of four."""
    bot = make_bot("heuristic", rules_for("oh_hell", scoring={"events": list(events)}))
    seen = PlayerView(
        seat=0,
        phase=Phase.BID,
        to_act=0,
        hand=tuple(parse_cards(hand)),
        bids=(None,) * 4,
        trick=(),
        tricks_taken=(0,) * 4,
        played=(),
        extra={"trump": "H"},
    )
    legal = [Bid(BidKind.NUMBER, number) for number in range(4)]
    choice = bot.choose(seen, legal, random.Random(0))
    assert isinstance(choice, Bid)
    return choice.number


def test_without_the_event_a_side_ace_bids_one() -> None:
    # The A♠ takes a trick 85 times in 100: 0.85 rounds to 1.
    assert bid("AS 4C 3D") == 1


def test_a_no_trick_bonus_makes_a_side_ace_bid_zero() -> None:
    assert bid("AS 4C 3D", NO_TRICK_BONUS) == 0


def test_a_no_trick_bonus_leaves_a_hand_worth_a_trick_its_bid() -> None:
    # The A♥ is a trump: 1.0.
    assert bid("AH 4C 3D", NO_TRICK_BONUS) == 1
