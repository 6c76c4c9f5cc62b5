"""In the admin's YAML editor, a save that lost the race no longer undoes the other editor's
change on re-apply: edits to different options are merged by option onto the new head, and
the text offered is the head with the edit's changes written in."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from registry.models import Ruleset
from tests.cast import CLASSIC, Cast, publish_next, with_target


def _save(client: Client, ruleset: Ruleset, source: bytes, base: str, **extra: str) -> str:
    url = reverse("admin:registry_ruleset_change", args=[ruleset.pk])
    post = {"source": source.decode(), "base_revision": base, "message": "mine", **extra}
    return client.post(url, post).content.decode()


def test_a_change_to_another_option_is_merged_onto_the_new_head(
    cast: Cast, ruleset: Ruleset
) -> None:
    editor = Client()
    editor.force_login(cast.editor)
    base = ruleset.revision
    publish_next(ruleset, with_target(400), cast.owner, "To 400")
    mine = CLASSIC.replace(b"  losing_score: -200 ", b"  losing_score: -300 ", 1)
    html = _save(editor, ruleset, mine, base)
    assert 'id="merged"' in html and "<code>match.losing_score</code>" in html
    assert "target: 400" in html and "losing_score: -300" in html


def test_a_change_to_the_same_option_names_it_and_keeps_the_text(
    cast: Cast, ruleset: Ruleset
) -> None:
    editor = Client()
    editor.force_login(cast.editor)
    base = ruleset.revision
    publish_next(ruleset, with_target(400), cast.owner, "To 400")
    html = _save(editor, ruleset, with_target(300), base)
    assert 'id="merge-conflicts"' in html and "<code>match.target</code>" in html
    assert "target: 300" in html
