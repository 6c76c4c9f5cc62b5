"""A ruleset whose recent matches are listed still fits a 390-pixel phone: the matches table
scrolls inside its own box, and the hidden words of its *audit* links ("the match of …")
do not widen the page."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone, sign_in
from tests.clubsite.conftest import Cast, bot_match


def test_the_recent_matches_need_no_sideways_scroll_on_a_phone(
    page: Page, site: str, house: Ruleset, cast: Cast
) -> None:
    assert house.head is not None
    for seed in (1, 2):
        bot_match(house.head, cast.owner, seed=seed)
    sign_in(page, site, "bob", "/clubs/riverside/rulesets/house/")
    expect(page.locator("table.matches tbody tr")).to_have_count(2)
    assert fits_the_phone(page)
    page.set_viewport_size({"width": 390, "height": 844})
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width
