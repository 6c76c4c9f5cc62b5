"""`scoring.bonus_call`: Call Break's bonus call (a call of 8 or more, made, scores a flat 13)
and its instant win (a call of 13, made, wins the match). Call Break: one point per trick
called, a tenth for each extra trick, every player for themselves (library call-break.yaml)."""

from fractions import Fraction

from engine.core.actions import Bid
from engine.core.standing import Standing, match_outcome
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import library_spades, spades_rules


def call_break(**bonus_call: object) -> SpadesRules:
    data = library_spades("call-break").model_dump(mode="json", exclude={"format", "game"})
    data["scoring"]["bonus_call"] = bonus_call
    return spades_rules(**data)


def score(rules: SpadesRules, calls: tuple[int, ...], tricks: tuple[int, ...]) -> HandScore:
    bids = tuple(Bid.parse(str(call)) for call in calls)
    return score_hand(rules, SpadesTally(bids, tricks), bags_before=(0, 0, 0, 0))


# covers: scoring.bonus_call.from_call=null
# covers: scoring.bonus_call.points=default
# covers: scoring.bonus_call.wins_match_at=null
def test_without_a_bonus_call_a_call_of_8_taking_9_scores_8_point_1() -> None:
    scored = score(call_break(), (8, 1, 1, 2), (9, 1, 1, 2))
    assert scored.points[0] == Fraction(81, 10)


# covers: scoring.bonus_call.from_call=other
def test_a_call_of_8_made_scores_a_flat_13() -> None:
    rules = call_break(from_call=8)
    assert score(rules, (8, 1, 1, 2), (9, 1, 1, 2)).points[0] == 13
    assert score(rules, (7, 1, 1, 2), (7, 2, 2, 2)).points[0] == 7  # 7 is not a bonus call
    assert score(rules, (8, 1, 1, 2), (7, 2, 2, 2)).points[0] == -8  # a set bonus call loses 8


# covers: scoring.bonus_call.points=other
def test_a_bonus_call_worth_16_scores_16() -> None:
    assert score(call_break(from_call=8, points=16), (8, 1, 1, 2), (8, 2, 1, 2)).points[0] == 16


# covers: scoring.bonus_call.wins_match_at=other
def test_a_call_of_13_made_wins_the_match_at_once() -> None:
    rules = call_break(wins_match_at=13)
    scored = score(rules, (13, 1, 1, 1), (13, 0, 0, 0))
    assert scored.forfeits == (1, 2, 3)
    outcome = match_outcome(rules, Standing.start(4).after(scored))
    assert outcome is not None and outcome.winners == (0,)
    assert score(rules, (13, 1, 1, 1), (12, 1, 0, 0)).forfeits == ()
