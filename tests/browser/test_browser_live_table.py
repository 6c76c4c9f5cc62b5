"""Two members (two browser contexts) and two bots play at a live table in chromium: the
opener opens it and sends the invite link, the other sits down through it (the opener's
waiting page turns into the game without a reload), they play whole
hands card by card to the match's end, the opener reloads in the middle of a trick and
carries on, and the finished match verifies by replay. The pages run under the site's
Content-Security-Policy, with no error in the console, and fit a 390 px phone, where each
player's hand and the trick are on screen at every turn.

The site is served by daphne (HTTP and the websockets, houserules/asgi.py) in a thread of the
test process, on the test database, as `make run` serves it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from registry.services.matches import verify_match
from tables.models import Table, TableStatus
from tests.browser.conftest import fits_the_phone, shoot, sign_in
from tests.browser.table_play import on_screen
from tests.cast import publish_next, with_target

PHONE_390 = {"width": 390, "height": 844}


@pytest.fixture
def two_members(browser: Browser, daphne_site: str) -> Iterator[tuple[Page, Page]]:
    contexts = [browser.new_context(viewport=PHONE_390) for _ in range(2)]
    pages = [context.new_page() for context in contexts]
    for page in pages:
        page.set_default_timeout(20_000)
    yield pages[0], pages[1]
    for context in contexts:
        context.close()


def _console_errors(page: Page, found: list[str]) -> None:
    page.on("console", lambda m: found.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: found.append(str(e)))


def _sequence(page: Page) -> int:
    return int(page.get_attribute("#table", "data-sequence") or 0)


def _my_turn(page: Page) -> bool:
    return page.locator(".table-status.mine").count() > 0 and page.locator("#hand").count() > 0


def _move(page: Page) -> None:
    """Bid what the page offers first among a plain number, else play the first card that
    is enabled: only moves the server offered are on the page."""
    before = _sequence(page)
    moves = page.locator("#moves button")
    numbers = [m for m in moves.all() if (m.get_attribute("data-move") or "").isdigit()]
    if numbers:
        numbers[min(2, len(numbers) - 1)].click()
    elif moves.count():
        moves.first.click()
    else:
        page.locator("#hand button.card:not([disabled])").first.click()
    # A selector, not wait_for_function: the page's CSP refuses evaluated strings.
    page.wait_for_selector(f"#table:not([data-sequence='{before}'])")


def test_two_members_and_two_bots_play_to_the_end_and_the_match_verifies(
    two_members: tuple[Page, Page], daphne_site: str, ruleset: Any, cast: Any
) -> None:
    # Classic Spades played to 50, so that the match is a hand or a few.
    publish_next(ruleset, with_target(50), cast.owner, "Play to 50")
    alice, erin = two_members
    errors: list[str] = []
    for page in two_members:
        _console_errors(page, errors)
    sign_in(alice, daphne_site, "alice")
    sign_in(erin, daphne_site, "erin")

    alice.goto(f"{daphne_site}/clubs/riverside/rulesets/house/play/")
    alice.select_option("#id_seat_1", "me")
    alice.select_option("#id_seat_2", "heuristic")
    alice.select_option("#id_seat_3", "open")
    alice.select_option("#id_seat_4", "heuristic")
    alice.click("text=Open the table")
    invite = alice.input_value("#invite-link")
    assert "?invite=" in invite

    # Alice's waiting page is live: when Erin takes the last seat it turns into the game
    # without a reload.
    alice.wait_for_selector("ol.seat-list[data-live=on]")
    erin.goto(invite)
    erin.click("text=Sit here")
    erin.wait_for_selector("#table[data-status=playing]")
    alice.wait_for_selector("#table[data-status=playing]")
    assert fits_the_phone(alice)

    reloaded = False
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        if alice.get_attribute("#table", "data-status") != "playing":
            break
        if _my_turn(alice) and not reloaded and alice.locator(".trick .play").count() >= 1:
            shoot(alice, "live table mid-trick")
            alice.reload()
            alice.wait_for_selector(".table-status.mine")
            reloaded = True
        for page in (alice, erin):
            if _my_turn(page):
                assert on_screen(page, "Your hand") and on_screen(page, "Trick")
                _move(page)
        time.sleep(0.05)
    alice.wait_for_selector("#table[data-status=finished]")
    erin.wait_for_selector("#table[data-status=finished]")
    assert reloaded, "the opener never reloaded in the middle of a trick"
    shoot(erin, "live table finished")

    table = Table.objects.get()
    assert table.status == TableStatus.FINISHED
    assert table.match is not None
    assert [seat.get("user") or seat.get("bot") for seat in table.match.seats] == [
        "alice", "heuristic", "erin", "heuristic"
    ]  # fmt: skip
    assert verify_match(table.match).verified
    alice.click("text=The match, verified by replay")
    assert alice.locator("body").inner_text().count("verified") >= 1
    assert not errors, errors
