"""The guided editor opens on the big decisions of the game (for Spades: target, bags, nil,
blind nil, jokers, reneges), with every other section folded; the search box finds any
option by its label or help and opens its section; "Only what differs from where we started"
leaves the options changed; the rule paths show only when asked for ("Show the YAML
names"). On a 390-pixel phone nothing scrolls sideways."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import SCREENSHOTS, sign_in

WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
EDIT = "/clubs/riverside/rulesets/house/edit/"
BIG = [
    "match.target",
    "scoring.bags.mode",
    "bidding.nil.mode",
    "bidding.blind_nil.allowed",
    "deck.jokers",
    "reneges.enforcement",
]


def screens(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    for size in (WIDE, PHONE):
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SCREENSHOTS / f"{name}-{size['width']}px.png"), full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= size["width"], f"{name} scrolls sideways at {size['width']} px"
    page.set_viewport_size(WIDE)


def test_the_editor_opens_on_the_big_decisions_and_the_search_finds_an_option(
    page_with_js: Page, site: str, ruleset: Ruleset
) -> None:
    page = page_with_js
    sign_in(page, site, "erin", EDIT)
    big = page.locator("#opt-big-decisions")
    for path in BIG:
        expect(big.locator(f"[data-option='{path}']")).to_be_visible()
    # The rest is folded: Play's options are there, not in sight.
    expect(page.locator("[data-option='play.first_lead']")).to_be_hidden()
    # No rule path under the controls, no digest, until asked for.
    expect(page.locator("[data-option='match.target'] code.path")).to_be_hidden()
    expect(page.locator("#preview-digest")).to_be_hidden()
    expect(page.locator("[data-option='reneges.caught_after_gathered']")).not_to_contain_text(
        "offender_set"
    )
    screens(page, "editor-big-decisions")

    page.get_by_label("Find an option").fill("first trick")
    first_lead = page.locator("[data-option='play.first_lead']")
    expect(first_lead).to_be_visible()
    expect(page.locator("[data-option='match.target']")).to_be_hidden()
    expect(page.locator("#find-count")).to_contain_text("found")
    page.locator("select[name='play.first_lead']").select_option("lowest_club")
    screens(page, "editor-search")

    page.get_by_label("Find an option").fill("")
    expect(page.locator("[data-option='match.target']")).to_be_visible()
    page.get_by_label("Target score", exact=True).fill("300")
    page.get_by_label("Only what differs from where we started").check()
    expect(page.locator("[data-option='match.target']")).to_be_visible()
    expect(first_lead).to_be_visible()
    expect(page.locator("[data-option='scoring.bags.mode']")).to_be_hidden()
    expect(page.locator("#find-count")).to_have_text("2 options changed")
    page.get_by_label("Only what differs from where we started").uncheck()

    page.get_by_label("Show the YAML names").check()
    expect(page.locator("[data-option='match.target'] code.path")).to_have_text("match.target")
    expect(page.locator("#preview-digest")).to_be_visible()

    # A link to an option in a folded section opens it.
    page.get_by_label("Show the YAML names").uncheck()
    page.locator("nav.jump a[href='#opt-redeal']").click()
    expect(page.locator("details#opt-redeal")).to_have_attribute("open", "")
