"""An editor scores a three-hand Oh Hell table in a real browser: each player's bid and the
tricks they took; a dealer's bid that breaks the hook is refused at the bid; the sheet grows
below with running totals, and the last hand of the schedule ends the match with the highest
score winning."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from registry.models import Match, MatchStatus, Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.browser.conftest import fits_the_phone, shoot, sign_in
from tests.cast import Cast, publish_next

THREE_HANDS = (
    (LIBRARY_DIR / "oh-hell.yaml")
    .read_bytes()
    .replace(b"schedule: up_and_down", b"schedule: up")
    .replace(b"most: null ", b"most: 3 ")
)
"""Standard Oh Hell, one card up to three: a three-hand match."""
PLAYERS = ("Ann", "Ben", "Cat", "Dan")
HANDS = [
    # (bids, tricks)
    ((1, 0, 0, 1), (1, 0, 0, 0)),  # 11, 10, 10, 0
    ((0, 1, 0, 0), (0, 1, 1, 0)),  # 10, 11, 1, 10; totals 21, 21, 11, 10
    ((1, 0, 1, 2), (1, 1, 1, 0)),  # 11, 1, 11, 0; totals 32, 22, 22, 10
]


@pytest.fixture
def oh_hell(cast: Cast) -> Ruleset:
    table = create_ruleset(cast.club, slug="oh-hell", title="Holiday Oh Hell", actor=cast.owner)
    publish_next(table, THREE_HANDS, cast.owner, "One card up to three")
    table.refresh_from_db()
    return table


def enter(page: Page, bids: tuple[int, ...], tricks: tuple[int, ...]) -> None:
    for name, bid, took in zip(PLAYERS, bids, tricks, strict=True):
        page.get_by_label(f"{name} bid").fill(str(bid))
        page.get_by_label(f"Tricks taken by {name}").fill(str(took))


def test_an_editor_scores_a_three_hand_oh_hell_match_and_the_highest_score_wins(
    page: Page, site: str, oh_hell: Ruleset
) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/oh-hell/")
    page.get_by_role("link", name="Score a table").click()
    page.get_by_label("Rules version").select_option("1")
    page.get_by_label("Players, in seat order").fill(", ".join(PLAYERS))
    page.get_by_role("button", name="Open the score sheet").click()
    expect(page.get_by_role("heading", name="Hand 1")).to_be_visible()
    expect(page.get_by_role("group", name="Bids and tricks")).to_be_visible()
    expect(page.get_by_text("Hand 1: 1 card each.")).to_be_visible()
    shoot(page, "oh-hell-score-sheet-empty")

    enter(page, (0, 0, 0, 1), (0, 0, 0, 1))  # Ann deals and bids last: 0 adds up to 1
    page.get_by_role("button", name="Score hand 1").click()
    expect(page.locator("#id_bid_1_errors")).to_contain_text(
        "The dealer (seat 1) may not bid 0: the last bid may not bring the total to the 1 trick"
    )
    shoot(page, "oh-hell-score-sheet-refused")

    for number, (bids, tricks) in enumerate(HANDS, start=1):
        enter(page, bids, tricks)
        page.get_by_role("button", name=f"Score hand {number}").click()
        if number < len(HANDS):
            expect(page.get_by_role("heading", name=f"Hand {number + 1}")).to_be_visible()
            expect(page.get_by_text(f"Hand {number + 1}: {number + 1} cards each.")).to_be_visible()

    expect(page.locator("p.result")).to_contain_text("This match is over. Won by seat 1 (Ann)")
    sheet = page.locator("table.sheet")
    expect(sheet.locator("tbody tr.hand")).to_have_count(3)
    expect(sheet.locator("tfoot td")).to_have_text(["32", "22", "22", "10"])
    match = Match.objects.get()
    assert match.status == MatchStatus.FINISHED and match.result["winners"] == [1]
    shoot(page, "oh-hell-score-sheet-three-hands")
    assert fits_the_phone(page)

    page.get_by_role("link", name="See its audit page").click()
    expect(page.locator("p.verified")).to_contain_text("verified")
