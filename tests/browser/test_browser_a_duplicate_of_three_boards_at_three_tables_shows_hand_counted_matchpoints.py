"""A duplicate Spades event in the browser: 12 players at 3 tables play boards 1 to 3; the
results typed at the tables' forms give the matchpoints counted by hand."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from clubevents.models import Event
from clubevents.services import add_participant, check_in
from tests.browser.conftest import sign_in

NAMES = [f"p{n:02}" for n in range(1, 13)]
SCORES = {  # board: each table's (NS, EW); NS results +20 0 +20 | -180 +40 -40 | +70 +70 -70
    1: [(60, 40), (50, 50), (60, 40)],
    2: [(-100, 80), (70, 30), (30, 70)],
    3: [(90, 20), (90, 20), (20, 90)],
}


def test_duplicate_matchpoints(page: Page, site: str, house: Any) -> None:
    sign_in(page, site, "erin", "/clubs/riverside/events/")
    page.fill("#name", "Duplicate")
    page.fill("#slug", "duplicate")
    page.fill("#date", "2026-12-11")
    page.select_option("#format", "duplicate")
    page.fill("#rounds", "3")
    page.click("text=Create the event")
    event = Event.objects.get(slug="duplicate")
    for name in NAMES:
        add_participant(event, name)
    check_in(event, NAMES)
    page.reload()
    page.click("text=Start the event and seat round 1")
    for board in (1, 2, 3):
        for table, (ns, ew) in enumerate(SCORES[board], start=1):
            card = page.locator(f".event-table[data-round='{board}'][data-table='{table}']")
            inputs = card.locator(".result-form input[name=score]")
            inputs.nth(0).fill(str(ns))
            inputs.nth(1).fill(str(ew))
            card.locator("text=Record").click()
        if board < 3:
            page.click(f"text=Seat round {board + 1}")
    rows = page.locator("table.standings tbody tr")
    shown = {
        rows.nth(i).locator("th").inner_text(): float(rows.nth(i).locator("td").nth(1).inner_text())
        for i in range(rows.count())
    }
    # NS of table 1 (p01, p03): 1.5 + 0 + 1.5; table 2 (p05, p07): 0 + 2 + 1.5; table 3 (p09,
    # p11): 1.5 + 1 + 0. EW pairs: 6 minus the NS pair at their table.
    assert shown["p01"] == shown["p03"] == 3.0
    assert shown["p05"] == 3.5 and shown["p09"] == 2.5
    assert shown["p02"] == 3.0 and shown["p06"] == 2.5 and shown["p10"] == 3.5
