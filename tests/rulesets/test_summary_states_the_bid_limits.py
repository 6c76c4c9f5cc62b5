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


def test_the_new_limits_and_contract_values_read_in_the_summary() -> None:
    rules = spades_rules(
        bidding={"limits": {"partner_nil_minimum": 4, "total": "not_equal"}},
        scoring={
            "contracts": {"values": [{"tricks": 7, "up_to": 9, "when_made": 100}]},
            "bags": {"kept": "when_made"},
        },
    )
    line = summarize(rules)
    assert "nil's partner bids at least 4" in line
    assert "all bids never 13 (the tricks in a hand)" in line
    assert "7 to 9 made: +100" in line and "kept when made" in line
