"""Three members, each on a 390x844 phone, and one bot play a whole Spades match to its end
(classic Spades played to 50, so that it lasts a hand or a few): at every turn of every
member, the "Your hand" and "Trick" regions are wholly on screen, and the match is recorded
and verifies by replay. Served by daphne, as `make run` serves it."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from registry.services.matches import verify_match
from tables import services
from tables.models import Seat, Table, TableStatus
from tests.browser.conftest import shoot, sign_in
from tests.browser.table_play import PHONE_390, move, my_turn, on_screen
from tests.browser.test_browser_live_table import _console_errors
from tests.cast import publish_next, with_target

MEMBERS = ("alice", "erin", "bob")


@pytest.fixture
def three_phones(browser: Browser, daphne_site: str) -> Iterator[list[Page]]:
    contexts = [browser.new_context(viewport=PHONE_390) for _ in MEMBERS]
    pages = [context.new_page() for context in contexts]
    for page in pages:
        page.set_default_timeout(20_000)
    yield pages
    for context in contexts:
        context.close()


def test_three_members_and_a_bot_play_a_whole_match_with_hand_and_trickon_screen(
    three_phones: list[Page], daphne_site: str, ruleset: Any, cast: Any
) -> None:
    version = publish_next(ruleset, with_target(50), cast.owner, "Play to 50")
    opened: list[Table] = []

    def open_and_sit() -> None:
        # Off this thread: Playwright's event loop runs here.
        table = services.open_table(
            version, opened_by=cast.owner, seats=["me", "open", "open", "heuristic"]
        )
        services.sit(table, cast.editor, 2, table.invite_token)
        services.sit(table, cast.viewer, 3, table.invite_token)
        opened.append(table)

    worker = threading.Thread(target=open_and_sit)
    worker.start()
    worker.join()
    table = opened[0]
    errors: list[str] = []
    for page, name in zip(three_phones, MEMBERS, strict=True):
        _console_errors(page, errors)
        sign_in(page, daphne_site, name)
        page.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
        page.wait_for_selector("#table[data-status=playing]")

    turns = dict.fromkeys(MEMBERS, 0)
    deadline = time.monotonic() + 600
    while three_phones[0].get_attribute("#table", "data-status") == "playing":
        assert time.monotonic() < deadline, f"the match did not end; turns taken: {turns}"
        for page, name in zip(three_phones, MEMBERS, strict=True):
            if my_turn(page):
                assert on_screen(page, "Your hand"), f"{name}'s hand is off screen"
                assert on_screen(page, "Trick"), f"the trick is off {name}'s screen"
                move(page)
                turns[name] += 1
        time.sleep(0.05)
    for page in three_phones:
        page.wait_for_selector("#table[data-status=finished]")
    shoot(three_phones[1], "a match of three members and a bot played to its end")

    assert all(count >= 13 for count in turns.values()), turns  # each played a hand at least
    table.refresh_from_db()
    assert table.status == TableStatus.FINISHED and table.match is not None
    assert [seat.get("user") or seat.get("bot") for seat in table.match.seats] == [
        "alice", "erin", "bob", "heuristic"
    ]  # fmt: skip
    assert verify_match(table.match).verified
    assert not errors, errors
    _leave(three_phones, table)


@pytest.mark.parametrize(
    ("game", "bid", "done"),
    [("hearts", "middle", "pass"), ("rook", "rising", "discard")],
)
def test_three_members_and_a_bot_play_a_hand_of_hearts_and_of_rook_on_phones(
    three_phones: list[Page], daphne_site: str, cast: Any, game: str, bid: str, done: str
) -> None:
    """One hand: Hearts with its pass, Rook with its nest (each member bids low first and the
    most after, so that a member wins the auction and takes the nest), hand and trick on
    screen at every member's turn."""

    def open_and_sit() -> Table:
        rules = create_ruleset(cast.club, slug=game, title=f"Club {game}", actor=cast.owner)
        source = (LIBRARY_DIR / f"{game}.yaml").read_bytes()
        version = publish_next(rules, source, cast.owner, "From the library")
        table = services.open_table(
            version, opened_by=cast.owner, seats=["me", "open", "open", "heuristic"]
        )
        services.sit(table, cast.editor, 2, table.invite_token)
        services.sit(table, cast.viewer, 3, table.invite_token)
        return table

    found: list[Table] = []
    worker = threading.Thread(target=lambda: found.append(open_and_sit()))
    worker.start()
    worker.join()
    table = found[0]
    errors: list[str] = []
    for page, name in zip(three_phones, MEMBERS, strict=True):
        _console_errors(page, errors)
        sign_in(page, daphne_site, name)
        page.goto(f"{daphne_site}/clubs/riverside/tables/{table.pk}/")
        page.wait_for_selector("#table[data-status=playing]")

    moves: list[str] = []
    deadline = time.monotonic() + 300
    watching = three_phones[0]
    while "Hand 2" not in (watching.text_content("#table-summary") or ""):
        assert watching.get_attribute("#table", "data-status") == "playing"
        assert time.monotonic() < deadline, f"{game}: the hand did not end; moves {moves}"
        for page, name in zip(three_phones, MEMBERS, strict=True):
            if my_turn(page):
                assert on_screen(page, "Your hand"), f"{game}: {name}'s hand is off screen"
                assert on_screen(page, "Trick"), f"{game}: the trick is off {name}'s screen"
                moves.append(move(page, bid))
        time.sleep(0.05)
    # Hearts: the members passed cards; Rook: the member who won the nest discarded to it.
    assert done in moves, moves
    assert not errors, errors
    _leave(three_phones, table)


def _leave(pages: list[Page], table: Table) -> None:
    """Close the members' pages and wait until the server has seen every seat's socket
    close: its presence writes must not meet the test database's flush."""
    for page in pages:
        page.close()
    found: list[int] = []

    def count() -> None:
        found.append(Seat.objects.filter(table=table, away_since__isnull=False).count())

    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        worker = threading.Thread(target=count)
        worker.start()
        worker.join()
        if found[-1] >= len(MEMBERS):
            return
        time.sleep(0.1)
    raise AssertionError(f"the server saw {found[-1]} of the members' sockets close")
