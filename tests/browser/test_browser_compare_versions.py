"""A member compares two versions in a real browser: the change in words, then the YAML."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone, shoot, sign_in
from tests.clubsite.conftest import publish_next, with_target


def test_a_viewer_compares_two_versions_from_the_history(
    page: Page, site: str, house: Ruleset, cast: object
) -> None:
    publish_next(house, with_target(250), None, "Play to 250")
    sign_in(page, site, "bob", "/clubs/riverside/rulesets/house/history/")
    expect(page.get_by_role("heading", level=1)).to_have_text("History of House rules")
    shoot(page, "history")
    assert fits_the_phone(page)
    page.get_by_role("link", name="Compare with previous (version 1 and 2)").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Version 1 → version 2")
    expect(page.get_by_role("heading", name="Winning the match")).to_be_visible()
    expect(page.get_by_text("Target score: 500 points → 300 points")).to_be_visible()
    side_by_side = page.get_by_role("region", name="The YAML side by side")
    expect(side_by_side.locator("del")).to_contain_text("target: 500")
    expect(side_by_side.locator("ins")).to_contain_text("target: 300")
    shoot(page, "compare")
    assert fits_the_phone(page)
    # "Compare with…": any two versions, picked without JavaScript.
    page.goto(site + "/clubs/riverside/rulesets/house/history/")
    page.get_by_label("Compare version").fill("3")
    page.get_by_label("with version").fill("1")
    page.get_by_role("button", name="Compare", exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Version 1 → version 3")
    expect(page.get_by_text("Target score: 500 points → 250 points")).to_be_visible()
