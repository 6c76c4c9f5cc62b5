"""A Rook sheet ends where the rules end the match (`engine.core.standing`, as a card-level match
does), and a hand written after that is refused."""

import pytest

from engine.core.standing import EndReason, Outcome
from engine.sheet import SheetError, score_sheet
from rulesets.rook import RookRules
from tests.engine.rook_helpers import rook_rules

EVEN = {"bidder": 1, "bid": 70, "points": [70, 70]}
"""Side 1 makes 70 and side 2 takes 70: both score 70."""
SIDE_2_BIG = {"bidder": 2, "bid": 120, "points": [10, 130]}
SIDE_1_SET = {"bidder": 1, "bid": 120, "points": [100, 40]}
"""Side 1 is set on 120 (-120); side 2 takes 40."""


def outcome(rules: RookRules, *hands: dict) -> Outcome | None:
    return score_sheet(rules, {"hands": list(hands)}).outcome


# covers: match.target=default
def test_the_first_side_to_300_wins() -> None:
    assert outcome(rook_rules(), SIDE_2_BIG, SIDE_2_BIG) is None  # 260
    assert outcome(rook_rules(), *[SIDE_2_BIG] * 3) == Outcome((1,), EndReason.TARGET)


# covers: match.target=other
def test_a_lower_target_ends_the_match_sooner() -> None:
    rules = rook_rules("match: {target: 200}\n")
    assert outcome(rules, SIDE_2_BIG, SIDE_2_BIG) == Outcome((1,), EndReason.TARGET)


# covers: match.both_past_target=higher_score_wins
def test_both_past_300_in_one_hand_the_higher_score_wins() -> None:
    # 210-210 after three hands, 270-290 after the fourth, 340-360 after the fifth.
    hands = [EVEN, EVEN, EVEN, {"bidder": 2, "bid": 70, "points": [60, 80]}, EVEN]
    assert outcome(rook_rules(), *hands) == Outcome((1,), EndReason.TARGET)


# covers: match.both_past_target=bidders_win
def test_under_bidders_win_the_bidders_side_wins_when_both_pass_the_target() -> None:
    rules = rook_rules("match: {both_past_target: bidders_win}\n")
    hands = [EVEN, EVEN, EVEN, {"bidder": 2, "bid": 70, "points": [60, 80]}, EVEN]
    assert outcome(rules, *hands) == Outcome((0,), EndReason.TARGET)  # 340 against 360


# covers: match.ties=play_another_hand
def test_level_past_the_target_plays_another_hand() -> None:
    hands = [EVEN] * 5  # 350-350
    assert outcome(rook_rules(), *hands) is None
    decider = {"bidder": 2, "bid": 75, "points": [65, 75]}
    assert outcome(rook_rules(), *hands, decider) == Outcome((1,), EndReason.TARGET)


# covers: match.ties=shared
def test_level_past_the_target_is_shared_when_the_rules_say_so() -> None:
    rules = rook_rules("match: {ties: shared}\n")
    assert outcome(rules, *[EVEN] * 5) == Outcome((0, 1), EndReason.TARGET)


# covers: match.target=null
# covers: match.hands=other
def test_a_match_of_two_hands_ends_after_the_second() -> None:
    rules = rook_rules("match: {target: null, hands: 2}\n")
    assert outcome(rules, SIDE_2_BIG) is None
    assert outcome(rules, SIDE_2_BIG, EVEN) == Outcome((1,), EndReason.HANDS)


# covers: match.losing_score=other
def test_a_side_at_the_losing_score_loses() -> None:
    rules = rook_rules("match: {losing_score: -200}\n")
    assert outcome(rules, SIDE_1_SET) is None  # -120
    assert outcome(rules, SIDE_1_SET, SIDE_1_SET) == Outcome((1,), EndReason.LOSING_SCORE)


# covers: match.sets_to_lose=other
def test_a_side_set_twice_loses_when_two_sets_lose() -> None:
    rules = rook_rules("match: {sets_to_lose: 2}\n")
    assert outcome(rules, SIDE_1_SET, EVEN, SIDE_1_SET) == Outcome((1,), EndReason.SETS)


def test_a_hand_after_the_match_was_won_is_refused() -> None:
    with pytest.raises(SheetError) as refused:
        score_sheet(rook_rules(), {"hands": [SIDE_2_BIG] * 4})
    [problem] = refused.value.problems
    assert (problem.hand, problem.field) == (4, "hands")
    assert problem.message == (
        "the match was over after hand 3: side 2 won (target); remove the hands after it"
    )
