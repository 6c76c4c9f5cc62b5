"""How daphne serves the tables' websockets, set before it builds its server
(houserules/asgi.py calls `close_oversized_frames` as it loads).

daphne refuses a frame over its `--websocket_max_message_size` (1 MiB unless told) below the
site, in autobahn, before the consumer's own limit (`TABLES_MAX_MESSAGE_BYTES`) can answer
it; autobahn then drops the TCP connection unless told otherwise, and the page saw a socket
gone with no code and no reason. Told to fail a connection by closing it, autobahn sends the
close frame the protocol asks for: 1009 (message too big) with its reason, which the page
shows, and waits a moment for the browser's reply before it drops the connection.
"""

from __future__ import annotations

from typing import Any

__all__ = ["close_oversized_frames"]


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
