"""Two identical rulesets differ in nothing."""

from rulesets.diff import diff_rules, format_changes
from rulesets.spades import SpadesRules
from tests.factories import rook_rules


def test_diff_of_identical_spades_rules_is_empty() -> None:
    document = {
        "format": "houserules/1",
        "game": "spades",
        "name": "Ours",
        "bidding": {"blind_nil": {"allowed": "when_trailing", "trailing_by": 100}},
    }
    assert (
        diff_rules(SpadesRules.model_validate(document), SpadesRules.model_validate(document)) == []
    )


def test_diff_of_identical_rook_rules_is_empty() -> None:
    rules = rook_rules()
    assert diff_rules(rules, rules) == []


def test_no_changes_format_as_a_short_line() -> None:
    assert format_changes([]) == "No changes."
