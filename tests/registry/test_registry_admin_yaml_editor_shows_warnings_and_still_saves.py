"""The YAML editor (the ruleset's admin page, "YAML (for power users)" on the club pages)
shows the validator's warnings of the text it holds: options written that a parent setting
switches off. Each is listed with its line (a link to it), column, option path and message,
and its line is marked in the gutter as a warning; saving is never refused, and the saved
version's page repeats them. Classic Spades with `bidding.nil.mode: not_allowed` still
writes nil's scores, which then do nothing."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from registry.models import Ruleset
from tests.cast import CLASSIC, Cast, publish_next

NIL_OFF = CLASSIC.replace(b"    mode: nil    ", b"    mode: not_allowed", 1)
SUCCESS_LINE = next(
    n for n, line in enumerate(CLASSIC.decode().splitlines(), 1) if line.startswith("    success:")
)
"""The line of classic.yaml that writes nil's `success: 100`."""


@pytest.fixture
def editor(cast: Cast) -> Client:
    client = Client()
    client.force_login(cast.editor)
    return client


def _page(ruleset: Ruleset) -> str:
    return reverse("admin:registry_ruleset_change", args=[ruleset.pk])


def test_the_editor_lists_each_warning_at_its_line_and_marks_the_gutter(
    editor: Client, ruleset: Ruleset, cast: Cast
) -> None:
    assert NIL_OFF != CLASSIC
    publish_next(ruleset, NIL_OFF, cast.editor, "No nil")

    html = editor.get(_page(ruleset)).content.decode()

    assert '<div class="warnings" id="warnings">' in html
    assert "3 warnings: options that do nothing" in html
    assert (
        f'<a href="#L{SUCCESS_LINE}">line {SUCCESS_LINE}, column 5</a>:\n'
        "      <strong>switched-off</strong> <code>bidding.nil.success</code>"
        " has no effect: A bid of zero is “Not allowed”"
    ) in html
    gutter = f'<span class="n" id="L{SUCCESS_LINE}"><span class="warn" title="bidding.nil.success'
    assert gutter in html
    assert 'class="diagnostics"' not in html


def test_saving_a_text_with_warnings_makes_the_version_and_repeats_them(
    editor: Client, ruleset: Ruleset
) -> None:
    data = {"source": NIL_OFF.decode(), "message": "No nil", "base_revision": ruleset.revision}

    response = editor.post(_page(ruleset), data)

    assert response.status_code == 302
    ruleset.refresh_from_db()
    assert ruleset.head is not None and ruleset.head.number == 2
    shown = editor.get(response["Location"]).content.decode()
    assert f"Warning, line {SUCCESS_LINE}, column 5: bidding.nil.success has no effect" in shown
    assert "Saved as version 2." in shown


def test_the_librarys_classic_spades_has_no_warning(editor: Client, ruleset: Ruleset) -> None:
    html = editor.get(_page(ruleset)).content.decode()

    assert 'id="warnings"' not in html and 'class="warn"' not in html
