"""A member opens a Hearts table with three *Strong* bots (the search bot) in chromium and
plays until the bots have played three tricks' worth of cards: each bot seat says how well
it plays ("Strong") and the bots, the search bot, play their cards in their turn.
The photograph is in the test output."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tables.models import Table
from tests.browser.conftest import shoot, sign_in
from tests.browser.table_play import PHONE_390, move, my_turn, open_with_bots
from tests.cast import publish_next


@pytest.fixture
def phone(browser: Browser, daphne_site: str) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE_390)
    opened = context.new_page()
    opened.set_default_timeout(30_000)
    yield opened
    context.close()


def test_search_bots_play_their_cards_at_a_live_table(
    phone: Page, daphne_site: str, cast: Any
) -> None:
    rules = create_ruleset(cast.club, slug="hearts", title="Club hearts", actor=cast.owner)
    publish_next(rules, (LIBRARY_DIR / "hearts.yaml").read_bytes(), cast.owner, "From the library")
    sign_in(phone, daphne_site, "alice")
    open_with_bots(phone, daphne_site, "hearts", level="Strong")
    seats = [seat.inner_text() for seat in phone.locator(".felt .seat").all()]
    assert sum("Strong" in text for text in seats) == 3, seats

    deadline = time.monotonic() + 150
    while time.monotonic() < deadline and _bot_cards_played() < 9:
        if my_turn(phone):
            move(phone)
        else:
            phone.wait_for_timeout(200)
    assert _bot_cards_played() >= 9
    shoot(phone, "a hearts table with strong search bots")
    seats = [seat.bot for seat in Table.objects.get().seats.all() if seat.bot]
    assert seats == ["search"] * 3


def _bot_cards_played() -> int:
    """Cards the bots have played (a card's notation is a rank and a suit, a pass is not)."""
    actions = Table.objects.get().actions.filter(by="bot")
    return sum(" " not in action.notation for action in actions)
