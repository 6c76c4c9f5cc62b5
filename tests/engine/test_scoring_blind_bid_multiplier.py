"""`bidding.blind_bids.multiplier`: a contract with a blind numeric bid in it is worth the
multiplier times its value, made or set; overtricks are not multiplied. Seat 1 bids blind 7,
partner seat 3 bids 2: a contract of 9."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(tricks: tuple[int, ...], **blind_bids: object) -> SideScore:
    rules = spades_rules(bidding={"blind_bids": blind_bids})
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("blind 7", "3", "2", "3")), tricks)
    return score_hand(rules, tally, bags_before=(0, 0)).sides[0]


# covers: bidding.blind_bids.multiplier=default
def test_blind_contract_9_taking_10_scores_twice_90_plus_1() -> None:
    assert score((6, 2, 4, 1)).points == 181


def test_blind_contract_9_taking_8_loses_twice_90() -> None:
    assert score((5, 3, 3, 2)).points == -180


# covers: bidding.blind_bids.multiplier=other
def test_blind_contract_9_taking_10_at_three_times_scores_271() -> None:
    assert score((6, 2, 4, 1), multiplier=3).points == 271
