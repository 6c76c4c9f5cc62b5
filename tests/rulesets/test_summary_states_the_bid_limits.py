"""The one-line summary states `bidding.limits` when a ruleset sets them, and nothing when
it does not."""

from rulesets.summary import summarize
from tests.factories import spades_rules


def test_limits_read_in_the_summary() -> None:
    rules = spades_rules(
        bidding={
            "limits": {"maximum": 8, "forbidden": [1], "side_maximum": 13, "side_forbidden": [9]}
        }
    )
    line = summarize(rules)
    assert "bids 1 to 8, but not 1" in line
    assert "side bids ≤ 13" in line and "side total never 9" in line


def test_no_limits_no_words() -> None:
    assert "bids " not in summarize(spades_rules())
