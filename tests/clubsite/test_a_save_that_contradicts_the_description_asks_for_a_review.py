"""The headline never contradicts the rules: when a save changes an option that the
description speaks of (a number, or a named rule), the editor asks the secretary to review
the description first."""

from __future__ import annotations

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, answering_comments, head


def _url(ruleset: Ruleset) -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/"


def test_changing_the_target_the_description_names_asks_for_a_review(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "match.target": "300"}
    answer = client_as("editor").post(_url(ruleset), answering_comments(post))
    html = answer.content.decode()
    assert answer.status_code == 200
    assert "Review the description before saving" in html
    assert "Target score: 500 points → 300 points" in html
    assert head(ruleset).number == old.number


def test_the_review_can_be_confirmed_or_the_description_corrected(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "scoring.bags.mode": "not_counted",
            "description": "Partnership Spades to 500 with no bags."}  # fmt: skip
    assert client_as("editor").post(_url(ruleset), answering_comments(post)).status_code == 302
    assert head(ruleset).load_rules().description == "Partnership Spades to 500 with no bags."


def test_a_change_the_description_does_not_mention_saves_at_once(
    client_as: Clients, ruleset: Ruleset
) -> None:
    old = head(ruleset)
    post = {"base_revision": old.revision, "action": "publish", "play.must_trump": "true"}
    assert client_as("editor").post(_url(ruleset), answering_comments(post)).status_code == 302
