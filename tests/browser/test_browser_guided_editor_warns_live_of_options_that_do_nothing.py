"""In a real browser, under the site's Content-Security-Policy: switching nil off in the
guided editor makes the live preview list, without a reload, the warnings of the rules as
they would be saved (nil's scores, still written, now do nothing), each with its line and
option path; switching nil back on clears them. The browser reports no violation."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import sign_in
from tests.cast import CLASSIC

SUCCESS_LINE = next(
    n for n, line in enumerate(CLASSIC.decode().splitlines(), 1) if line.startswith("    success:")
)
"""The line of classic.yaml (the head) that writes nil's `success: 100`."""

WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(event.violatedDirective + " " + event.blockedURI);
});
"""


def test_the_live_preview_lists_the_warnings_and_clears_them(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    page.add_init_script(WATCH)
    sign_in(page, site, "erin", f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/")
    box = page.locator("#preview-warnings")
    expect(box).to_be_hidden()

    page.locator("select[name='bidding.nil.mode']").select_option("not_allowed")

    expect(box).to_be_visible()
    expect(box.locator("h3")).to_have_text("Warnings: 3 options that do nothing")
    first = box.locator("li").first
    expect(first).to_contain_text("bidding.nil.success has no effect: Nil: mode is “Not allowed”")
    expect(first.locator(".where")).to_have_text(f"line {SUCCESS_LINE}, column 5")
    page.locator("select[name='bidding.nil.mode']").select_option("nil")
    expect(box).to_be_hidden()
    assert page.evaluate("window.__violations") == []
