"""Under rules with bags not counted, no blind nil and no team bids, the score sheet offers
only the kinds of bid the rules allow, has no Bags column, and does not scroll sideways on a
390-pixel phone: both sides' totals are in sight."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from registry.models import Ruleset
from tests.browser.conftest import DESKTOP, SCREENSHOTS, sign_in
from tests.cast import CLASSIC, Cast, publish_next

NO_BAGS = re.sub(
    rb"  bags:\n    mode: penalty\n(    .*\n|    #.*\n)*",
    b"  bags:\n    mode: not_counted\n",
    CLASSIC,
    count=1,
)
PHONE_390 = {"width": 390, "height": 844}


def score_two_hands(page: Page) -> None:
    for number, (bids, tricks) in enumerate(
        [(["4", "", "3", "5"], [5, 0, 4, 4]), (["3", "4", "3", "2"], [4, 4, 3, 2])], start=1
    ):
        for seat, (bid, took) in enumerate(zip(bids, tricks, strict=True), start=1):
            page.locator(f"#id_bid_{seat}").fill(bid)
            page.locator(f"#id_mark_{seat}").select_option("" if bid else "nil")
            page.locator(f"#id_tricks_{seat}").fill(str(took))
        page.get_by_role("button", name=f"Score hand {number}").click()
        expect(page.get_by_role("heading", name=f"Hand {number + 1}")).to_be_visible()


def test_the_sheet_under_bags_not_counted_has_no_bags_and_no_forbidden_bid(
    page: Page, site: str, house: Ruleset, cast: Cast
) -> None:
    assert NO_BAGS != CLASSIC
    publish_next(house, NO_BAGS, cast.editor, "Bags not counted")
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/house/score/")
    page.get_by_label("Rules version").select_option("3")
    page.get_by_label("Players, in seat order").fill("Ann, Ben, Cat, Dan")
    page.get_by_role("button", name="Open the score sheet").click()

    kinds = page.locator("#id_mark_1 option")
    expect(kinds).to_have_text(["tricks", "nil"])
    help_line = page.locator("fieldset.seats p.help")
    expect(help_line).not_to_contain_text("blind")
    expect(help_line).not_to_contain_text("no bid")

    score_two_hands(page)
    sheet = page.locator("table.sheet")
    expect(sheet.locator("thead th")).not_to_contain_text(["Bags"])
    assert "Bags" not in sheet.locator("thead").inner_text()

    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "score-sheet-no-bags-1280px.png"), full_page=True)
    page.set_viewport_size(PHONE_390)
    page.screenshot(path=str(SCREENSHOTS / "score-sheet-no-bags-390px.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_390["width"]
    # Side 2's total is in sight, not cut off in a box that scrolls sideways.
    box = page.locator("table.sheet").evaluate(
        "t => [t.getBoundingClientRect().right, t.parentElement.scrollWidth,"
        " t.parentElement.clientWidth]"
    )
    assert box[0] <= PHONE_390["width"] and box[1] <= box[2], box
    page.set_viewport_size(DESKTOP)
