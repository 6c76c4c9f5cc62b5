"""A frame that is not JSON (or not text) gets the usual `error` message, the socket stays
open and plays on, and nothing a member sends puts a traceback in the log."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from asgiref.sync import async_to_sync

from tests.tables.conftest import communicator, drain, seated_table


def test_malformed_json_is_refused_with_an_error_and_the_socket_plays_on(
    ruleset: Any, players: list[Any], caplog: pytest.LogCaptureFixture
) -> None:
    table = seated_table(ruleset.head, players)

    async def scenario() -> tuple[list[dict[str, Any]], dict[str, Any], bool]:
        socket = communicator(table, players[0])
        assert (await socket.connect())[0]
        assert (await socket.receive_json_from(timeout=5))["type"] == "state"
        await drain(socket)
        answers = []
        for frame in ('{"type": "act", "action": ', "not json at all", "[1, 2", "\x00\xff"):
            await socket.send_to(text_data=frame)
            answers.append(await socket.receive_json_from(timeout=5))
        await socket.send_to(bytes_data=b"\x80\x81")
        answers.append(await socket.receive_json_from(timeout=5))
        await socket.send_json_to({"type": "ping"})
        pong = await socket.receive_json_from(timeout=5)
        closed = await socket.receive_nothing(timeout=0.1)
        await socket.disconnect()
        return answers, pong, closed

    with caplog.at_level(logging.INFO):
        answers, pong, still_open = async_to_sync(scenario)()
    assert [answer["type"] for answer in answers] == ["error"] * 5
    assert [answer["code"] for answer in answers[:4]] == ["json"] * 4
    assert answers[0]["message"] == "That message is not JSON; nothing was done."
    assert pong == {"type": "pong"} and still_open
    assert not [record for record in caplog.records if record.exc_info]


def test_messages_of_every_shape_are_answered_without_a_traceback(
    ruleset: Any, players: list[Any], caplog: pytest.LogCaptureFixture
) -> None:
    table = seated_table(ruleset.head, players)
    frames: list[Any] = [
        None, 1, "act", [], {}, {"type": None}, {"type": ["act"]}, {"type": "act"},
        {"type": "act", "action": {"card": "AS"}}, {"type": "act", "action": "ZZ"},
        {"type": "sit", "seat": "1"}, {"type": "sit", "seat": 99, "invite": 5},
        {"type": "away", "extra": 1}, {"type": "back"}, {"type": "state", "seat": 4},
    ]  # fmt: skip

    async def scenario() -> list[dict[str, Any]]:
        socket = communicator(table, players[1])
        assert (await socket.connect())[0]
        assert (await socket.receive_json_from(timeout=5))["type"] == "state"
        await drain(socket)
        answers = []
        for frame in frames:
            await socket.send_json_to(frame)
            answers.extend(await drain(socket, 0.2))
        await socket.send_json_to({"type": "ping"})
        # A state the frames asked for may still be on its way: the pong comes after it.
        answers.append(await socket.receive_json_from(timeout=5))
        while answers[-1]["type"] == "state":
            answers.append(await socket.receive_json_from(timeout=5))
        await socket.disconnect()
        return answers

    with caplog.at_level(logging.DEBUG, logger="tables"):
        answers = async_to_sync(scenario)()
    assert answers[-1] == {"type": "pong"}
    assert {answer["type"] for answer in answers} <= {"error", "state", "pong"}
    assert not [record for record in caplog.records if record.levelno >= logging.WARNING]
