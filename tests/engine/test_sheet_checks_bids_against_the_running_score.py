"""A sheet's bids are checked by the bidding rules at the score before each hand: blind nil
`when_trailing` is open only to a side trailing by enough on the running score."""

import pytest

from engine.sheet import SheetError, score_sheet
from tests.factories import spades_rules

RULES = spades_rules(bidding={"blind_nil": {"allowed": "when_trailing", "trailing_by": 100}})
# Hand 1: seats 1+3 bid 7 and take 13 (76); seats 2+4 bid 6 and take none (-60): 136 behind.
FIRST = {"bids": ["4", "3", "3", "3"], "tricks": [7, 0, 6, 0]}


def test_blind_nil_is_allowed_to_a_side_trailing_by_100_or_more() -> None:
    second = {"bids": ["4", "blind nil", "4", "4"], "tricks": [4, 0, 5, 4]}
    result = score_sheet(RULES, {"hands": [FIRST, second]})
    assert result.hands[1].score.sides[1].nils[0].made


def test_blind_nil_is_refused_to_the_side_in_the_lead() -> None:
    second = {"bids": ["blind nil", "4", "4", "4"], "tricks": [0, 4, 5, 4]}
    with pytest.raises(SheetError) as raised:
        score_sheet(RULES, {"hands": [FIRST, second]})
    (problem,) = raised.value.problems
    assert (problem.hand, problem.field) == (2, "bids[1]")
    assert "trailing by 100 or more" in problem.message
    assert "does not trail" in problem.message


def test_later_hands_are_checked_only_for_their_form_once_a_hand_fails() -> None:
    bad = {"bids": ["blind nil", "4", "4", "4"], "tricks": [0, 4, 5, 4]}
    also_bad_bid = {"bids": ["blind nil", "4", "4", "4"], "tricks": [0, 4, 5, 4]}
    with pytest.raises(SheetError) as raised:
        score_sheet(RULES, {"hands": [bad, also_bad_bid, {"bids": [], "tricks": []}]})
    assert [(p.hand, p.field) for p in raised.value.problems] == [
        (1, "bids[1]"),
        (3, "bids"),
        (3, "tricks"),
    ]
