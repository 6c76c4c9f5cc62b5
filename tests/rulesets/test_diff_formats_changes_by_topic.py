"""The changes as text: one heading per topic, in rulebook order, a line per change."""

from rulesets.diff import diff_rules, format_changes
from tests.factories import spades_rules


def test_format_changes_groups_sentences_under_topic_headings() -> None:
    old = spades_rules(name="Ours", bidding={"blind_nil": {"allowed": "any_hand"}})
    new = spades_rules(
        name="Ours, 2nd edition",
        match={"target": 300},
        bidding={"blind_nil": {"allowed": "when_trailing", "trailing_by": 100}},
    )
    assert format_changes(diff_rules(old, new)) == (
        "About\n"
        "- Name: “Ours” → “Ours, 2nd edition”\n"
        "\n"
        "Bidding\n"
        "- Blind nil: any hand → only when your team trails by 100 or more\n"
        "\n"
        "Winning the match\n"
        "- Target score: 500 points → 300 points"
    )
