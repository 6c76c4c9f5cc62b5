"""A member who follows a link to a private club's page before signing in sees the site's "Page
not found" page, which says why it may be hidden and takes them to sign in and back."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import PASSWORD, fits_the_phone, shoot


def test_a_member_signs_in_from_the_not_found_page_and_lands_on_the_ruleset(
    page: Page, site: str, house: Ruleset
) -> None:
    page.goto(site + "/clubs/riverside/rulesets/house/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Page not found")
    expect(page.get_by_text("private club")).to_be_visible()
    shoot(page, "not-found")
    assert fits_the_phone(page)
    page.get_by_role("main").get_by_role("link", name="sign in").click()
    page.fill("#id_username", "bob")
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit], button[type=submit]")
    expect(page.get_by_role("heading", level=1, name="House rules")).to_be_visible()
    assert page.url.endswith("/clubs/riverside/rulesets/house/")
