"""A member opening a ruleset sees, in the first screen, on a 390x844 phone as at 1280 px:
the title, the one-line summary of the rules and the version. The digests come below, in
the details."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import SCREENSHOTS, sign_in

SIZES = {"1280px": {"width": 1280, "height": 800}, "390px": {"width": 390, "height": 844}}


def in_first_screen(page: Page, selector: str, height: int) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] + box["height"] <= height


def test_a_member_sees_title_summary_and_version_in_the_first_screen(
    page: Page, site: str, house: Ruleset
) -> None:
    sign_in(page, site, "bob", "/clubs/riverside/rulesets/house/")
    expect(page.get_by_role("heading", level=1).first).to_have_text("House rules")
    expect(page.locator("#summary")).to_contain_text("to 300")
    expect(page.locator("#version-line")).to_contain_text("Version 2 (current)")
    SCREENSHOTS.mkdir(exist_ok=True)
    for name, size in SIZES.items():
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SCREENSHOTS / f"ruleset-first-screen-{name}.png"))
        for selector in ("h1", "#summary", "#version-line"):
            assert in_first_screen(page, selector, size["height"]), (name, selector)
        # The digests are there, below the rulebook's start, not in the first screen.
        assert not in_first_screen(page, ".digest", size["height"]), name
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    expect(page.locator("#version-details")).to_contain_text(house.head.rules_digest)
