"""A progressive Spades night of 16 in the browser, one hand a round, its results from
everywhere: in round 1 the director opens a score sheet for table 1 from the event's page,
enters its hand on the sheet's page, and bob, a player of the other side, confirms it on the
table's page; in round 2 the director opens a live table for alice and three bots, whose
result counts by itself when its match ends; in round 3 the table of four bots plays by
itself; the other tables' scores are typed at the tables' forms. From check-in to the
published results, every player's total on the page matches a hand count. The round's table
cards (with their QR codes), a table's page and the event's page are photographed at 1280
and 390 px (docs/events.md, with HOUSERULES_DOC_SCREENSHOTS=1)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from clubevents.models import Event, ParticipantKind
from clubevents.services import add_participant
from registry.models import Match
from tables.models import Table
from tests.browser.conftest import DESKTOP, SCREENSHOTS, sign_in
from tests.events.event_helpers import PAPER_HAND, one_hand_ruleset, play_out

# The fixed rotation seats the 16 by their place on the list (events.formats.progressive):
# round 1, table 1 is places 0, 1, 15, 14 (bob in seat 2); round 2, table 4 is places 7, 8,
# 10, 9 (alice and three bots); round 3, table 4 is places 8 to 11 (the four bots).
NAMES = [f"Player {n:02}" for n in range(16)]
NAMES[1], NAMES[7] = "bob", "alice"
NAMES[8:12] = ["Bot A", "Bot B", "Bot C", "Bot D"]
SHEET, LIVE, BOTS = (1, 1), (2, 4), (3, 4)
# PAPER_HAND's hand count: seats 1 and 3 bid 4 + 3 and took 8 (70 and a bag: 71); seats 2
# and 4 bid 3 + 2 and took 5 (50).
SHEET_SIDES = (71, 50)
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


def _add_players(event: Event, cast: Any) -> None:
    users = {"bob": cast.viewer, "alice": cast.owner}
    for name in NAMES:
        kind = ParticipantKind.GUEST
        if name.startswith("Bot"):
            kind = ParticipantKind.BOT
        elif name in users:
            kind = ParticipantKind.MEMBER
        add_participant(event, name, kind=kind, user=users.get(name))


def _match_sides(match: Match) -> tuple[int, int]:
    first, second = (int(s) for s in match.result["standing"]["scores"])
    return first, second


def test_a_night_of_live_tables_sheets_and_bots(
    page: Page, browser: Browser, site: str, cast: Any
) -> None:
    one_hand_ruleset(cast, "night")
    sign_in(page, site, "erin", "/clubs/riverside/events/")
    page.fill("#name", "Thursday progressive")
    page.fill("#slug", "thursday")
    page.fill("#date", "2026-12-10")
    page.select_option("#ruleset", "night")
    page.select_option("#format", "progressive")
    page.fill("#rounds", "3")
    page.fill("#hands_per_round", "1")
    page.click("text=Create the event")
    event = Event.objects.get(slug="thursday")
    _add_players(event, cast)
    page.reload()
    for name in NAMES:
        page.check(f"input[name=present][value='{name}']")
    page.click("text=Check in")
    page.click("text=Start the event and seat round 1")
    event_url = page.url.split("#")[0]

    bob = browser.new_context(viewport=DESKTOP, java_script_enabled=False).new_page()
    sign_in(bob, site, "bob", "/clubs/riverside/events/thursday/")
    expected: dict[str, int] = {}
    for number in (1, 2, 3):
        for table in event.event_rounds.get(number=number).seating["tables"]:
            where = (number, table["number"])
            card = page.locator(f".event-table[data-round='{number}'][data-table='{where[1]}']")
            if where == SHEET:
                sides = _score_on_a_sheet(page, bob, card, event_url)
            elif where == LIVE:
                sides = _play_live(page, card, event)
            elif where == BOTS:
                card.locator("summary").click()
                card.locator("text=Let the bots play this table").click()
                result = event.results.get(round=number, table=where[1])
                sides = _match_sides(result.match)
            else:
                sides = side_scores(*where)
                inputs = card.locator(".result-form input[name=score]")
                inputs.nth(0).fill(str(sides[0]))
                inputs.nth(1).fill(str(sides[1]))
                card.locator("text=Record").click()
            for seat, player in enumerate(table["seats"]):
                expected[player] = expected.get(player, 0) + sides[seat % 2]
        if number < 3:
            page.click(f"text=Seat round {number + 1}")
    sources = sorted(set(event.results.values_list("source", flat=True)))
    assert sources == ["bots", "director", "live", "sheet"]
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
    photograph(page, "event-night-mixed")


def _score_on_a_sheet(page: Page, bob: Page, card: Any, event_url: str) -> tuple[int, int]:
    """The director opens the table's sheet and enters its hand; bob, of the other side,
    confirms it on the table's page, where the table's card leads."""
    page.click("text=Print the table cards of round 1")
    # The click returns once the cards page starts loading, not when its cards are drawn.
    expect(page.locator(".table-card svg")).to_have_count(4)
    photograph(page, "event-table-cards")
    table_url = page.locator(".table-card[data-table='1'] .qr a").get_attribute("href")
    page.goto(event_url)
    card.locator("text=Open a score sheet").click()
    assert "its score sheet is open" in page.content()
    card.locator("a", has_text="score sheet").click()
    for seat, (bid, took) in enumerate(
        zip(PAPER_HAND["bids"], PAPER_HAND["tricks"], strict=True), start=1
    ):
        page.locator(f"#id_bid_{seat}").fill(str(bid))
        page.locator(f"#id_tricks_{seat}").fill(str(took))
    page.get_by_role("button", name="Score hand 1").click()
    page.goto(event_url)
    assert "waiting for the other side to confirm" in card.inner_text()
    assert table_url is not None
    bob.goto(table_url)
    assert "entered by erin" in bob.content()
    photograph(bob, "event-table-pending")
    bob.get_by_role("button", name="Confirm the sheet").click()
    assert "the score sheet is confirmed and counts" in bob.content()
    page.reload()
    return SHEET_SIDES


def _play_live(page: Page, card: Any, event: Event) -> tuple[int, int]:
    """The director opens the live table; alice and the bots play it to its end (alice's
    moves made as her browser would send them); the result is in without anyone typing it."""
    card.locator("text=Open a live table").click()
    assert "the live table is open; its players are seated" in page.content()
    opened = event.event_tables.get(round=LIVE[0], table=LIVE[1])
    seats = [s.user.username if s.user else s.bot for s in opened.live_table.seats.all()]
    assert seats == ["alice", "heuristic", "heuristic", "heuristic"]
    table = play_out(Table.objects.get(pk=opened.live_table_id))
    page.reload()
    assert "(live)" in card.inner_text()
    assert table.match is not None
    return _match_sides(table.match)
