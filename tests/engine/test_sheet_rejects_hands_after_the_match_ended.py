"""A hand recorded after the match was over is an error."""

import pytest

from engine.sheet import SheetError, score_sheet
from tests.factories import spades_rules


def test_a_hand_after_a_side_reached_the_target_is_refused() -> None:
    rules = spades_rules(match={"target": 100})
    win = {"bids": ["5", "3", "5", "3"], "tricks": [6, 1, 5, 1]}  # 10 bid, 11 taken: 101
    after = {"bids": ["3", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
    with pytest.raises(SheetError) as raised:
        score_sheet(rules, {"hands": [win, after]})
    (problem,) = raised.value.problems
    assert problem.hand == 2
    assert "the match was over after hand 1: side 1 won (target)" in problem.message
