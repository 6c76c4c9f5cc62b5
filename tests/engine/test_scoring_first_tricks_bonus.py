"""`scoring.first_tricks_bonus`: a side whose players win each of the first N tricks of a hand
scores a bonus on top of its score for the hand, made or set.

Source: a Spades bonus list (ammarksman.com, "How do you get 100 bonus points in spades?"):
"First 7 - Any team to win the first 7 books of any hand receives 100 bonus points." Seats 1
and 3 are side 1, seats 2 and 4 side 2.
"""

import random

from engine.core.actions import Bid
from engine.core.protocol import Phase
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules

FIRST_7 = {"first_tricks_bonus": {"tricks": 7}}
# Side 1 (seats 1 and 3) wins tricks 1 to 7, then side 2 wins trick 8, and so on.
OPENING = (0, 2, 0, 0, 2, 2, 0, 1, 0, 3, 1, 3, 2)
BIDS = ("4", "2", "3", "2")
TRICKS = (5, 2, 4, 2)


def score(scoring: dict[str, object], opening: tuple[int, ...]) -> HandScore:
    rules = spades_rules(scoring=scoring)
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in BIDS), TRICKS, opening=opening)
    return score_hand(rules, tally, bags_before=(0, 0))


# covers: scoring.first_tricks_bonus.tricks=other
# covers: scoring.first_tricks_bonus.points=default
def test_first_7_a_side_that_wins_tricks_1_to_7_scores_100_more() -> None:
    # Side 1 bid 4 + 3 and took 9: 72, and 100 for the first 7 tricks. Side 2: 40.
    assert score(FIRST_7, OPENING).points == (172, 40)


def test_a_run_broken_before_trick_7_scores_no_bonus() -> None:
    broken = (0, 2, 0, 0, 2, 1, 0, 0, 0, 3, 1, 3, 2)
    assert score(FIRST_7, broken).points == (72, 40)


def test_a_set_side_still_scores_the_bonus() -> None:
    rules = spades_rules(scoring=FIRST_7)
    bids = tuple(Bid.parse(bid) for bid in ("6", "2", "5", "2"))
    tally = SpadesTally(bids, TRICKS, opening=OPENING)
    # Side 1 bid 11 and took 9: -110, and 100 for the first 7 tricks.
    assert score_hand(rules, tally, bags_before=(0, 0)).points == (-10, 40)


# covers: scoring.first_tricks_bonus.points=other
def test_the_bonus_is_the_value_the_rules_give() -> None:
    assert score({"first_tricks_bonus": {"tricks": 7, "points": 50}}, OPENING).points == (122, 40)


# covers: scoring.first_tricks_bonus.tricks=null
def test_without_the_bonus_the_first_tricks_count_as_any_others() -> None:
    assert score({}, OPENING).points == (72, 40)


def test_no_bonus_in_a_hand_a_renege_scores_without_its_tricks() -> None:
    rules = spades_rules(scoring=FIRST_7, reneges={"enforcement": "honour"})
    call = RenegeCall(0, 1, Caught.AFTER_GATHERED, 9)
    bids = tuple(Bid.parse(bid) for bid in BIDS)
    tally = SpadesTally(bids, TRICKS, reneges=(call,), opening=OPENING)
    # offender_set: side 1 set (-70), side 2 made its 40; no first-7 bonus.
    assert score_hand(rules, tally, bags_before=(0, 0)).points == (-70, 40)


def test_a_played_hand_records_the_winner_of_every_trick_in_order() -> None:
    rules = spades_rules(scoring=FIRST_7)
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(3), 0), 0)
    rng = random.Random(0)
    while hand.phase is not Phase.DONE:
        hand.apply(rng.choice(hand.legal_actions()))
    opening = hand.tally().opening
    assert len(opening) == 13
    assert [opening.count(seat) for seat in range(4)] == list(hand.tally().tricks)
