"""A progressive Spades night in the browser: 16 players (guests and bots) checked in, 3
rounds of the fixed rotation, results typed at the tables' forms and one table taken from a
bot match, finished and published; every player's total on the page matches a hand count.
The event page is photographed at 1280 and 390 px (docs/events.md, with
HOUSERULES_DOC_SCREENSHOTS=1)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from clubevents.models import Event, ParticipantKind
from clubevents.services import add_participant
from registry.services import play_bot_match
from tests.browser.conftest import SCREENSHOTS, sign_in

NAMES = [f"Player {n:02}" for n in range(1, 13)] + ["Bot A", "Bot B", "Bot C", "Bot D"]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "img"


def photograph(page: Page, name: str) -> None:
    folder = DOCS if os.environ.get("HOUSERULES_DOC_SCREENSHOTS") == "1" else SCREENSHOTS
    folder.mkdir(exist_ok=True)
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=str(folder / f"{name}-{width}px.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})


def side_scores(number: int, table: int) -> tuple[int, int]:
    """Made-up but distinct scores, so a seat mixed up would change a total."""
    return 10 * number + table * 7, 5 * table + number * 11


def test_a_progressive_night(page: Page, site: str, house: Any, cast: Any) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/events/")
    page.fill("#name", "Thursday progressive")
    page.fill("#slug", "thursday")
    page.fill("#date", "2026-12-10")
    page.select_option("#format", "progressive")
    page.fill("#rounds", "3")
    page.click("text=Create the event")
    event = Event.objects.get(slug="thursday")
    for name in NAMES:
        kind = ParticipantKind.BOT if name.startswith("Bot") else ParticipantKind.GUEST
        add_participant(event, name, kind=kind)
    page.reload()
    for name in NAMES:
        page.check(f"input[name=present][value='{name}']")
    page.click("text=Check in")
    page.click("text=Start the event and seat round 1")
    expected: dict[str, int] = {}
    for number in (1, 2, 3):
        for table in event.event_rounds.get(number=number).seating["tables"]:
            card = page.locator(
                f".event-table[data-round='{number}'][data-table='{table['number']}']"
            )
            if (number, table["number"]) == (1, 1):  # this table's score comes from a match
                match = play_bot_match(event.ruleset.head, bots=["heuristic"] * 4, seed=3,
                                       started_by=cast.editor)  # fmt: skip
                sides = tuple(int(s) for s in match.result["standing"]["scores"])
                card.locator("summary").click()
                card.locator("input[name=match]").fill(str(match.pk))
                card.locator("text=Take its result").click()
            else:
                sides = side_scores(number, table["number"])
                inputs = card.locator(".result-form input[name=score]")
                inputs.nth(0).fill(str(sides[0]))
                inputs.nth(1).fill(str(sides[1]))
                card.locator("text=Record").click()
            for seat, player in enumerate(table["seats"]):
                expected[player] = expected.get(player, 0) + sides[seat % 2]
        if number < 3:
            page.click(f"text=Seat round {number + 1}")
    page.click("text=Finish the event")
    page.click("text=Publish the results")
    assert "The results are published." in page.content()
    rows = page.locator("table.standings tbody tr")
    shown = {
        rows.nth(i).locator("th").inner_text(): int(
            float(rows.nth(i).locator("td").nth(1).inner_text())
        )
        for i in range(rows.count())
    }
    assert shown == expected and len(shown) == 16
    photograph(page, "event-progressive")
