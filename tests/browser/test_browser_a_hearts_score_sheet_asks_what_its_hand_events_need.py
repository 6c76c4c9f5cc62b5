"""An editor scores a Hearts hand in a real browser under rules with hand events (a player
who takes no trick −5, the last trick +5, the Q♥ +10): the form asks who took each counting
card instead of the points, each player's tricks and who took the last trick; tricks that do
not add up are refused above the tricks, and the hand scores the events."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from playwright.sync_api import Page, expect

from registry.models import Match
from tests.browser.conftest import SCREENSHOTS, fits_the_phone, shoot, sign_in
from tests.cast import Cast
from tests.clubsite.sheet_pages import (
    NO_TRICK_AND_LAST_TRICK,
    PLAYERS,
    QUEEN_OF_HEARTS,
    hearts_with_events,
)

HEARTS = ["2♥", "3♥", "4♥", "5♥", "6♥", "7♥", "8♥", "9♥", "10♥", "J♥", "Q♥", "K♥", "A♥"]
TAKERS = {"Q♠": "seat 1: Ann", "Q♥": "seat 3: Cat"} | {
    card: "seat 2: Ben" for card in HEARTS if card != "Q♥"
}
"""Ann took the Q♠ (13), Cat the Q♥ (1, and 10 for the event), Ben the other hearts (12)."""
DOCS_IMAGE = (
    Path(__file__).resolve().parents[2] / "docs" / "img" / "score-sheet-hearts-events-360px.png"
)
"""The refused hand on a phone, shown in docs/web.md (written with HOUSERULES_DOC_SCREENSHOTS=1;
a plain test run leaves the checkout as it found it)."""


def enter(page: Page, tricks: tuple[int, ...]) -> None:
    for card, seat in TAKERS.items():
        page.get_by_label(f"Took the {card}", exact=True).select_option(label=seat)
    for name, taken in zip(PLAYERS, tricks, strict=True):
        page.get_by_label(f"Tricks taken by {name}").fill(str(taken))
    page.get_by_label("Took the last trick").select_option(label="seat 2: Ben")


def test_an_editor_enters_the_cards_tricks_and_last_trick_the_events_need(
    page: Page, site: str, cast: Cast
) -> None:
    hearts_with_events(cast, NO_TRICK_AND_LAST_TRICK + QUEEN_OF_HEARTS)
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/hearts/")
    page.get_by_role("link", name="Score a table").click()
    page.get_by_label("Rules version").select_option("1")
    page.get_by_label("Players, in seat order").fill(", ".join(PLAYERS))
    page.get_by_role("button", name="Open the score sheet").click()
    expect(page.get_by_role("group", name="Cards taken")).to_be_visible()
    expect(page.get_by_role("group", name="Tricks taken")).to_be_visible()
    expect(page.get_by_text("Points taken by Ann")).to_have_count(0)
    expect(page.locator("#events-help")).to_contain_text(
        "A player who takes no trick scores −5. A player who takes the last trick scores +5."
        " A player who takes the Q♥ scores +10."
    )
    shoot(page, "hearts-score-sheet-events-empty")

    enter(page, (4, 5, 4, 1))
    page.get_by_role("button", name="Score hand 1").click()
    expect(page.locator("#tricks-errors")).to_contain_text("The tricks add up to 14; a hand has 13")
    shoot(page, "hearts-score-sheet-events-refused")
    if os.environ.get("HOUSERULES_DOC_SCREENSHOTS") == "1":
        shutil.copyfile(SCREENSHOTS / "hearts-score-sheet-events-refused-360px.png", DOCS_IMAGE)

    enter(page, (4, 5, 4, 0))
    page.get_by_role("button", name="Score hand 1").click()
    expect(page.get_by_role("heading", name="Hand 2")).to_be_visible()
    sheet = page.locator("table.sheet")
    # Ann 13; Ben 12 + 5 for the last trick; Cat 1 + 10 for the Q♥; Dan no trick, −5.
    expect(sheet.locator("tfoot td")).to_have_text(["13", "17", "11", "−5"])
    expect(sheet).to_contain_text("Tricks taken: Ann 4, Ben 5, Cat 4, Dan 0.")
    expect(sheet).to_contain_text("Seat 2 (Ben) took the last trick.")
    assert Match.objects.get().log["hands"][0]["tricks"] == [4, 5, 4, 0]
    shoot(page, "hearts-score-sheet-events-scored")
    assert fits_the_phone(page)
