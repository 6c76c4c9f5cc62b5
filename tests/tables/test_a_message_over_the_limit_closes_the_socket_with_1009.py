"""A frame over the table's limit (`TABLES_MAX_MESSAGE_BYTES`) is not read: the socket is
told why (an `error` the page shows) and closed with 1009, "message too big", and a reason."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from tests.tables.conftest import communicator, drain, seated_table


def test_an_oversized_frame_is_closed_with_1009_and_a_reason(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_MAX_MESSAGE_BYTES = 4096
    table = seated_table(ruleset.head, players)

    async def scenario(frame: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        socket = communicator(table, players[0])
        assert (await socket.connect())[0]
        assert (await socket.receive_json_from(timeout=5))["type"] == "state"
        await drain(socket)
        if isinstance(frame, bytes):
            await socket.send_to(bytes_data=frame)
        else:
            await socket.send_to(text_data=frame)
        said = await socket.receive_json_from(timeout=5)
        closed = await socket.receive_output(timeout=5)
        await socket.disconnect()
        return said, closed

    megabyte = '{"type": "act", "action": "' + "x" * 1_000_000 + '"}'
    for frame in (megabyte, "é" * 2100, b"x" * 5000):
        said, closed = async_to_sync(scenario)(frame)
        assert said["type"] == "error" and said["code"] == "too_big"
        assert "up to 4096 bytes" in said["message"]
        assert closed["type"] == "websocket.close" and closed["code"] == 1009
        assert closed["reason"] == said["message"]


def test_a_frame_within_the_limit_is_read(ruleset: Any, players: list[Any]) -> None:
    table = seated_table(ruleset.head, players)

    async def scenario() -> dict[str, Any]:
        socket = communicator(table, players[0])
        assert (await socket.connect())[0]
        assert (await socket.receive_json_from(timeout=5))["type"] == "state"
        await drain(socket)
        await socket.send_json_to({"type": "ping", "padding": "x" * 3000})
        answer = await socket.receive_json_from(timeout=5)
        await socket.disconnect()
        return answer

    assert async_to_sync(scenario)() == {"type": "pong"}
