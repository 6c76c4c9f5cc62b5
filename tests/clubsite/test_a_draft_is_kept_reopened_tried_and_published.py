"""Drafts: "Save as draft" keeps an unpublished edit per ruleset and author. It is not a
version (no number, not in the history); it is reopened and changed, read as a rulebook,
tried in "What would this change do?", published with a message, or discarded."""

from __future__ import annotations

from clubsite.models import RulesDraft
from registry.models import Ruleset
from tests.clubsite.conftest import Clients, answering_comments, head


def _url(ruleset: Ruleset, tail: str = "") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/{tail}"


def _draft(client: object, ruleset: Ruleset, **options: str) -> None:
    post = {"base_revision": head(ruleset).revision, "action": "draft",
            **{path.replace("__", "."): value for path, value in options.items()}}  # fmt: skip
    answer = client.post(_url(ruleset, "edit/"), answering_comments(post))  # type: ignore[attr-defined]
    assert answer.status_code == 302


def test_a_draft_is_not_a_version_and_reopens_with_its_changes(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    before = head(ruleset).number
    _draft(editor, ruleset, match__target="300")
    assert head(ruleset).number == before
    assert ruleset.versions.count() == before
    page = editor.get(_url(ruleset, "edit/")).content.decode()
    assert "Your draft" in page
    assert 'name="match.target" value="300"' in page
    assert "Target score: 500 points → 300 points" in page
    assert "Your draft" not in client_as("owner").get(_url(ruleset, "edit/")).content.decode()


def test_a_draft_reads_as_a_rulebook_and_is_offered_to_the_simulator(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    _draft(editor, ruleset, match__target="300")
    rulebook = editor.get(_url(ruleset, "edit/draft/")).content.decode()
    assert "The first side to reach 300 points wins." in rulebook
    assert "not a version" in rulebook
    simulate = editor.get(_url(ruleset, "simulate/?draft=mine")).content.decode()
    draft = RulesDraft.objects.get()
    assert f'<option value="{draft.pk}" selected>my draft on version' in simulate


def test_a_draft_is_published_with_a_message_and_then_gone(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    _draft(editor, ruleset, match__losing_score="-300")
    draft = RulesDraft.objects.get()
    post = {"base_revision": draft.base.revision, "action": "publish", "message": "Lower floor",
            "match.losing_score": "-300"}  # fmt: skip
    assert editor.post(_url(ruleset, "edit/"), answering_comments(post)).status_code == 302
    assert head(ruleset).message == "Lower floor"
    assert head(ruleset).load_rules().match.losing_score == -300
    assert not RulesDraft.objects.exists()


def test_a_draft_can_be_discarded(client_as: Clients, ruleset: Ruleset) -> None:
    editor = client_as("editor")
    _draft(editor, ruleset, match__losing_score="-300")
    post = {"base_revision": head(ruleset).revision, "action": "discard"}
    assert editor.post(_url(ruleset, "edit/"), answering_comments(post)).status_code == 302
    assert not RulesDraft.objects.exists()
