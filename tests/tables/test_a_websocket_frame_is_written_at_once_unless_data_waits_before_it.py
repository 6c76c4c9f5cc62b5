"""daphne's websockets write each frame to the connection's socket as it is made, not on the
reactor's next turn (tables/serving.py): the peer has it before the reactor runs. A frame
behind data that still waits (a full socket) waits behind it, so frames keep their order,
and a connection that is closing is left to Twisted."""

from __future__ import annotations

import socket
from collections import deque
from collections.abc import Iterator
from typing import Any

import pytest
from twisted.internet.protocol import Protocol
from twisted.internet.tcp import Connection

from tables.serving import send_frames_at_once, write_at_once


class _Reactor:
    """Where the connection registers to be told its socket can take data: never told here
    (the global reactor is not installed by a test: daphne installs its own)."""

    def addWriter(self, connection: Any) -> None:  # noqa: N802 (Twisted's name)
        pass

    def removeWriter(self, connection: Any) -> None:  # noqa: N802 (Twisted's name)
        pass


@pytest.fixture
def pair() -> Iterator[tuple[Connection, socket.socket]]:
    """A Twisted connection over one end of a socket pair, and the other end (the browser)."""
    server, browser = socket.socketpair()
    server.setblocking(False)
    browser.settimeout(0)
    connection = Connection(server, Protocol(), _Reactor())
    connection.connected = True
    yield connection, browser
    connection.stopWriting()
    server.close()
    browser.close()


def _received(browser: socket.socket) -> bytes:
    try:
        return browser.recv(65536)
    except BlockingIOError:
        return b""


def test_a_frame_reaches_the_peer_before_the_reactor_turns(pair: Any) -> None:
    connection, browser = pair
    write_at_once(connection, b"first")
    write_at_once(connection, b"second")
    assert _received(browser) == b"firstsecond"
    assert connection._tempDataBuffer == []


def test_a_frame_behind_waiting_data_waits_behind_it(pair: Any) -> None:
    connection, browser = pair
    connection.write(b"waiting")  # buffered until the reactor's next turn
    write_at_once(connection, b"after")
    assert _received(browser) == b""
    connection.doWrite()
    assert _received(browser) == b"waitingafter"


def test_a_closing_connection_is_left_to_twisted(pair: Any) -> None:
    connection, browser = pair
    connection.disconnecting = True
    write_at_once(connection, b"late")
    assert _received(browser) == b""
    assert connection._tempDataBuffer == [b"late"]


def test_daphnes_websockets_send_through_it(pair: Any) -> None:
    from daphne.ws_protocol import WebSocketProtocol

    connection, browser = pair
    send_frames_at_once()
    send_frames_at_once()  # once is enough; again changes nothing
    protocol = WebSocketProtocol()
    protocol.send_queue = deque()
    protocol.transport = connection
    protocol.sendData(b"frame")
    assert _received(browser) == b"frame"
