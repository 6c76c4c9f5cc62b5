"""A member opens the audit page of a played match in a real browser and sees "verified"."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone, shoot, sign_in
from tests.clubsite.conftest import Cast, bot_match


def test_a_viewer_audits_a_played_match(page: Page, site: str, house: Ruleset, cast: Cast) -> None:
    match = bot_match(house.head, cast.owner)
    sign_in(page, site, "bob", "/clubs/riverside/rulesets/house/")
    page.get_by_role("link", name="audit").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Match audit")
    expect(page.locator("p.verified")).to_contain_text("verified")
    expect(page.get_by_text(match.rules_digest)).to_be_visible()
    expect(page.locator("table.sheet tbody tr.hand")).to_have_count(len(match.log["hands"]))
    page.locator("details.play summary").first.click()
    expect(page.locator("details.play").first.locator("ol.tricks li")).to_have_count(13)
    shoot(page, "match-audit")
    assert fits_the_phone(page)
