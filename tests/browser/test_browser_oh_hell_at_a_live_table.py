"""A member plays the first two hands of Oh Hell against three bots at a live table: the
status says the hand's size and trump, the first hand deals one card and the second two, and
each finished hand is summed up in a line per player (bid, tricks, points)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.browser.conftest import sign_in
from tests.browser.table_play import PHONE_390, move, my_turn, open_with_bots, photograph
from tests.cast import publish_next


@pytest.fixture
def phone(browser: Browser, daphne_site: str) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE_390)
    opened = context.new_page()
    opened.set_default_timeout(20_000)
    yield opened
    context.close()


def test_a_member_plays_growing_oh_hell_hands_with_bots(
    phone: Page, daphne_site: str, cast: Any
) -> None:
    rules = create_ruleset(cast.club, slug="oh-hell", title="Club Oh Hell", actor=cast.owner)
    publish_next(rules, (LIBRARY_DIR / "oh-hell.yaml").read_bytes(), cast.owner, "Library")
    errors: list[str] = []
    phone.on("pageerror", lambda e: errors.append(str(e)))
    sign_in(phone, daphne_site, "alice")
    open_with_bots(phone, daphne_site, "oh-hell")

    sizes: dict[int, int] = {}
    notes: list[str] = []
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline:
        summary = phone.text_content("#table-summary") or ""
        if "Hand 3" in summary or phone.get_attribute("#table", "data-status") != "playing":
            break
        if not my_turn(phone):
            time.sleep(0.05)
            continue
        number = 2 if "Hand 2" in summary else 1
        sizes.setdefault(number, phone.locator("#hand .card").count())
        notes.append(phone.text_content("#table-status") or "")
        if number == 2 and len(notes) == 3:
            photograph(phone, "table-oh-hell")
        move(phone, "middle")

    assert sizes == {1: 1, 2: 2}, (sizes, notes)
    assert any("1 card" in note and "trump" in note for note in notes), notes
    assert not errors, errors
