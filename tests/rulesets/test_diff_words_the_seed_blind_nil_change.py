"""The seed example: Taash allows blind nil every hand; many groups only when trailing."""

from rulesets.diff import Change, diff_rules
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def with_blind_nil(blind_nil: dict[str, object]) -> SpadesRules:
    return spades_rules(name="T", bidding={"blind_nil": blind_nil})


def test_diff_words_blind_nil_from_any_hand_to_only_when_trailing() -> None:
    old = with_blind_nil({"allowed": "any_hand"})
    new = with_blind_nil({"allowed": "when_trailing", "trailing_by": 100})
    assert diff_rules(old, new) == [
        Change(
            path="bidding.blind_nil.allowed",
            old="any_hand",
            new="when_trailing",
            topic="bidding",
            sentence="Blind nil: any hand → only when your team trails by 100 or more",
        )
    ]


def test_diff_words_a_new_threshold_alone_with_the_whole_rule() -> None:
    old = with_blind_nil({"allowed": "when_trailing", "trailing_by": 100})
    new = with_blind_nil({"allowed": "when_trailing", "trailing_by": 200})
    assert [(c.path, c.old, c.new, c.sentence) for c in diff_rules(old, new)] == [
        (
            "bidding.blind_nil.trailing_by",
            100,
            200,
            "Blind nil: only when your team trails by 100 or more"
            " → only when your team trails by 200 or more",
        )
    ]
