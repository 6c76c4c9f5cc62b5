"""An editor scores a physical Rook table's three hands in a real browser: who won the auction,
the bid, the trump and each side's points; a bid no auction could end on is refused next to
the bid; the sheet grows below with running totals, and the third hand wins the match."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from registry.models import Match, MatchStatus, Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.browser.conftest import fits_the_phone, shoot, sign_in
from tests.cast import Cast, publish_next

HANDS = [
    # (who won the auction, bid, trump, points of side 1 and side 2, discarded out of play)
    ("seat 1: Ann", "120", "spades", (100, 40), ""),  # Ann & Cat set: -120; Ben & Dan 40
    ("seat 4: Dan", "120", "hearts", (5, 125), "10"),  # -115 and 165
    ("seat 2: Ben", "120", "clubs", (0, 140), ""),  # -115 and 305: past 300, Ben & Dan win
]


@pytest.fixture
def rook(cast: Cast) -> Ruleset:
    table = create_ruleset(cast.club, slug="rook", title="Thursday Rook", actor=cast.owner)
    publish_next(table, (LIBRARY_DIR / "rook.yaml").read_bytes(), cast.owner, "Seed 004")
    table.refresh_from_db()
    return table


def enter(page: Page, bidder: str, bid: str, trump: str, points: tuple[int, int], out: str) -> None:
    page.get_by_label("Won the auction").select_option(label=bidder)
    page.get_by_label("Bid", exact=True).fill(bid)
    page.get_by_label("Trump").select_option(label=trump)
    page.get_by_label("Points taken by side 1 (Ann & Cat)").fill(str(points[0]))
    page.get_by_label("Points taken by side 2 (Ben & Dan)").fill(str(points[1]))
    page.get_by_label("Counters discarded (out of play)").fill(out or "0")


def test_an_editor_scores_a_three_hand_rook_match_and_sees_the_totals(
    page: Page, site: str, rook: Ruleset
) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/rook/")
    page.get_by_role("link", name="Score a table").click()
    page.get_by_label("Rules version").select_option("1")
    page.get_by_label("Players, in seat order").fill("Ann, Ben, Cat, Dan")
    page.get_by_role("button", name="Open the score sheet").click()
    expect(page.get_by_role("heading", name="Hand 1")).to_be_visible()
    expect(page.get_by_role("group", name="The auction")).to_be_visible()
    shoot(page, "rook-score-sheet-empty")

    # 65 is below the auction's minimum: refused next to the bid, nothing stored.
    enter(page, "seat 2: Ben", "65", "hearts", (50, 90), "")
    page.get_by_role("button", name="Score hand 1").click()
    expect(page.locator("#id_bid_errors")).to_contain_text(
        "65 cannot win the auction: a bid runs from 70 to 120 in steps of 5"
    )
    shoot(page, "rook-score-sheet-refused")

    for number, (bidder, bid, trump, points, out) in enumerate(HANDS, start=1):
        enter(page, bidder, bid, trump, points, out)
        page.get_by_role("button", name=f"Score hand {number}").click()
        if number < len(HANDS):
            expect(page.get_by_role("heading", name=f"Hand {number + 1}")).to_be_visible()

    expect(page.locator("p.result")).to_contain_text(
        "This match is over. Won by side 2 (Ben & Dan): reached the target."
    )
    sheet = page.locator("table.sheet")
    expect(sheet.locator("tbody tr.hand")).to_have_count(3)
    expect(sheet.locator("tfoot td")).to_have_text(["−115", "305"])
    expect(sheet).to_contain_text("Seat 1 (Ann) declared 120 in spades and was set.")
    expect(sheet).to_contain_text("10 points of counters discarded, out of play.")
    match = Match.objects.get()
    assert match.status == MatchStatus.FINISHED and match.result["winners"] == [2]
    assert match.log["hands"][-1]["standing"]["scores"] == [-115, 305]
    shoot(page, "rook-score-sheet-three-hands")
    assert fits_the_phone(page)

    page.get_by_role("link", name="See its audit page").click()
    expect(page.locator("p.verified")).to_contain_text("verified")
    shoot(page, "rook-score-sheet-audit")
