"""How daphne serves the tables' websockets, set before it builds its server
(houserules/asgi.py calls `close_oversized_frames` and `send_frames_at_once` as it loads).

daphne refuses a frame over its `--websocket_max_message_size` (1 MiB unless told) below the
site, in autobahn, before the consumer's own limit (`TABLES_MAX_MESSAGE_BYTES`) can answer
it; autobahn then drops the TCP connection unless told otherwise, and the page saw a socket
gone with no code and no reason. Told to fail a connection by closing it, autobahn sends the
close frame the protocol asks for: 1009 (message too big) with its reason, which the page
shows, and waits a moment for the browser's reply before it drops the connection.
"""

from __future__ import annotations

from typing import Any

__all__ = ["close_oversized_frames", "send_frames_at_once", "write_at_once"]


def close_oversized_frames() -> None:
    """Make daphne's websockets fail (a frame over its limit, a protocol error) with a close
    frame and its code, not by dropping the connection. Idempotent."""
    from autobahn.twisted.websocket import WebSocketServerFactory
    from daphne.ws_protocol import WebSocketFactory

    if getattr(WebSocketFactory, "closes_with_a_code", False):
        return

    def resetProtocolOptions(factory: Any) -> None:  # noqa: N802 (autobahn's name)
        WebSocketServerFactory.resetProtocolOptions(factory)
        factory.failByDrop = False

    WebSocketFactory.resetProtocolOptions = resetProtocolOptions
    WebSocketFactory.closes_with_a_code = True


def write_at_once(transport: Any, data: bytes) -> None:
    """Write `data` to a plain TCP connection's socket now when nothing waits to be written
    before it, and leave what the socket does not take (or a TLS or wrapped connection's
    data, or data behind other data) to Twisted's `write`, which sends it once the socket
    can take it.

    Twisted's `write` only buffers, and sends on the reactor's next turn: on its asyncio
    reactor that is a registration of the socket for writing and its removal (two `epoll_ctl`
    calls) and one more turn of the loop for every frame, four frames a move at every table,
    which under `benchmarks/tables_bench.py` cost the app server as much as drawing the four
    seats' states."""
    from twisted.internet.tcp import Connection

    if (
        isinstance(transport, Connection)
        and not transport.TLS
        and transport.connected
        and not transport.disconnecting
        and not transport._writeDisconnected
        and transport.offset == len(transport.dataBuffer)
        and not transport._tempDataBuffer
    ):
        try:
            sent = transport.socket.send(data)
        except OSError:
            # The socket is full, or failed: Twisted's `write` waits for it, or meets the
            # failure on its next try and closes the connection as it always does.
            sent = 0
        if sent == len(data):
            return
        data = data[sent:]
    transport.write(data)


def send_frames_at_once() -> None:
    """Make daphne's websockets send each frame as it is made (`write_at_once`). Autobahn's
    own `sendData` also formats a debug line's values for every frame, logged or not.
    Idempotent."""
    from autobahn.twisted.websocket import WebSocketServerProtocol
    from daphne.ws_protocol import WebSocketProtocol

    if getattr(WebSocketProtocol, "sends_at_once", False):
        return

    def sendData(  # noqa: N802 (autobahn's name)
        protocol: Any, data: bytes, sync: bool = False, chopsize: int | None = None
    ) -> None:
        if sync or chopsize or protocol.send_queue:
            # Frames autobahn queues (chopped or forced out one by one) go its own way.
            WebSocketServerProtocol.sendData(protocol, data, sync, chopsize)
        else:
            write_at_once(protocol.transport, data)

    WebSocketProtocol.sendData = sendData
    WebSocketProtocol.sends_at_once = True
