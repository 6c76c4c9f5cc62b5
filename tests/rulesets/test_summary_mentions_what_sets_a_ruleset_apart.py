"""The summary names the distinguishing options, and leaves out the usual ones."""

import pytest

from rulesets.summary import summarize
from tests.factories import spades_rules


@pytest.mark.parametrize(
    ("sections", "part"),
    [
        ({"deck": {"jokers": "big_and_little", "removed_cards": ["2C", "2D"]}}, "jokers"),
        ({"deck": {"promoted_cards": ["2D", "2S"]}}, "2♦ 2♠ promoted"),
        ({"bidding": {"blind_six": {"allowed": "any_hand", "blind": True}}}, "Blind 6"),
        (
            {
                "bidding": {
                    "ten_for_two_hundred": {"allowed": "any_hand", "tricks": 10, "success": 200}
                }
            },
            "10-for-200",
        ),
        (
            {"play": {"must_beat": True, "must_trump": True, "must_overtrump": True}},
            "call break duties",
        ),
        ({"play": {"must_trump": True}}, "must trump"),
        ({"scoring": {"bags": {"mode": "not_counted"}}}, "bags off"),
        ({"scoring": {"bags": {"remainder": "reset"}}}, "bags 10/−100 reset"),
        ({"reneges": {"enforcement": "honour"}}, "reneges on honour"),
        ({"bidding": {"nil": {"mode": "not_allowed"}}}, "no nil"),
        ({"bidding": {"nil": {"success": 50, "failure": -100}}}, "nil +50/−100"),
        (
            {"bidding": {"blind_nil": {"allowed": "any_hand", "success": 300}}},
            "blind nil +300/−200",
        ),
        ({"bidding": {"minimum_team_bid": 4}}, "min team bid 4"),
        ({"match": {"sets_to_lose": 3}}, "3 sets lose"),
        ({"match": {"hands": 12}}, "to 500/−200 or 12 hands"),
    ],
)
def test_summary_mentions_a_distinguishing_option(sections: dict[str, object], part: str) -> None:
    assert part in summarize(spades_rules(**sections))


def test_summary_leaves_out_options_at_their_usual_value() -> None:
    line = summarize(spades_rules())
    for absent in ("blind", "jokers", "honour", "duties", "Blind 6", "10-for-200", "promoted"):
        assert absent not in line
