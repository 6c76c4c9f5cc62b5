"""Anyone opens a public club's ruleset in a real browser and reads its rulebook."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone, shoot


def test_a_visitor_reads_the_rulebook_of_a_public_ruleset(
    page: Page, site: str, open_house: Ruleset
) -> None:
    page.goto(site + "/")
    shoot(page, "home")
    page.get_by_role("link", name="Parkside Spades").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Parkside Spades")
    shoot(page, "club")
    page.get_by_role("link", name="Open table").click()
    rulebook = page.get_by_role("article", name="Rulebook")
    expect(rulebook.get_by_role("heading", level=1)).to_have_text("Classic Spades")
    expect(rulebook.get_by_role("heading", name="Bidding")).to_be_visible()
    expect(rulebook.get_by_role("heading", name="Club notes")).to_be_visible()
    expect(rulebook).to_contain_text("never show it, never tilt it")
    expect(page.locator("#summary")).to_contain_text("500")
    expect(page.get_by_text(open_house.head.rules_digest)).to_be_visible()
    expect(page.get_by_role("link", name="Download the YAML")).to_be_visible()
    shoot(page, "ruleset")
    assert fits_the_phone(page)
