"""An editor scores a physical Omnibus Hearts table's three hands in a real browser: the points
each player took and who took the J♦; points that do not add up to 26 are refused above the
points; the sheet grows below with running totals, names the lowest score as the leader, and
the hand that takes a player past the end score gives the match to the lowest."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from registry.models import Match, MatchStatus, Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.browser.conftest import fits_the_phone, shoot, sign_in
from tests.cast import Cast, publish_next

OMNIBUS = (
    (LIBRARY_DIR / "omnibus-hearts.yaml").read_bytes().replace(b"end_score: 100", b"end_score: 50")
)
"""Omnibus Hearts (the J♦ −10, a moon gives the others 26), played to 50 for a short match."""
PLAYERS = ("Ann", "Ben", "Cat", "Dan")
HANDS = [
    # (points each player took, who took the J♦)
    ((0, 5, 13, 8), "seat 4: Dan"),  # 0, 5, 13, −2
    ((26, 0, 0, 0), "seat 2: Ben"),  # Ann shoots the moon: 0, 16, 26, 26; totals 0, 21, 39, 24
    ((0, 13, 13, 0), "seat 1: Ann"),  # −10, 13, 13, 0; totals −10, 34, 52, 24: Cat is past 50
]


@pytest.fixture
def hearts(cast: Cast) -> Ruleset:
    table = create_ruleset(cast.club, slug="hearts", title="Friday Hearts", actor=cast.owner)
    publish_next(table, OMNIBUS, cast.owner, "Omnibus to 50")
    table.refresh_from_db()
    return table


def enter(page: Page, points: tuple[int, ...], jack: str) -> None:
    for name, taken in zip(PLAYERS, points, strict=True):
        page.get_by_label(f"Points taken by {name}").fill(str(taken))
    page.get_by_label("Took the J♦").select_option(label=jack)


def test_an_editor_scores_a_three_hand_hearts_match_and_the_lowest_score_wins(
    page: Page, site: str, hearts: Ruleset
) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/rulesets/hearts/")
    page.get_by_role("link", name="Score a table").click()
    page.get_by_label("Rules version").select_option("1")
    page.get_by_label("Players, in seat order").fill(", ".join(PLAYERS))
    page.get_by_role("button", name="Open the score sheet").click()
    expect(page.get_by_role("heading", name="Hand 1")).to_be_visible()
    expect(page.get_by_role("group", name="Points taken")).to_be_visible()
    expect(page.get_by_text("Renege calls")).to_have_count(0)
    shoot(page, "hearts-score-sheet-empty")

    enter(page, (0, 5, 13, 7), "seat 4: Dan")
    page.get_by_role("button", name="Score hand 1").click()
    expect(page.locator("#points-errors")).to_contain_text(
        "The points add up to 25; the penalty cards hold 26"
    )
    shoot(page, "hearts-score-sheet-refused")

    for number, (points, jack) in enumerate(HANDS, start=1):
        enter(page, points, jack)
        page.get_by_role("button", name=f"Score hand {number}").click()
        if number == 2:
            expect(page.locator("p.standing")).to_contain_text("Ann leads (the lowest score wins)")
        if number < len(HANDS):
            expect(page.get_by_role("heading", name=f"Hand {number + 1}")).to_be_visible()

    expect(page.locator("p.result")).to_contain_text(
        "This match is over. Won by seat 1 (Ann): the lowest score when a player reached the"
        " end score."
    )
    sheet = page.locator("table.sheet")
    expect(sheet.locator("tbody tr.hand")).to_have_count(3)
    expect(sheet.locator("tfoot td")).to_have_text(["−10", "34", "52", "24"])
    expect(sheet).to_contain_text("Seat 1 (Ann) shot the moon: every other player scored +26.")
    match = Match.objects.get()
    assert match.status == MatchStatus.FINISHED and match.result["winners"] == [1]
    shoot(page, "hearts-score-sheet-three-hands")
    assert fits_the_phone(page)

    page.get_by_role("link", name="See its audit page").click()
    expect(page.locator("p.verified")).to_contain_text("verified")
