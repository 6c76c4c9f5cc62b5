"""An editor scores a physical table's three hands in a real browser and reads the totals."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from registry.models import Match, MatchStatus, Ruleset
from tests.browser.conftest import fits_the_phone, shoot, sign_in

HANDS = [
    # (bids as number and kind, tricks)
    ([("4", ""), ("", "nil"), ("3", ""), ("5", "")], [5, 1, 4, 3]),
    ([("3", ""), ("4", ""), ("3", ""), ("2", "")], [4, 4, 3, 2]),
    ([("5", ""), ("2", ""), ("4", ""), ("2", "")], [6, 2, 4, 1]),
]


def enter(page: Page, bids: list[tuple[str, str]], tricks: list[int]) -> None:
    for seat, ((number, kind), took) in enumerate(zip(bids, tricks, strict=True), start=1):
        page.locator(f"#id_bid_{seat}").fill(number)
        page.locator(f"#id_mark_{seat}").select_option(kind)
        page.locator(f"#id_tricks_{seat}").fill(str(took))


def test_an_editor_scores_a_three_hand_match_and_sees_the_totals(
    page: Page, site: str, house: Ruleset
) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/house/")
    page.get_by_role("link", name="Score a table").click()
    page.get_by_label("Rules version").select_option("2")
    page.get_by_label("Players, in seat order").fill("Ann, Ben, Cat")
    page.get_by_role("button", name="Open the score sheet").click()
    expect(page.locator("#id_players_errors")).to_contain_text("seats 4 players; you named 3")
    shoot(page, "open-sheet-refused")
    page.get_by_label("Players, in seat order").fill("Ann, Ben, Cat, Dan")
    page.get_by_role("button", name="Open the score sheet").click()
    expect(page.get_by_role("heading", name="Hand 1")).to_be_visible()
    shoot(page, "score-sheet-empty")

    # A hand whose tricks do not add up is refused, with the reason at the tricks.
    enter(page, HANDS[0][0], [5, 1, 4, 2])
    page.get_by_role("button", name="Score hand 1").click()
    expect(page.locator("#tricks-errors")).to_contain_text("add up to 12")
    shoot(page, "score-sheet-refused")
    page.get_by_text("Renege calls", exact=True).click()
    expect(page.get_by_label("Call 1: who reneged")).to_be_visible()
    shoot(page, "score-sheet-renege-calls")

    for number, (bids, tricks) in enumerate(HANDS, start=1):
        enter(page, bids, tricks)
        page.get_by_role("button", name=f"Score hand {number}").click()
        expect(page.get_by_role("heading", name=f"Hand {number + 1}")).to_be_visible()

    sheet = page.locator("table.sheet")
    expect(sheet.locator("tbody tr.hand")).to_have_count(3)
    match = Match.objects.get()
    scores = match.log["hands"][-1]["standing"]["scores"]
    totals = sheet.locator("tfoot td")
    expect(totals).to_have_text([str(score).replace("-", "−") for score in scores])
    expect(sheet).to_contain_text("Nil by seat 2 (Ben) failed")
    assert match.status == MatchStatus.OPEN and len(match.log["hands"]) == 3
    shoot(page, "score-sheet-three-hands")
    assert fits_the_phone(page)
