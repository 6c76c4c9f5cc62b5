"""Every accepted move is stored as it is accepted: a server that forgets everything it held
in memory (killed, restarted, or another app server) rebuilds the table from the database,
and a player who reconnects gets the same full state back and plays on."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from tables import services
from tables.models import TableAction
from tests.tables.conftest import communicator, seated_table


async def _state(table: Any, user: Any) -> dict[str, Any]:
    socket = communicator(table, user)
    await socket.connect()
    state = await socket.receive_json_from(timeout=5)
    await socket.disconnect()
    return state


async def _play(table: Any, players: list[Any], moves: int) -> dict[str, Any]:
    for _ in range(moves):
        state = await _state(table, players[0])
        seat = state["to_act"]
        socket = communicator(table, players[seat - 1])
        await socket.connect()
        mine = await socket.receive_json_from(timeout=5)
        await socket.send_json_to({"type": "act", "action": mine["legal"][-1]})
        await socket.receive_json_from(timeout=5)
        await socket.disconnect()
    return await _state(table, players[0])


def test_a_server_that_forgot_the_table_rebuilds_it_from_the_stored_moves(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    before = async_to_sync(_play)(table, players, 7)
    assert TableAction.objects.filter(table=table).count() == 7
    services._CACHE.clear()  # what a killed server had in memory
    after = async_to_sync(_state)(table, players[0])
    assert after == before
    resumed = async_to_sync(_play)(table, players, 3)
    assert resumed["sequence"] == 10


def test_a_player_who_reconnects_gets_their_seat_and_the_whole_state_back(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    async_to_sync(_play)(table, players, 6)
    first = async_to_sync(_state)(table, players[1])
    again = async_to_sync(_state)(table, players[1])
    assert again == first
    assert again["seat"] == 2 and again["hand"] and None not in again["bids"]
