"""`scoring.points_per_trick`: what each trick of a made contract is worth (and each trick
bid costs when it is set)."""

from engine.core.actions import Bid
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def score(rules: SpadesRules, bids: list[str], tricks: tuple[int, ...]) -> HandScore:
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), tricks)
    return score_hand(rules, tally, bags_before=(0, 0))


# covers: scoring.points_per_trick=default
def test_contract_7_taking_8_at_ten_points_a_trick_scores_71_and_6_taking_5_loses_60() -> None:
    hand = score(spades_rules(), ["4", "3", "3", "3"], (4, 3, 4, 2))
    assert hand.points == (71, -60)


# covers: scoring.points_per_trick=other
def test_contract_7_taking_8_at_five_points_a_trick_scores_36_and_6_taking_5_loses_30() -> None:
    hand = score(spades_rules(scoring={"points_per_trick": 5}), ["4", "3", "3", "3"], (4, 3, 4, 2))
    assert hand.points == (36, -30)
