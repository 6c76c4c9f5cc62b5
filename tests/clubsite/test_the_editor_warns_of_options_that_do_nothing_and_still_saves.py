"""The club pages' editor shows the validator's warnings wherever it checks the rules a
member wrote: options written that a parent setting switches off. Each is listed with its
line, column, option path and message, as a warning and not a problem; it never stops a
save. The case is real: classic Spades with nil switched off (`bidding.nil.mode:
not_allowed`) still writes nil's scores, which then do nothing."""

from __future__ import annotations

import re

from django.test import Client

from clubsite.models import RulesDraft
from registry.models import Ruleset
from tests.cast import CLASSIC
from tests.clubsite.conftest import Clients, head

NIL_OFF = {"bidding.nil.mode": "not_allowed", "description_reviewed": "yes"}
"""The guided editor's post that switches nil off (the description speaks of nil)."""


def _url(ruleset: Ruleset, tail: str = "edit/") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/{tail}"


def _line_of(option: str) -> int:
    """The line of classic.yaml where nil's `option` is written (the edit keeps the lines)."""
    lines = CLASSIC.decode().splitlines()
    return next(n for n, text in enumerate(lines, start=1) if text.startswith(f"    {option}:"))


def _post(client: Client, ruleset: Ruleset, action: str, tail: str = "edit/") -> object:
    post = {"base_revision": head(ruleset).revision, "action": action, **NIL_OFF}
    return client.post(_url(ruleset, tail), post)


def _warnings_box(page: str) -> str:
    found = re.search(r'<div class="warning warnings" id="[a-z-]+"( hidden)?>.*?</div>', page, re.S)
    assert found is not None
    return found.group(0)


def test_the_check_and_preview_lists_each_warning_with_its_line_and_path(
    client_as: Clients, ruleset: Ruleset
) -> None:
    answer = _post(client_as("editor"), ruleset, "preview")

    page = answer.content.decode()  # type: ignore[attr-defined]
    assert answer.status_code == 200  # type: ignore[attr-defined]
    assert 'class="problems-box"' not in page
    box = _warnings_box(page)
    assert " hidden>" not in box
    assert "Warnings: 3 options that do nothing" in box
    success = f"line {_line_of('success')}, column 5</span>: <code>bidding.nil.success</code>"
    assert success in box
    assert "has no effect: Nil: mode is “Not allowed”" in box
    assert "<code>bidding.nil.failure</code>" in box


def test_the_live_preview_answers_the_warnings_as_data(
    client_as: Clients, ruleset: Ruleset
) -> None:
    answer = _post(client_as("editor"), ruleset, "preview", tail="edit/preview/")

    shown = answer.json()  # type: ignore[attr-defined]
    assert shown["problems"] == {} and shown["digest"].startswith("sha256:")
    first = shown["warnings"][0]
    assert first == {
        "code": "switched-off",
        "path": "bidding.nil.success",
        "line": _line_of("success"),
        "column": 5,
        "message": "has no effect: Nil: mode is “Not allowed”",
    }


def test_saving_with_warnings_publishes_and_the_saved_page_repeats_them(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")
    before = head(ruleset).number

    answer = _post(editor, ruleset, "publish")

    assert answer.status_code == 302  # type: ignore[attr-defined]
    assert head(ruleset).number == before + 1
    assert head(ruleset).load_rules().bidding.nil.mode == "not_allowed"  # type: ignore[attr-defined]
    page = editor.get(answer["Location"]).content.decode()  # type: ignore[index]
    line = _line_of("success")
    assert (
        f'<li class="warning">Warning, line {line}, column 5: bidding.nil.success has no effect'
        in page
    )
    assert f"Saved as version {before + 1}." in page


def test_a_draft_with_warnings_is_kept_and_its_rulebook_lists_them(
    client_as: Clients, ruleset: Ruleset
) -> None:
    editor = client_as("editor")

    assert _post(editor, ruleset, "draft").status_code == 302  # type: ignore[attr-defined]

    assert RulesDraft.objects.exists()
    rulebook = editor.get(_url(ruleset, "edit/draft/")).content.decode()
    assert "<code>bidding.nil.both_partners</code>" in _warnings_box(rulebook)
    reopened = editor.get(_url(ruleset)).content.decode()
    assert "<code>bidding.nil.success</code>" in _warnings_box(reopened)


def test_the_librarys_classic_spades_shows_no_warning(client_as: Clients, ruleset: Ruleset) -> None:
    editor = client_as("editor")

    page = editor.get(_url(ruleset)).content.decode()
    post = {"base_revision": head(ruleset).revision, "action": "preview"}
    live = editor.post(_url(ruleset, "edit/preview/"), post).json()

    assert " hidden>" in _warnings_box(page)
    assert "<li>" not in _warnings_box(page)
    assert live["warnings"] == []
