"""A seat's page says it is still there every 20 s (a ping): its player is shown connected for
as long as the pings come, in every state the server draws from its own copy of the table
after a move, however long past `TABLES_AWAY_SECONDS` they play. A seat not heard from for
that long is shown away, and connected again, to every seat, once its page pings."""

from __future__ import annotations

import asyncio
from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async

from tables import services
from tests.tables.conftest import communicator, drain, seated_table

AWAY = 1.0
"""`TABLES_AWAY_SECONDS` of these tests: seconds of silence before a seat counts as away."""


def _presence(messages: list[dict[str, Any]]) -> list[list[str | None]]:
    return [
        [seat["presence"] for seat in message["seats"]]
        for message in messages
        if message["type"] == "state"
    ]


async def _state(socket: Any) -> dict[str, Any]:
    while (message := await socket.receive_json_from(timeout=10))["type"] != "state":
        pass
    return message


def test_pinging_seats_stay_connected_after_a_move_and_a_silent_one_is_away_until_it_pings(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_AWAY_SECONDS = AWAY
    table = seated_table(ruleset.head, players)

    async def scenario() -> tuple[list[list[str | None]], list[list[str | None]], bool]:
        sockets = [communicator(table, person) for person in players]
        for socket in sockets:
            assert (await socket.connect())[0]
        first = [await _state(socket) for socket in sockets]
        # Seats 1-3 ping for twice the away time; seat 4's page says nothing.
        for _ in range(8):
            for socket in sockets[:3]:
                await socket.send_json_to({"type": "ping"})
            await asyncio.sleep(AWAY / 4)
        for socket in sockets:
            await drain(socket)
        to_act = first[0]["to_act"]
        mover = sockets[to_act - 1]
        await mover.send_json_to({"type": "act", "action": first[to_act - 1]["legal"][0]})
        after_move = _presence(await drain(sockets[0], 0.2))
        await sockets[3].send_json_to({"type": "ping"})
        after_ping = _presence(await drain(sockets[0], 0.2))
        again = await database_sync_to_async(services.note_seen)(table.id, 4)  # nothing new
        for socket in sockets:
            await socket.disconnect()
        return after_move, after_ping, again

    after_move, after_ping, again = async_to_sync(scenario)()
    assert after_move and after_move[-1] == ["connected", "connected", "connected", "away"]
    assert after_ping == [["connected"] * 4]
    assert again is False
