"""*Page not found* names the address asked for. A shared link to a private club's diff,
opened signed out on a phone, is one long word with no hyphen to break at: the address
wraps, and the page, with its way to sign in, needs no sideways scroll."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone


def test_the_address_of_a_page_not_found_wraps_on_a_phone(
    page: Page, site: str, house: Ruleset
) -> None:
    path = "/clubs/riverside/rulesets/house/compare/1/2/"
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + path)
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    expect(page.locator("code.requested")).to_have_text(path)
    expect(page.locator("main").get_by_role("link", name="sign in")).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width
    assert fits_the_phone(page)
