"""A score sheet (bids and tricks per hand) is scored hand by hand with a running standing,
and the match ends when the rules say."""

import json
from pathlib import Path

import rulesets
from engine.core.standing import EndReason, Outcome
from engine.sheet import score_sheet

LIBRARY = Path(rulesets.__file__).parent / "library"


def test_a_two_hand_sheet_scores_each_hand_and_keeps_a_running_standing() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    sheet = {
        "hands": [
            # Seats 1+3 bid 4+3 and take 9: 72. Seats 2+4: nil fails with a trick (-100),
            # 5 taking 3 is set (-50), the nil's trick is a bag (+1): -149.
            {"dealer": 1, "bids": ["4", "nil", "3", "5"], "tricks": [5, 1, 4, 3]},
            {"bids": ["3", "3", "3", "3"], "tricks": [4, 3, 4, 2]},
        ]
    }
    result = score_sheet(rules, sheet)
    assert [hand.score.points for hand in result.hands] == [(72, -149), (62, -60)]
    assert [hand.dealer for hand in result.hands] == [0, 1]  # the deal passes to seat 2
    assert result.hands[0].standing.scores == (72, -149)
    assert result.standing.scores == (134, -209)
    assert result.standing.bags == (4, 1)
    assert result.outcome == Outcome((0,), EndReason.LOSING_SCORE)


def test_a_sheet_given_as_json_text_scores_to_json_with_exact_tenths() -> None:
    rules = rulesets.load_file(LIBRARY / "call-break.yaml")
    text = json.dumps({"hands": [{"bids": ["3", "3", "3", "3"], "tricks": [4, 2, 4, 3]}]})
    out = score_sheet(rules, text).to_json()
    assert out["hands"][0]["score"]["sides"][0]["points"] == "3.1"
    assert out["standing"]["scores"] == ["3.1", -3, "3.1", 3]
    assert out["outcome"] is None
