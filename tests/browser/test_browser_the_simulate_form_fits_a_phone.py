"""The form that asks "What would this change do?" fits a phone: its bot choices, whose
names are long, stay inside the screen at 390 px and at 360 px, with no sideways scroll."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import fits_the_phone, sign_in


def test_the_simulate_form_needs_no_sideways_scroll_on_a_phone(
    page: Page, site: str, house: Ruleset
) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/house/simulate/")
    expect(page.get_by_label("Bots")).to_be_visible()
    assert fits_the_phone(page)
    page.set_viewport_size({"width": 390, "height": 844})
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width
    bots = page.get_by_label("Bots").bounding_box()
    assert bots is not None and bots["x"] + bots["width"] <= 390
