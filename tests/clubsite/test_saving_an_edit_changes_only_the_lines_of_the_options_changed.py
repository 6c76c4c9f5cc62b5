"""Saving the guided editor publishes a new version whose YAML differs from the head only on
the lines of the options changed (and of the options their new settings switch off, which
leave the file); the club's comments stay, but for those on the lines changed."""

from __future__ import annotations

import difflib

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, answering_comments, head


def _url(ruleset: Ruleset, tail: str = "") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/{tail}"


SECRETARY = {
    "match.target": "300",
    "scoring.bags.mode": "not_counted",
    "bidding.blind_nil.allowed": "when_trailing",
    "bidding.blind_nil.trailing_by": "100",
}


def test_the_secretarys_edit_is_saved_as_the_next_version_on_those_lines_only(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "description_reviewed": "yes",
            "message": "Shorter games", **SECRETARY}  # fmt: skip
    answer = client_as("editor").post(_url(ruleset), answering_comments(post))
    assert answer.status_code == 302
    new = head(ruleset)
    assert new.number == old.number + 1
    assert new.message == "Shorter games"
    diff = [
        line
        for line in difflib.unified_diff(old.text.splitlines(), new.text.splitlines(), n=0)
        if line[:1] in "+-" and line[:3] not in ("+++", "---")
    ]
    added = {line for line in diff if line.startswith("+")}
    assert added == {
        "+    allowed: when_trailing",
        "+    trailing_by: 100",
        "+    mode: not_counted",
        "+  target: 300",
    }
    removed = [line[1:].strip().split(":")[0] for line in diff if line.startswith("-")]
    # Bags not counted: the threshold, penalty and remainder (with the comment above the
    # remainder) leave the file.
    options = ["allowed", "mode", "threshold", "penalty", "remainder", "target"]
    assert [name for name in removed if not name.startswith("#")] == options
    assert len(removed) == len(options) + 2
    assert '# "Starting to the dealer\'s left and going around once"' in new.text
    rules = new.load_rules()
    assert rules.match.target == 300
    assert rules.scoring.bags.mode == "not_counted"


def test_a_blank_message_is_the_list_of_changes(client_as: Clients, ruleset: Ruleset) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "match.losing_score": "-300"}
    assert client_as("editor").post(_url(ruleset), answering_comments(post)).status_code == 302
    assert head(ruleset).message == "Losing score: −200 → −300"


def test_the_preview_answers_the_summary_changes_and_problems_without_storing(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    answer = client_as("editor").post(
        _url(ruleset, "preview/"), {"base_revision": old.revision, **SECRETARY}
    )
    assert answer.status_code == 200
    preview = answer.json()
    assert "to 300" in preview["summary"] and "bags off" in preview["summary"]
    assert "Target score: 500 points → 300 points" in preview["changes"]
    assert preview["problems"] == {}
    assert "bidding.blind_nil.trailing_by" not in preview["off"]
    assert head(ruleset).number == old.number


def test_cards_typed_in_any_order_are_saved(client_as: Clients, ruleset: Ruleset) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "deck.jokers": "big_and_little",
            "deck.removed_cards": "2D, 2C"}  # fmt: skip
    assert client_as("editor").post(_url(ruleset), answering_comments(post)).status_code == 302
    assert head(ruleset).load_rules().deck.removed_cards == ["2C", "2D"]
