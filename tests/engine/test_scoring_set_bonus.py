"""`scoring.set_bonus`: points for every side that sets an opponent. Side 1 bids 7 and takes
5 (set, -70); side 2 bids 6 and takes 8 (62) in every test here."""

from engine.core.actions import Bid
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(**scoring: object) -> HandScore:
    rules = spades_rules(scoring=scoring)
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("4", "3", "3", "3")), (2, 5, 3, 3))
    return score_hand(rules, tally, bags_before=(0, 0))


# covers: scoring.set_bonus=default
def test_setting_the_opponents_earns_nothing_extra_by_default() -> None:
    assert score().points == (-70, 62)


# covers: scoring.set_bonus=other
def test_setting_the_opponents_earns_a_set_bonus_of_50() -> None:
    hand = score(set_bonus=50)
    assert hand.points == (-70, 112)
    assert hand.sides[1].bonus == 50


def test_each_side_set_earns_the_other_its_bonus() -> None:
    rules = spades_rules(scoring={"set_bonus": 50})
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("5", "5", "4", "4")), (4, 4, 4, 1))
    assert score_hand(rules, tally, bags_before=(0, 0)).points == (-90 + 50, -90 + 50)
