"""The finals of a night in the browser: four teams seeded by hand into a bracket, best of 3,
games typed at each match's form until the final has a winner; then a season of two events
shows its league table and ratings. The bracket and the season pages are photographed at
1280 and 390 px (docs/events.md, with HOUSERULES_DOC_SCREENSHOTS=1)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from clubevents.models import Event, Season
from clubevents.services import add_participant, check_in
from tests.browser.conftest import sign_in
from tests.browser.test_browser_a_progressive_night_of_sixteen_runs_from_check_in_to_published_results import (  # noqa: E501
    photograph,
)

TEAMS = {"Aces": ["Ann", "Dan"], "Kings": ["Bob", "Cat"], "Queens": ["Eve", "Hal"],
         "Jacks": ["Fay", "Gus"]}  # fmt: skip


def play(page: Page, round_: int, match: int, games: list[tuple[int, int]]) -> None:
    for first, second in games:
        card = page.locator(f".bracket-match[data-round='{round_}'][data-match='{match}']")
        inputs = card.locator("input[name=score]")
        inputs.nth(0).fill(str(first))
        inputs.nth(1).fill(str(second))
        card.locator("text=Record the game").click()


def test_a_bracket_and_a_season(page: Page, site: str, house: Any, cast: Any) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/events/")
    page.fill("#name", "Finals night")
    page.fill("#slug", "finals")
    page.fill("#date", "2026-12-17")
    page.select_option("#format", "bracket")
    page.fill("#best_of", "3")
    page.click("text=Create the event")
    event = Event.objects.get(slug="finals")
    for team, members in TEAMS.items():
        for name in members:
            add_participant(event, name, team=team)
    check_in(event, [n for members in TEAMS.values() for n in members])
    page.reload()
    page.fill("#seeds", "Queens\nAces\nKings\nJacks")
    page.click("text=Start the event and draw the bracket")
    assert "the bracket is seeded: Queens, Aces, Kings, Jacks" in page.content()
    # Semi-finals: 1 Queens v 4 Jacks, 2 Aces v 3 Kings.
    play(page, 1, 1, [(320, 150), (280, 300), (410, 200)])
    play(page, 1, 2, [(150, 330), (210, 305)])
    # The final: Queens v Kings.
    play(page, 2, 1, [(300, 250), (350, 120)])
    final = page.locator(".bracket-match[data-round='2'][data-match='1']")
    # The final's second game was 360, not 350: corrected with a reason, the old one kept.
    final.locator("text=Correct a game").click()
    fix = final.locator(".bracket-correct form")
    fix.locator("select[name=result]").select_option(label="2")
    fix.locator("input[name=score]").nth(0).fill("360")
    fix.locator("input[name=score]").nth(1).fill("120")
    fix.locator("input[name=reason]").fill("360 on the sheet")
    fix.locator("text=Correct").click()
    assert "Bracket round 2, match 1, game 2: corrected; the old result is kept." in page.content()
    assert "360–120" in final.inner_text()
    assert "Queens" in final.inner_text() and "Kings" in final.inner_text()
    assert final.locator(".winner").inner_text().startswith("Queens")
    rows = page.locator("table.standings tbody tr")
    placed = [(rows.nth(i).locator("td").first.inner_text(),
               rows.nth(i).locator("th").inner_text()) for i in range(rows.count())]  # fmt: skip
    assert placed == [("1", "Queens"), ("2", "Kings"), ("3", "Aces"), ("3", "Jacks")]
    photograph(page, "event-bracket")
    page.click("text=Finish the event")
    assert "its standings are final" in page.content()

    season = Season.objects.create(club=cast.club, slug="winter", name="Winter league")
    season.events.add(event)
    page.goto(f"{site}/clubs/riverside/events/")
    page.click("text=Winter league")
    # The league table credits each player of a team with the team's points: the winners'
    # two players lead it.
    table = page.locator("table.league-table tbody tr")
    assert table.count() == 8
    leaders = {table.nth(i).locator("th").inner_text() for i in range(2)}
    assert leaders == set(TEAMS["Queens"])
    assert page.locator("table.ratings tbody tr").count() == 8
    photograph(page, "season")
