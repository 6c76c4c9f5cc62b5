"""`bidding.bemo`: Bemo, a team bid to win the opening tricks of the hand.

Source: spadesgame.net, "The Language of Spades": "Do you know what a Big Bemo is? ... All
you have to do is pick up the first 9 tricks of the hand to win 90 extra points. Of course,
if you don't, you lose the same amount. If you aren't bidding quite so high, you can go for
the Little Bemo which is only the first six tricks." Here `bemo 9` and `bemo 6`: either
partner bids it after looking, replacing the other's bid; made when the side's players win
each of the first N tricks, for N x 10; failed, minus as much. Seats 1 and 3 are side 1.
"""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

BIG, LITTLE = Bid.parse("bemo 9"), Bid.parse("bemo 6")
# Side 1 (seats 1 and 3) wins tricks 1 to 9, then side 2 wins the last four.
NINE = (0, 2, 0, 0, 2, 2, 0, 2, 0, 1, 3, 1, 3)


def bemo(**options: object) -> SpadesRules:
    return spades_rules(bidding={"bemo": {"allowed": "any_hand", **options}})


def new_hand(rules: SpadesRules, scores: tuple[int, ...] = (0, 0)) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(4), 0), 0, scores=scores)


def score(
    rules: SpadesRules, bid: Bid, opening: tuple[int, ...], tricks: tuple[int, ...]
) -> HandScore:
    # Seat 1 bids the Bemo, replacing seat 3's bid; seats 2 and 4 bid 2 each.
    bids = (bid, Bid.parse("2"), None, Bid.parse("2"))
    return score_hand(rules, SpadesTally(bids, tricks, opening=opening), bags_before=(0, 0))


def test_bemo_reads_and_prints_as_a_team_bid_with_its_tricks() -> None:
    assert str(BIG) == "bemo 9" and BIG.is_team and BIG.number == 9


# covers: bidding.bemo.allowed=never
def test_no_bemo_by_default() -> None:
    hand = new_hand(spades_rules())
    assert BIG not in hand.legal_bids()
    with pytest.raises(IllegalActionError):
        hand.apply(BIG)


# covers: bidding.bemo.allowed=any_hand
# covers: bidding.bemo.trailing_by=null
# covers: bidding.bemo.tricks=default
def test_big_and_little_bemo_are_offered_and_replace_the_partners_bid() -> None:
    hand = new_hand(bemo())
    assert {BIG, LITTLE} <= set(hand.legal_bids())
    hand.apply(BIG)  # seat 2; seat 4 does not bid
    hand.apply(Bid.parse("3"))
    hand.apply(Bid.parse("3"))
    assert hand.bids == (Bid.parse("3"), BIG, Bid.parse("3"), None)


# covers: bidding.bemo.allowed=when_trailing
# covers: bidding.bemo.trailing_by=other
def test_bemo_only_for_a_side_trailing_by_enough() -> None:
    rules = spades_rules(bidding={"bemo": {"allowed": "when_trailing", "trailing_by": 100}})
    assert BIG in new_hand(rules, scores=(300, 200)).legal_bids()
    assert BIG not in new_hand(rules, scores=(300, 250)).legal_bids()


# covers: bidding.bemo.points_per_trick=default
def test_big_bemo_made_scores_90_and_its_later_tricks_are_bags() -> None:
    # Side 1 won the first 9 and took 10 in all: +90 and one bag. Side 2 bid 4 and took 3.
    hand = score(bemo(), BIG, NINE, (6, 2, 4, 1))
    assert hand.points == (90, -40)
    assert hand.sides[0].made and hand.sides[0].bags == 1


def test_big_bemo_fails_when_a_trick_of_the_first_9_is_lost() -> None:
    # The same 10 tricks, but side 2 won trick 4: -90, however many tricks side 1 took.
    broken = (0, 2, 0, 1, 2, 2, 0, 2, 0, 0, 3, 1, 3)
    hand = score(bemo(), BIG, broken, (6, 2, 4, 1))
    assert hand.points == (-90, -40) and hand.sides[0].bags == 0


def test_little_bemo_needs_only_the_first_6_and_scores_60() -> None:
    six = (0, 2, 0, 0, 2, 2, 1, 3, 1, 3, 1, 0, 2)
    assert score(bemo(), LITTLE, six, (4, 3, 4, 2)).points == (60, 40 + 1)


# covers: bidding.bemo.tricks=other
def test_a_club_may_offer_only_the_little_bemo() -> None:
    hand = new_hand(bemo(tricks=[6]))
    assert LITTLE in hand.legal_bids() and BIG not in hand.legal_bids()


# covers: bidding.bemo.points_per_trick=other
def test_bemo_at_20_a_trick_scores_180() -> None:
    assert score(bemo(points_per_trick=20), BIG, NINE, (6, 2, 4, 1)).points == (180, -40)


def test_a_renege_by_the_bemo_side_sets_its_bemo() -> None:
    rules = spades_rules(
        bidding={"bemo": {"allowed": "any_hand"}}, reneges={"enforcement": "honour"}
    )
    call = RenegeCall(0, 1, Caught.AFTER_GATHERED, 3)
    bids = (BIG, Bid.parse("2"), None, Bid.parse("2"))
    tally = SpadesTally(bids, (6, 2, 4, 1), reneges=(call,), opening=NINE)
    assert score_hand(rules, tally, bags_before=(0, 0)).points == (-90, 40)
