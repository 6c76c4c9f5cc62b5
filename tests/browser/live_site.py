"""The site served by daphne (HTTP and the websockets, houserules/asgi.py) in a thread of the
test process, on the test database, as `make run` serves it: for the live tables' browser
tests. One server for the session (Twisted's reactor runs once per process), shared by every
test module that imports the `daphne_site` fixture."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from django.db.backends.signals import connection_created

__all__ = ["daphne_site"]

_SERVER: dict[str, Any] = {}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _daphne_url() -> str:
    """One daphne server for the session (Twisted's reactor runs once per process)."""
    if "url" not in _SERVER:
        from daphne.endpoints import build_endpoint_description_strings
        from daphne.server import Server

        from houserules.asgi import application

        port = _free_port()
        server = Server(
            application=application,
            endpoints=build_endpoint_description_strings(host="127.0.0.1", port=port),
            signal_handlers=False,
            verbosity=0,
        )
        threading.Thread(target=server.run, daemon=True).start()
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        _SERVER["url"] = f"http://127.0.0.1:{port}"
    return str(_SERVER["url"])


@pytest.fixture
def daphne_site(flushable_db: None, settings: Any) -> Iterator[str]:
    settings.TABLES_BOT_DELAY = 0.05
    connection_created.connect(_read_uncommitted)
    # The test's own reads (how many cards the bots played) meet the server's writes too.
    _read_uncommitted(None, connection)
    try:
        yield _daphne_url()
    finally:
        # A bot's move still being played, or a finished match being recorded, would hold
        # the database the flush that follows empties (a table lock on SQLite), or touch it
        # once emptied.
        from tables.consumers import close_recorder, stop_drivers

        stop_drivers()
        close_recorder()
        connection_created.disconnect(_read_uncommitted)


def _read_uncommitted(sender: Any, connection: Any, **kwargs: Any) -> None:
    """On SQLite the test database is in memory with a shared cache, whose table locks fail
    at once where a file database (`make run`'s) waits out its `timeout`: a page read in
    daphne's thread while a bot's move held the table answered 500, about one run in seven.
    Readers of a shared cache that read uncommitted rows take no table locks. Only the
    connections this test's server opens (the live tables' tests start daphne) read so."""
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA read_uncommitted = 1")
