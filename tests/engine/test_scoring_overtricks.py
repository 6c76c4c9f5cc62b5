"""`scoring.overtricks`: what each trick beyond the contract is worth. Every one is a bag
either way."""

from fractions import Fraction
from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.core.points import format_points
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

LIBRARY = Path(rulesets.__file__).parent / "library"


def score(rules: SpadesRules, bids: list[str], tricks: tuple[int, ...]) -> HandScore:
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), tricks)
    return score_hand(rules, tally, bags_before=(0,) * len(rules.players.sides()))


# covers: scoring.overtricks=one_point
def test_contract_7_taking_9_scores_72_when_an_overtrick_is_worth_one_point() -> None:
    hand = score(spades_rules(), ["4", "3", "3", "3"], (5, 2, 4, 2))
    assert hand.sides[0].points == 72
    assert hand.sides[0].bags == 2


# covers: scoring.overtricks=nothing
def test_contract_7_taking_9_scores_70_and_two_bags_when_overtricks_are_worth_nothing() -> None:
    hand = score(
        spades_rules(scoring={"overtricks": "nothing"}), ["4", "3", "3", "3"], (5, 2, 4, 2)
    )
    assert hand.sides[0].points == 70
    assert hand.sides[0].bags == 2


# covers: scoring.overtricks=tenth
def test_call_break_call_3_taking_4_scores_exactly_3_point_1() -> None:
    call_break = rulesets.load_file(LIBRARY / "call-break.yaml")
    hand = score(call_break, ["3", "3", "3", "3"], (4, 2, 4, 3))
    assert hand.points == (Fraction(31, 10), -3, Fraction(31, 10), 3)
    assert format_points(hand.points[0]) == "3.1"
    assert hand.sides[0].bags == 0  # Call Break counts no bags


def test_a_tenth_of_ten_points_a_trick_is_one_point_and_stays_an_int() -> None:
    hand = score(spades_rules(scoring={"overtricks": "tenth"}), ["4", "3", "3", "3"], (5, 2, 4, 2))
    assert hand.sides[0].points == 72
    assert type(hand.sides[0].points) is int
