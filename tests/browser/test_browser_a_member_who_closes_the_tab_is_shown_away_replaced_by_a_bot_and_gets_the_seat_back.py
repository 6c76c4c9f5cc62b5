"""Presence in chromium: a member whose turn it is closes the tab; the other member sees
that seat marked away within 5 seconds; once the table's takeover time has run out a bot
plays for the seat and everyone sees it marked bot; the member opens the table again, gets
the seat back (no longer away or bot) and plays their next turn. Served by daphne, as `make
run` serves it."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tables import services
from tables.models import Seat, Table, TableAction
from tests.browser.conftest import sign_in
from tests.browser.table_play import PHONE_390, move, my_turn, sequence
from tests.browser.test_browser_live_table import _console_errors

MEMBERS = ("alice", "erin")


@pytest.fixture
def two_contexts(browser: Browser, daphne_site: str) -> Iterator[list[BrowserContext]]:
    contexts = [browser.new_context(viewport=PHONE_390) for _ in MEMBERS]
    yield contexts
    for context in contexts:
        context.close()


def _off_this_thread(work: Callable[[], Any]) -> Any:
    """Run database work on a thread of its own: Playwright's event loop runs on this one."""
    found: list[Any] = []
    worker = threading.Thread(target=lambda: found.append(work()))
    worker.start()
    worker.join()
    return found[0]


def _page(context: BrowserContext, errors: list[str]) -> Page:
    page = context.new_page()
    page.set_default_timeout(20_000)
    _console_errors(page, errors)
    return page


def _until(condition: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def test_a_member_who_closes_the_tab_is_away_then_a_bot_then_back_in_their_seat(
    two_contexts: list[BrowserContext], daphne_site: str, ruleset: Any, cast: Any
) -> None:
    def open_and_sit() -> Table:
        table = services.open_table(
            ruleset.head, opened_by=cast.owner, seats=["me", "open", "heuristic", "heuristic"]
        )
        services.sit(table, cast.editor, 2, table.invite_token)
        return table

    table = _off_this_thread(open_and_sit)
    assert table.takeover_minutes == 1  # the default: a minute's grace
    errors: list[str] = []
    pages = [_page(context, errors) for context in two_contexts]
    for page, name in zip(pages, MEMBERS, strict=True):
        sign_in(page, daphne_site, name)
        page.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
        page.wait_for_selector("#table[data-status=playing]")

    # The bots play up to a member's turn; that member closes the tab.
    _until(lambda: any(my_turn(page) for page in pages), 20, "no member's turn came")
    leaving = next(index for index, page in enumerate(pages) if my_turn(page))
    name, number = MEMBERS[leaving], leaving + 1
    staying = pages[1 - leaving]
    before = sequence(staying)
    pages[leaving].close()
    seat = staying.get_by_role("region", name=name, exact=True)
    expect(seat.locator(".presence")).to_have_text("away", timeout=5_000)

    # The takeover time runs out: the seat's player left a minute ago, as its row now says
    # (the test does not wait the minute). The server's driver looks again when a socket
    # opens at the table, here the staying member's page reloaded.
    _off_this_thread(
        lambda: Seat.objects.filter(table=table, number=number).update(
            away_since=timezone.now() - timedelta(seconds=61)
        )
    )
    staying.reload()
    seat = staying.get_by_role("region", name=name, exact=True)
    expect(seat.locator(".presence")).to_have_text("bot")
    staying.wait_for_selector(f"#table:not([data-sequence='{before}'])")
    taken = _off_this_thread(
        lambda: list(
            TableAction.objects.filter(table=table, seat=number).values_list("by", flat=True)
        )
    )
    assert "takeover" in taken

    # The member comes back: the seat is theirs again at once, and they play their turn.
    back = _page(two_contexts[leaving], errors)
    back.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
    back.wait_for_selector("#table[data-status=playing]")
    expect(seat.locator(".presence")).not_to_have_text("away")
    expect(seat.locator(".presence")).not_to_have_text("bot")
    played = False
    deadline = time.monotonic() + 60
    while not played:
        assert time.monotonic() < deadline, f"{name} never had a turn again"
        if my_turn(back):
            move(back)
            played = True
        elif my_turn(staying):
            move(staying)
        time.sleep(0.05)
    mine = _off_this_thread(
        lambda: list(TableAction.objects.filter(table=table, seat=number).values_list("by"))
    )
    assert mine[-1] == ("player",)
    row = _off_this_thread(lambda: Seat.objects.get(table=table, number=number))
    assert row.away_since is None
    assert not errors, errors
