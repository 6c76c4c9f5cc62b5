"""The registry's admin in a real browser: an editor changes the target score, saves, and
sees version n+1 and the diff; an invalid edit shows the error at its line and stores
nothing."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset, Version
from tests.browser.conftest import shoot, sign_in


def edit(page: Page, site: str, ruleset: Ruleset, old: str, new: str) -> None:
    page.goto(f"{site}/admin/registry/ruleset/{ruleset.pk}/change/")
    editor = page.locator("textarea.yaml-editor")
    editor.fill(editor.input_value().replace(old, new, 1))
    page.get_by_label("Change message").fill(f"{old.strip()} → {new.strip()}")
    page.get_by_role("button", name="Save as version 2").click()


def test_an_editor_changes_the_target_and_sees_the_new_version_and_its_diff(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    sign_in(page, site, "erin", "/admin/")
    edit(page, site, ruleset, "  target: 500 ", "  target: 300 ")
    expect(page.get_by_text("Saved as version 2.")).to_be_visible()
    expect(page.get_by_role("heading", name="What changed from version 1")).to_be_visible()
    expect(page.get_by_text("Target score: 500 points → 300 points")).to_be_visible()
    assert ruleset.versions.count() == 2
    shoot(page, "admin-saved-version-2")


def test_an_invalid_edit_shows_the_error_at_its_line_and_stores_nothing(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    sign_in(page, site, "erin", "/admin/")
    line = (
        ruleset.head.text.split("\n").index(
            next(text for text in ruleset.head.text.split("\n") if text.startswith("  target: 500"))
        )
        + 1
    )
    edit(page, site, ruleset, "  target: 500 ", "  target: lots ")
    problems = page.locator("#problems")
    expect(problems).to_contain_text("nothing was saved")
    expect(problems.get_by_role("link", name=f"line {line}, column")).to_be_visible()
    expect(page.locator(".gutter .bad")).to_have_text(str(line))
    expect(page.locator("textarea.yaml-editor")).to_have_value(
        ruleset.head.text.replace("  target: 500 ", "  target: lots ", 1)
    )
    assert Version.objects.filter(ruleset=ruleset).count() == 1
    page.locator(".gutter .bad").scroll_into_view_if_needed()
    shoot(page, "admin-invalid-edit")
