"""The ruleset pages, through Django's test client: edit the YAML and save a new version,
see every diagnostic at its line when the YAML is wrong, resolve a conflicting save, read the
history, compare, restore, deprecate and withdraw."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from registry.models import AuditEvent, LifecycleChange, Ruleset, Version
from tests.cast import CLASSIC, Cast, publish_next, with_target


@pytest.fixture
def editor(cast: Cast) -> Client:
    client = Client()
    client.force_login(cast.editor)
    return client


def page_url(ruleset: Ruleset) -> str:
    return reverse("admin:registry_ruleset_change", args=[ruleset.pk])


def version_url(ruleset: Ruleset, number: int) -> str:
    return reverse("admin:registry_ruleset_version", args=[ruleset.pk, number])


def hidden(html: str, name: str) -> str:
    found = re.search(rf'name="{name}" value="([^"]*)"', html)
    assert found, f"no hidden {name}"
    return found[1]


def save(client: Client, ruleset: Ruleset, source: bytes, base: str, **extra: str) -> object:
    data = {"source": source.decode(), "message": "Play to 300", "base_revision": base, **extra}
    return client.post(page_url(ruleset), data)


def test_the_page_offers_the_head_yaml_in_a_numbered_editor(
    editor: Client, ruleset: Ruleset
) -> None:
    html = editor.get(page_url(ruleset)).content.decode()
    assert 'class="yaml-editor"' in html and 'class="gutter"' in html
    assert "target: 500" in html
    assert hidden(html, "base_revision") == ruleset.revision
    assert "Save as version 2" in html


def test_saving_an_edit_makes_the_next_version_and_shows_the_diff(
    editor: Client, ruleset: Ruleset, cast: Cast
) -> None:
    response = save(editor, ruleset, with_target(300), ruleset.revision)
    assert response.status_code == 302 and response.url == version_url(ruleset, 2)
    version = Version.objects.get(ruleset=ruleset, number=2)
    assert (version.author, version.message) == (cast.editor, "Play to 300")
    assert version.source_bytes == with_target(300)
    html = editor.get(response.url).content.decode()
    assert "Saved as version 2." in html
    assert "What changed from version 1" in html
    assert "500 points → 300 points" in html  # the semantic diff, in words
    assert '<span class="add">+  target: 300' in html  # the YAML diff


def test_the_browsers_crlf_line_endings_are_saved_as_lf(editor: Client, ruleset: Ruleset) -> None:
    crlf = CLASSIC.replace(b"\n", b"\r\n")
    response = save(editor, ruleset, crlf, ruleset.revision)
    assert response.url == version_url(ruleset, 1)  # identical to the head: nothing saved
    assert ruleset.versions.count() == 1


def test_invalid_yaml_lists_every_diagnostic_at_its_line_and_stores_nothing(
    editor: Client, ruleset: Ruleset
) -> None:
    broken = CLASSIC.replace(b"  target: 500 ", b"  target: lots ").replace(
        b"  count: 4 ", b"  count: 4\n  counts: 4 ", 1
    )
    events = AuditEvent.objects.count()
    response = save(editor, ruleset, broken, ruleset.revision)
    html = response.content.decode()
    assert response.status_code == 200
    assert "nothing was saved" in html
    lines = broken.decode().split("\n")
    for text in ("target: lots", "counts: 4"):
        number = next(n for n, line in enumerate(lines, 1) if text in line)
        assert f'href="#L{number}">line {number}, column' in html
        assert re.search(rf'<span class="bad" title="[^"]+">{number}</span>', html)  # gutter
    assert html.count('class="caret"') >= 2
    assert "target: lots" in html  # the edit is kept in the editor
    assert ruleset.versions.count() == 1 and AuditEvent.objects.count() == events


def test_a_change_message_is_required(editor: Client, ruleset: Ruleset) -> None:
    response = save(editor, ruleset, with_target(300), ruleset.revision, message="")
    assert response.status_code == 200 and "This field is required" in response.content.decode()
    assert ruleset.versions.count() == 1


def test_a_conflicting_save_shows_what_changed_and_asks_for_an_explicit_reapply(
    editor: Client, ruleset: Ruleset, cast: Cast
) -> None:
    base = hidden(editor.get(page_url(ruleset)).content.decode(), "base_revision")
    publish_next(ruleset, with_target(400), cast.owner, "To 400")  # alice saves first

    response = save(editor, ruleset, with_target(300), base)
    html = response.content.decode()
    assert response.status_code == 200 and "Someone saved while you were editing" in html
    assert "version 2</strong> by alice" in html and "To 400" in html
    assert "500 points → 400 points" in html
    assert "target: 300" in html  # erin's edit is kept
    assert 'name="_reapply"' in html and "Re-apply my edit onto version 2" in html
    assert ruleset.versions.count() == 2

    again = save(editor, ruleset, with_target(300), base)  # a plain save is refused again
    assert "Someone saved while you were editing" in again.content.decode()

    onto = hidden(html, "reapply_onto")
    done = save(editor, ruleset, with_target(300), base, reapply_onto=onto, _reapply="1")
    assert done.status_code == 302 and done.url == version_url(ruleset, 3)
    assert Version.objects.get(ruleset=ruleset, number=3).parent.number == 2


def test_history_lists_every_version_and_compares_any_two(
    editor: Client, ruleset: Ruleset, cast: Cast
) -> None:
    publish_next(ruleset, with_target(300), cast.editor, "To 300")
    publish_next(ruleset, with_target(400), cast.owner, "To 400")
    html = editor.get(reverse("admin:registry_ruleset_history", args=[ruleset.pk])).content
    for text in (b"To 300", b"To 400", b"Start from classic", b'name="a" value="1"'):
        assert text in html
    compare = reverse("admin:registry_ruleset_compare", args=[ruleset.pk])
    html = editor.get(compare, {"a": 1, "b": 3}).content.decode()
    assert html.index("What changed, in words") < html.index("What changed in the YAML")
    assert "500 points → 400 points" in html
    assert '<span class="remove">-  target: 500' in html


def test_a_version_page_shows_digests_summary_rulebook_and_pinned_matches(
    editor: Client, ruleset: Ruleset
) -> None:
    from registry.services import start_match

    match = start_match(ruleset.head, seats=[], seed=3, engine_version="0.1.0", started_by=None)
    html = editor.get(version_url(ruleset, 1)).content.decode()
    assert ruleset.head.rules_digest in html and ruleset.head.source_digest in html
    assert "2v2 to 500" in html  # the summary
    assert "<h2>Players and seats</h2>" in html  # the rulebook, rendered
    assert str(match.pk) in html


def test_restore_as_a_new_version(editor: Client, ruleset: Ruleset, cast: Cast) -> None:
    publish_next(ruleset, with_target(300), cast.editor)
    ruleset.refresh_from_db()
    url = reverse("admin:registry_ruleset_restore", args=[ruleset.pk, 1])
    response = editor.post(url, {"base_revision": ruleset.revision, "message": ""})
    assert response.url == version_url(ruleset, 3)
    restored = Version.objects.get(ruleset=ruleset, number=3)
    assert restored.restored_from.number == 1 and restored.source_bytes == CLASSIC


def test_deprecate_and_withdraw_with_a_reason(editor: Client, ruleset: Ruleset, cast: Cast) -> None:
    url = reverse("admin:registry_ruleset_lifecycle", args=[ruleset.pk, 1])
    editor.post(url, {"state": "deprecated", "reason": "We play to 300 now"})
    editor.post(url, {"state": "withdrawn", "reason": ""})  # refused: no reason
    change = LifecycleChange.objects.get()
    assert (change.state, change.reason, change.actor) == (
        "deprecated",
        "We play to 300 now",
        cast.editor,
    )
    html = editor.get(version_url(ruleset, 1)).content.decode()
    assert "We play to 300 now" in html and 'class="lifecycle-deprecated">deprecated' in html


def test_adding_a_ruleset_leads_to_its_editor_with_a_starter(editor: Client, cast: Cast) -> None:
    add = reverse("admin:registry_ruleset_add")
    response = editor.post(
        add, {"club": cast.club.pk, "slug": "friday", "title": 'Friday: "quick"', "description": ""}
    )
    ruleset = Ruleset.objects.get(slug="friday")
    assert response.url == page_url(ruleset)
    assert AuditEvent.objects.filter(club=cast.club).last().action == "ruleset.create"
    html = editor.get(page_url(ruleset)).content.decode()
    assert "format: houserules/1" in html and "Save as version 1" in html


def test_a_ruleset_cannot_be_added_to_a_club_one_only_views(cast: Cast) -> None:
    client = Client()
    client.force_login(cast.outsider)  # an owner elsewhere, nothing in riverside
    add = reverse("admin:registry_ruleset_add")
    response = client.post(add, {"club": cast.club.pk, "slug": "x", "title": "x"})
    assert response.status_code == 200 and not Ruleset.objects.filter(slug="x").exists()


def test_editing_the_title_leaves_the_head_and_revision_alone(
    editor: Client, ruleset: Ruleset
) -> None:
    url = reverse("admin:registry_ruleset_details", args=[ruleset.pk])
    response = editor.post(url, {"title": "Our house", "description": "Ours"})
    assert response.status_code == 302
    fresh = Ruleset.objects.get(pk=ruleset.pk)
    assert (fresh.title, fresh.head_id, fresh.revision) == (
        "Our house",
        ruleset.head_id,
        ruleset.revision,
    )


def test_a_version_in_the_version_list_opens_on_its_ruleset_page(ruleset: Ruleset) -> None:
    client = Client()
    client.force_login(User.objects.create_user("sam", is_staff=True))
    response = client.get(reverse("admin:registry_version_change", args=[ruleset.head_id]))
    assert response.url == version_url(ruleset, 1)
