"""Starting a new ruleset, the short name fills itself from the title as it is typed, and
stays as the secretary types it once changed by hand; "Start from" opens on Classic Spades."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import shoot, sign_in


def test_the_short_name_follows_the_title_until_edited(
    page_with_js: Page, site: str, house: Ruleset
) -> None:
    page = page_with_js
    sign_in(page, site, "erin", "/clubs/riverside/new-ruleset/")
    expect(page.get_by_label("Start from")).to_have_value("library:classic")
    page.get_by_label("Title").press_sequentially("Friday Night Spades!")
    expect(page.get_by_label("Short name")).to_have_value("friday-night-spades")
    page.get_by_label("Short name").fill("friday")
    page.get_by_label("Title").press_sequentially(" 2")
    expect(page.get_by_label("Short name")).to_have_value("friday")
    shoot(page, "new-ruleset")
    page.get_by_role("button", name="Start the ruleset").click()
    expect(page).to_have_url(f"{site}/clubs/riverside/rulesets/friday/edit/")
