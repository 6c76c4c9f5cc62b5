"""In a real browser, under the site's Content-Security-Policy: switching nil off in the
guided editor greys nil's scores out and the live preview warns of nothing, as the rules
would be saved without them; a version written by hand with options that do nothing is
listed with its warnings when the editor opens, and any change through the form clears them
(the options leave the file). The browser reports no violation."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import sign_in
from tests.cast import CLASSIC, publish_next

NIL_OFF = CLASSIC.replace(b"    mode: nil ", b"    mode: not_allowed ", 1)
SUCCESS_LINE = next(
    n for n, line in enumerate(CLASSIC.decode().splitlines(), 1) if line.startswith("    success:")
)
"""The line of classic.yaml that writes nil's `success: 100`."""

WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(event.violatedDirective + " " + event.blockedURI);
});
"""


def _open(page: Page, site: str, ruleset: Ruleset) -> None:
    page.add_init_script(WATCH)
    sign_in(page, site, "erin", f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/")


def test_switching_nil_off_greys_its_scores_and_warns_of_nothing(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    _open(page, site, ruleset)
    box = page.locator("#preview-warnings")

    page.locator("select[name='bidding.nil.mode']").select_option("not_allowed")

    expect(page.locator("input[name='bidding.nil.success']")).to_be_disabled()
    expect(page.locator("#preview-summary")).to_contain_text("no nil")
    expect(box).to_be_hidden()
    page.locator("select[name='bidding.nil.mode']").select_option("nil")
    expect(page.locator("input[name='bidding.nil.success']")).to_have_value("100")
    assert page.evaluate("window.__violations") == []


def test_a_file_written_by_hand_is_warned_of_until_the_form_changes_it(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    publish_next(ruleset, NIL_OFF)
    page = page_with_js
    _open(page, site, ruleset)
    box = page.locator("#preview-warnings")

    expect(box).to_be_visible()
    expect(box.locator("h3")).to_have_text("Warnings: 3 options that do nothing")
    first = box.locator("li").first
    said = "bidding.nil.success has no effect: A bid of zero is “Not allowed”"
    expect(first).to_contain_text(said)
    expect(first.locator(".where")).to_have_text(f"line {SUCCESS_LINE}, column 5")
    page.locator("input[name='match.target']").fill("300")
    expect(box).to_be_hidden()
    assert page.evaluate("window.__violations") == []
