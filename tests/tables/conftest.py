"""Live tables' tests share the suite's cast (tests/cast.py; fixtures in tests/conftest.py):
alice owns the private club riverside, erin edits it, bob views it, charlie is an outsider,
stan is staff.
Here stan is also a viewer of riverside, so that four members can fill a Spades table.

Sockets are Channels' `WebsocketCommunicator`s on the site's own ASGI application, driven
from synchronous tests with `async_to_sync` (so the consumer's database calls run in the
test's own thread), on a committed database (`_committed`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import User

from registry.models import Role, Version
from registry.services import create_ruleset, set_membership
from registry.services.library import LIBRARY_DIR
from tables import consumers, services, store, talk
from tables.models import Table
from tables.routing import websocket_urlpatterns
from tests.cast import Cast, publish_next
from tests.clubsite.conftest import flushable_db  # noqa: F401  (a shared fixture)

LIBRARY = sorted(path.stem for path in LIBRARY_DIR.glob("*.yaml"))
"""Every ruleset of the library, by name."""


@pytest.fixture(autouse=True)
def _committed(flushable_db: None) -> Iterator[None]:  # noqa: F811
    """Channels' `database_sync_to_async` closes obsolete connections around every call, which
    on PostgreSQL closes a test transaction's connection ("the connection is closed"), so these
    tests commit, as Channels asks of database tests, and the database is emptied after. The
    event loop's own connections for moves (tables/store.py) and the recorder's of finished
    matches are closed after each test."""
    yield
    store.close_all()
    consumers.close_recorder()
    # A test's sockets left open would count against the next test's caps.
    consumers._CLIENTS.clear()
    consumers._LOCAL.clear()
    consumers._OPEN[0] = 0


@pytest.fixture(autouse=True)
def _no_bot_delay(settings: Any) -> None:
    settings.TABLES_BOT_DELAY = 0.0
    settings.TABLES_RATE = (1000.0, 1000.0)
    # The consumer's database calls in the test's own thread and transaction.
    settings.TABLES_PARALLEL_DB = False


@pytest.fixture(autouse=True)
def _fresh_chat_allowance() -> None:
    """Each test's members start with their whole chat allowance (users' ids repeat from
    one test to the next)."""
    talk.forget_allowances()


@pytest.fixture
def players(cast: Cast) -> list[User]:
    """Four members of riverside: alice, erin, bob and stan."""
    set_membership(cast.club, cast.staff, Role.VIEWER, actor=cast.owner)
    return [cast.owner, cast.editor, cast.viewer, cast.staff]


@pytest.fixture
def library_version(cast: Cast) -> Callable[[str], Version]:
    """A riverside version holding a library ruleset, by its name."""

    def make(name: str) -> Version:
        found = create_ruleset(cast.club, slug=name, title=name, actor=cast.owner)
        source = (LIBRARY_DIR / f"{name}.yaml").read_bytes()
        return publish_next(found, source, cast.owner, f"The library's {name}")

    return make


def seated_table(version: Version, people: list[User], bots: list[str] = ()) -> Table:  # type: ignore[assignment]
    """A started table: `people` in the first seats (the first opens it), `bots` after."""
    seats = ["me"] + ["open"] * (len(people) - 1) + list(bots)
    table = services.open_table(version, opened_by=people[0], seats=seats)
    for number, person in enumerate(people[1:], start=2):
        services.sit(table, person, number, table.invite_token)
    table.refresh_from_db()
    return table


def communicator(table: Table, user: Any) -> WebsocketCommunicator:
    """A socket at the table for `user`, signed in (the session middleware is tested apart,
    through the whole ASGI application)."""
    socket = WebsocketCommunicator(URLRouter(websocket_urlpatterns), f"/ws/tables/{table.id}/")
    socket.scope["user"] = user
    return socket


async def drain(socket: WebsocketCommunicator, wait: float = 0.05) -> list[dict[str, Any]]:
    """Every message the socket has been sent until it is quiet for `wait` seconds."""
    found = []
    # receive_nothing, not a timed-out receive: that one cancels the application.
    while not await socket.receive_nothing(timeout=wait, interval=0.005):
        found.append(await socket.receive_json_from())
    return found
