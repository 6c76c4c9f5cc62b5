"""Sockets are capped, each cap a setting: per member (signed out: per address), per table
and per process. A socket past a cap is told why (an `error` the page shows) and closed with
a reason: 1008 for a client with too many, 1013 (try again later) for a full table or
server. Closing a socket frees its place."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from django.contrib.auth.models import AnonymousUser

from registry.models import Club
from tests.tables.conftest import communicator, drain, seated_table


async def _open(table: Any, user: Any, address: str = "10.0.0.1") -> tuple[Any, Any]:
    """(the socket, None when it stays open; else its error and close messages)."""
    socket = communicator(table, user)
    socket.scope["client"] = (address, 40000)
    assert (await socket.connect())[0]
    first = await socket.receive_json_from(timeout=5)
    if first["type"] != "error":
        await drain(socket)
        return socket, None
    return socket, (first, await socket.receive_output(timeout=5))


async def _close(sockets: list[Any]) -> None:
    for socket in sockets:
        await socket.disconnect()


def test_a_member_past_their_cap_is_refused_with_1008_and_why(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_SOCKETS_PER_MEMBER = 3
    table = seated_table(ruleset.head, players)

    async def scenario() -> tuple[list[Any], Any, Any]:
        sockets, refusals = [], []
        for _ in range(4):
            socket, refused = await _open(table, players[0])
            sockets.append(socket)
            refusals.append(refused)
        await sockets[0].disconnect()
        again, after_one_closed = await _open(table, players[0])
        other, others_refusal = await _open(table, players[1])
        await _close([*sockets[1:], again, other])
        return refusals, after_one_closed, others_refusal

    refusals, after_one_closed, others_refusal = async_to_sync(scenario)()
    assert refusals[:3] == [None, None, None]
    said, closed = refusals[3]
    assert said["code"] == "sockets" and "3 table connections open already" in said["message"]
    assert closed == {"type": "websocket.close", "code": 1008, "reason": said["message"]}
    assert after_one_closed is None and others_refusal is None


def test_an_address_past_its_cap_is_refused_when_signed_out(
    ruleset: Any, players: list[Any], cast: Any, settings: Any
) -> None:
    settings.TABLES_SOCKETS_PER_ADDRESS = 2
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    table = seated_table(ruleset.head, players)

    async def scenario() -> list[Any]:
        opened = [await _open(table, AnonymousUser()) for _ in range(3)]
        elsewhere = await _open(table, AnonymousUser(), address="10.0.0.2")
        await _close([socket for socket, _ in [*opened, elsewhere]])
        return [refused for _, refused in [*opened, elsewhere]]

    first, second, third, elsewhere = async_to_sync(scenario)()
    assert first is None and second is None and elsewhere is None
    assert third[1]["code"] == 1008 and "Your address has 2" in third[0]["message"]


def test_a_full_table_and_a_full_server_refuse_with_1013(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    table = seated_table(ruleset.head, players)
    other = seated_table(ruleset.head, players)

    async def scenario() -> tuple[Any, Any, Any]:
        settings.TABLES_SOCKETS_PER_TABLE, settings.TABLES_SOCKETS_PER_PROCESS = 4, 6
        sockets = [(await _open(table, person))[0] for person in players]
        fifth, table_full = await _open(table, players[0])
        there = [(await _open(other, person))[0] for person in players[:2]]
        last, server_full = await _open(other, players[2])
        settings.TABLES_SOCKETS_PER_PROCESS = 7
        await sockets[0].disconnect()
        again, after = await _open(other, players[2])
        await _close([*sockets[1:], fifth, *there, last, again])
        return table_full, server_full, after

    table_full, server_full, after = async_to_sync(scenario)()
    assert table_full[1]["code"] == 1013 and "This table has all" in table_full[0]["message"]
    assert server_full[1]["code"] == 1013 and "This server has all" in server_full[0]["message"]
    assert after is None
