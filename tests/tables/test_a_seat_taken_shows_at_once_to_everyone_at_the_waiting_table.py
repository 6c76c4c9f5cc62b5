"""The waiting room is live: everyone with the table's page open (a socket each) is sent the
seats again the moment someone sits down, without reloading, and the game's state once the
last seat is taken."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async

from tables import services
from tests.tables.conftest import communicator


async def _next_state(socket: Any) -> dict[str, Any]:
    while (message := await socket.receive_json_from(timeout=10))["type"] != "state":
        pass
    return message


def test_each_seat_taken_is_sent_to_every_socket_and_then_the_start(
    ruleset: Any, players: list[Any]
) -> None:
    table = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me", "open", "open", "random"]
    )

    async def scenario() -> list[list[dict[str, Any]]]:
        # The opener (seated) and bob (a member watching) have the page open.
        sockets = [communicator(table, players[0]), communicator(table, players[2])]
        for socket in sockets:
            assert (await socket.connect())[0]
        seen = [[await _next_state(socket)] for socket in sockets]
        await database_sync_to_async(services.sit)(table, players[1], 2, table.invite_token)
        for socket, states in zip(sockets, seen, strict=True):
            states.append(await _next_state(socket))
        await database_sync_to_async(services.sit)(table, players[2], 3, table.invite_token)
        for socket, states in zip(sockets, seen, strict=True):
            states.append(await _next_state(socket))
            await socket.disconnect()
        return seen

    seen = async_to_sync(scenario)()
    for states in seen:
        assert [s["status"] for s in states] == ["waiting", "waiting", "playing"]
        assert [seat["player"] for seat in states[0]["seats"]] == ["alice", "", "", "Bot (East)"]
        assert [seat["player"] for seat in states[1]["seats"]] == [
            "alice",
            "erin",
            "",
            "Bot (East)",
        ]
        assert states[2]["seats"][2]["player"] == "bob"
    assert seen[0][2]["hand"] and seen[0][2]["seat"] == 1
    assert seen[1][2]["hand"] is None  # bob's socket was a spectator's when it opened
