"""A frame over daphne's own limit (1 MiB, `--websocket_max_message_size`), which the site's
consumer never sees, closes the socket with a close frame and code 1009 (message too big),
not by dropping the connection (tables/serving.py); the table's page says why, and
reconnects. A frame over the site's smaller limit is answered by the consumer
(tests/tables/test_a_message_over_the_limit_closes_the_socket_with_1009.py). Served by
daphne, as `make run` serves it."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from django.conf import settings
from django.test import Client
from playwright.sync_api import Browser, Page, expect
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tables import services
from tables.models import Seat, Table
from tests.browser.conftest import sign_in
from tests.browser.table_play import PHONE_390

OVER_DAPHNES_LIMIT = 1024 * 1024 + 1000


@pytest.fixture
def alices_table(daphne_site: str, ruleset: Any, cast: Any) -> Table:
    opened: list[Table] = []

    def open_it() -> None:
        # Off the test's thread, where Playwright's event loop runs.
        opened.append(
            services.open_table(
                ruleset.head, opened_by=cast.owner, seats=["me", "random", "random", "random"]
            )
        )

    worker = threading.Thread(target=open_it)
    worker.start()
    worker.join()
    return opened[0]


@pytest.fixture
def phone(browser: Browser, daphne_site: str) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE_390)
    opened = context.new_page()
    opened.set_default_timeout(20_000)
    yield opened
    context.close()


def _cookie(user: Any) -> str:
    client = Client()
    client.force_login(user)
    return f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"


def test_a_frame_over_daphnes_limit_is_closed_with_1009(
    daphne_site: str, alices_table: Table, cast: Any
) -> None:
    cookie = _cookie(cast.owner)
    url = daphne_site.replace("http://", "ws://") + f"/ws/tables/{alices_table.pk}/"

    async def send_too_much() -> tuple[int | None, str]:
        async with connect(
            url, origin=daphne_site, additional_headers={"Cookie": cookie}, max_size=None
        ) as socket:
            await asyncio.wait_for(socket.recv(), 10)  # the seat's state: the socket is open
            await socket.send('{"type": "chat", "text": "' + "x" * OVER_DAPHNES_LIMIT + '"}')
            try:
                while True:
                    await asyncio.wait_for(socket.recv(), 10)
            except ConnectionClosed as closed:
                said = closed.rcvd
                return (said.code, said.reason) if said is not None else (None, "")
        return None, ""

    code, reason = asyncio.run(send_too_much())
    _seat_left(alices_table)
    # Without a close frame (the connection dropped) there is no code: the browser's
    # WebSocket then reports 1006 and the page cannot say why.
    assert code == 1009
    assert "exceeds payload limit" in reason


def _open(page: Page) -> bool:
    # evaluate, not wait_for_function: the page's CSP refuses evaluated strings.
    return bool(page.evaluate("() => window.houseTable.open()"))


def test_the_table_page_says_why_its_socket_was_closed_and_reconnects(
    phone: Page, daphne_site: str, alices_table: Table
) -> None:
    sign_in(phone, daphne_site, "alice")
    phone.goto(f"{daphne_site}/clubs/riverside/tables/{alices_table.pk}/")
    phone.wait_for_selector("#table[data-status=playing]")
    assert _open(phone)
    phone.evaluate(
        "n => window.houseTable.send({type: 'chat', text: 'x'.repeat(n)})", OVER_DAPHNES_LIMIT
    )
    expect(phone.get_by_role("alert")).to_have_text(
        "A message was too big for the table, so its connection was closed."
    )
    # The page opens a new socket by itself, and the table goes on.
    deadline = time.monotonic() + 15
    while not _open(phone) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _open(phone)
    expect(phone.get_by_role("region", name="Your hand", exact=True)).to_be_visible()
    phone.close()
    _seat_left(alices_table)


def _seat_left(table: Table) -> None:
    """Wait until the server has seen alice's last socket close (her seat is away): its
    writes must not meet the test database's flush."""

    def away() -> bool:
        return Seat.objects.filter(table=table, number=1, away_since__isnull=False).exists()

    found: list[bool] = []
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        worker = threading.Thread(target=lambda: found.append(away()))
        worker.start()
        worker.join()
        if found[-1]:
            return
        time.sleep(0.1)
    raise AssertionError("the server never saw alice's socket close")
