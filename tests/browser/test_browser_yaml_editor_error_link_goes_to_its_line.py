"""The admin's YAML editor: a problem's link scrolls the editor to that line and highlights
it, and `mode: off` for the bags is told the option's choices, not "write true or false"."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import sign_in


def test_a_problems_link_scrolls_to_its_line_and_selects_it(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    sign_in(page, site, "erin", "/admin/")
    page.goto(f"{site}/admin/registry/ruleset/{ruleset.pk}/change/")
    editor = page.locator("textarea.yaml-editor")
    text = editor.input_value().replace("    mode: penalty", "    mode: off", 1)
    line = text.split("\n").index("    mode: off") + 1
    editor.fill(text)
    page.get_by_label("Change message").fill("No bags")
    page.get_by_role("button", name="Save as version 2").click()
    problems = page.locator("#problems")
    expect(problems).to_contain_text("'off' is not one of: penalty, not_counted")
    expect(problems).not_to_contain_text("write true or false")
    problems.get_by_role("link", name=f"line {line}, column").click()
    mark = page.locator(f"#L{line}")
    expect(mark).to_be_in_viewport()
    assert page.evaluate("document.querySelector(':target').id") == f"L{line}"
    selected = page.evaluate(
        "(() => { const t = document.querySelector('textarea.yaml-editor');"
        " return t.value.slice(t.selectionStart, t.selectionEnd); })()"
    )
    assert selected == "    mode: off"
