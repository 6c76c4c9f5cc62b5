"""Team bids in solo (cutthroat) games (issue 13, defect 2): with one-seat sides, `blind_six`
and `ten_for_two_hundred` are offered to every player as solo bids, pre-empt nobody, and
score as that player's contract. Before, they validated and were never offered."""

import random

import pytest

from engine.core.actions import Bid, Look
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

TEN = Bid.parse("team 10")
BLIND_SIX = Bid.parse("team blind 6")
SOLO_SIDES = {
    "singles": {"teams": "singles"},
    "custom sides of one": {"teams": "custom", "team_map": [[1], [2], [3], [4]]},
}


def solo(players: dict[str, object], **bidding: object) -> SpadesRules:
    return spades_rules(players=players, bidding=bidding, match={"losing_score": None})


def new_hand(rules: SpadesRules) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(4), 0), 0)


# covers: bidding.ten_for_two_hundred.allowed=any_hand
@pytest.mark.parametrize("players", SOLO_SIDES.values(), ids=SOLO_SIDES.keys())
def test_ten_for_two_hundred_is_offered_to_every_player_and_pre_empts_nobody(
    players: dict[str, object],
) -> None:
    hand = new_hand(solo(players, ten_for_two_hundred={"allowed": "any_hand"}))
    for _ in range(4):
        assert TEN in hand.legal_bids()
        hand.apply(TEN if hand.to_act == 1 else Bid.parse("1"))
    assert hand.bids == (Bid.parse("1"), TEN, Bid.parse("1"), Bid.parse("1"))


# covers: bidding.blind_six.allowed=any_hand
@pytest.mark.parametrize("players", SOLO_SIDES.values(), ids=SOLO_SIDES.keys())
def test_blind_six_is_a_solo_bid_before_looking(players: dict[str, object]) -> None:
    hand = new_hand(solo(players, blind_six={"allowed": "any_hand"}))
    assert hand.legal_actions() == (Look(), BLIND_SIX)
    hand.apply(BLIND_SIX)  # seat 2
    assert hand.to_act == 2 and hand.legal_actions() == (Look(), BLIND_SIX)


def test_a_solo_ten_for_two_hundred_taking_ten_of_thirteen_scores_200() -> None:
    # Seed 002's 10-for-200 (at least 10 tricks, for 200 or -200), played alone: seat 2
    # takes 10 of the 13 tricks; seat 1 bid 2 and took 2; seats 3 and 4 bid 1, took 1 and 0.
    rules = solo(SOLO_SIDES["singles"], ten_for_two_hundred={"allowed": "any_hand"})
    bids = (Bid.parse("2"), TEN, Bid.parse("1"), Bid.parse("1"))
    scored = score_hand(rules, SpadesTally(bids, (2, 10, 1, 0)), bags_before=(0, 0, 0, 0))
    assert scored.points == (20, 200, 10, -10)


def test_a_solo_ten_for_two_hundred_taking_nine_loses_200() -> None:
    rules = solo(SOLO_SIDES["singles"], ten_for_two_hundred={"allowed": "any_hand"})
    bids = (Bid.parse("2"), TEN, Bid.parse("1"), Bid.parse("1"))
    scored = score_hand(rules, SpadesTally(bids, (2, 9, 1, 1)), bags_before=(0, 0, 0, 0))
    assert scored.points[1] == -200
