"""`scoring.set_penalty`: what a side scores when it takes fewer tricks than its contract.
Side 1 bids 4 + 3 = 7 and takes 5 in every test here."""

from engine.core.actions import Bid
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def score(rules: SpadesRules) -> HandScore:
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("4", "3", "3", "3")), (3, 4, 2, 4))
    return score_hand(rules, tally, bags_before=(0, 0))


# covers: scoring.set_penalty=lose_bid
def test_contract_7_taking_5_loses_70_when_a_set_loses_the_bid() -> None:
    assert score(spades_rules()).sides[0].points == -70


# covers: scoring.set_penalty=nothing
def test_contract_7_taking_5_scores_0_when_a_set_costs_nothing() -> None:
    hand = score(spades_rules(scoring={"set_penalty": "nothing"}))
    assert hand.sides[0].points == 0
    assert hand.sides[0].was_set


# covers: scoring.set_penalty=lose_shortfall
def test_contract_7_taking_5_loses_20_when_a_set_loses_the_shortfall() -> None:
    assert score(spades_rules(scoring={"set_penalty": "lose_shortfall"})).sides[0].points == -20
