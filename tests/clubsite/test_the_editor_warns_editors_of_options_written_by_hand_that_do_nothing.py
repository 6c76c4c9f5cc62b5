"""The editor shows the validator's warnings about a file written by hand in YAML: options
written that a parent setting switches off. Each is listed with its line, column, option
path and message, as a warning and not a problem. The case is real: classic Spades with nil
switched off (`bidding.nil.mode: not_allowed`) by hand, still writing nil's scores. Saving
any change through the form leaves them out (tests/clubsite/
test_options_a_setting_switches_off_leave_the_file.py)."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.cast import CLASSIC, publish_next
from tests.clubsite.conftest import Clients, head

NIL_OFF = CLASSIC.replace(b"    mode: nil ", b"    mode: not_allowed ", 1)


def _url(ruleset: Ruleset, tail: str = "edit/") -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/{tail}"


def _line_of(option: str) -> int:
    lines = NIL_OFF.decode().splitlines()
    return next(n for n, text in enumerate(lines, start=1) if text.startswith(f"    {option}:"))


def _warnings_box(page: str) -> str:
    found = re.search(r'<div class="warning warnings" id="[a-z-]+"( hidden)?>.*?</div>', page, re.S)
    assert found is not None
    return found.group(0)


def test_the_editor_lists_each_warning_with_its_line_and_path(
    client_as: Clients, ruleset: Ruleset
) -> None:
    publish_next(ruleset, NIL_OFF)

    page = client_as("editor").get(_url(ruleset)).content.decode()

    box = _warnings_box(page)
    assert " hidden>" not in box
    assert "Warnings: 3 options that do nothing" in box
    success = f"line {_line_of('success')}, column 5</span>: <code>bidding.nil.success</code>"
    assert success in box
    assert "has no effect: A bid of zero is “Not allowed”" in box


def test_the_live_preview_of_the_file_as_it_is_answers_them_as_data(
    client_as: Clients, ruleset: Ruleset
) -> None:
    publish_next(ruleset, NIL_OFF)
    post = {"base_revision": head(ruleset).revision, "action": "preview"}

    shown = client_as("editor").post(_url(ruleset, "edit/preview/"), post).json()

    assert shown["problems"] == {} and shown["digest"].startswith("sha256:")
    assert shown["warnings"][0] == {
        "code": "switched-off",
        "path": "bidding.nil.success",
        "line": _line_of("success"),
        "column": 5,
        "message": "has no effect: A bid of zero is “Not allowed”",
    }


def test_the_librarys_classic_spades_shows_no_warning(client_as: Clients, ruleset: Ruleset) -> None:
    editor = client_as("editor")

    page = editor.get(_url(ruleset)).content.decode()
    post = {"base_revision": head(ruleset).revision, "action": "preview"}
    live = editor.post(_url(ruleset, "edit/preview/"), post).json()

    assert " hidden>" in _warnings_box(page)
    assert "<li>" not in _warnings_box(page)
    assert live["warnings"] == []
