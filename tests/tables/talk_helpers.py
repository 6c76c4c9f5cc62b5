"""What the talk tests share: sockets at a table of three members and a bot, watched by a
fourth member, and the talk messages each socket was sent."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from channels.testing import WebsocketCommunicator

from tables import services
from tables.models import Table
from tests.tables.conftest import communicator, drain, seated_table


async def open_sockets(table: Table, users: list[Any]) -> list[WebsocketCommunicator]:
    sockets = [communicator(table, user) for user in users]
    for socket in sockets:
        connected, _ = await socket.connect()
        assert connected
    for socket in sockets:
        await drain(socket)
    return sockets


async def close_sockets(sockets: list[WebsocketCommunicator]) -> None:
    for socket in sockets:
        await socket.disconnect()


async def talk_sent(socket: WebsocketCommunicator) -> list[dict[str, Any]]:
    """The messages other than states the socket has been sent since it was last drained."""
    return [m for m in await drain(socket, 0.5) if m["type"] != "state"]


async def sent_on_opening(table: Table, user: Any) -> list[dict[str, Any]]:
    """The messages other than states a socket opening at the table is sent, when its page
    asks for the talk so far (as talk.js does)."""
    socket = communicator(table, user)
    assert (await socket.connect())[0]
    await socket.send_json_to({"type": "talk"})
    found = [m for m in await drain(socket, 0.5) if m["type"] != "state"]
    await socket.disconnect()
    return found


async def first_such(
    socket: WebsocketCommunicator, wanted: Callable[[dict[str, Any]], bool], timeout: float = 10
) -> dict[str, Any]:
    """The first message the socket is sent from now on that is `wanted` (others are
    skipped), waiting `timeout` seconds at most."""
    deadline = time.monotonic() + timeout
    while True:
        message = await socket.receive_json_from(timeout=max(deadline - time.monotonic(), 0.01))
        if wanted(message):
            return dict(message)


def live_of(table: Table) -> Any:
    """The table's match as stored now."""
    return services.live_for(Table.objects.get(pk=table.pk))


def a_hand_played_to_its_last_card(library_version: Any, players: list[Any]) -> Table:
    """Classic Spades (honour reneges), three members and a bot, the first hand played."""
    table = seated_table(library_version("classic"), players[:3], bots=["random"])
    rng = random.Random(4)
    while not live_of(table).reviewing:
        live = live_of(table)
        services.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
    return table
