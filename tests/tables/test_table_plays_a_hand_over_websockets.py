"""Four members play at a table over websockets: each is sent their own state, only the
seat to act may move, a refused move says why, and the finished match verifies."""

from __future__ import annotations

import random
from typing import Any

from asgiref.sync import async_to_sync

from registry.models import MatchStatus
from registry.services.matches import verify_match
from tables.models import TableAction, TableStatus
from tests.tables.conftest import communicator, seated_table


def _last_state(messages: list[dict[str, Any]]) -> dict[str, Any]:
    states = [message for message in messages if message["type"] == "state"]
    assert states, messages
    return states[-1]


def test_each_seat_is_sent_its_own_hand_and_only_the_seat_to_act_gets_moves(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)

    async def scenario() -> list[dict[str, Any]]:
        sockets = [communicator(table, person) for person in players]
        for socket in sockets:
            connected, _ = await socket.connect()
            assert connected
        states = [await _next_state(socket) for socket in sockets]
        for socket in sockets:
            await socket.disconnect()
        return states

    states = async_to_sync(scenario)()
    assert [state["seat"] for state in states] == [1, 2, 3, 4]
    assert all(len(state["hand"]) == 13 for state in states)
    hands = [set(state["hand"]) for state in states]
    assert len(set().union(*hands)) == 52
    to_act = states[0]["to_act"]
    assert [bool(state["legal"]) for state in states] == [n == to_act for n in (1, 2, 3, 4)]


def test_a_move_out_of_turn_is_refused_with_a_reason_and_not_stored(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)

    async def scenario() -> list[dict[str, Any]]:
        first = _first_state(table, players[0])
        waiting = (await first)["to_act"]
        other = next(n for n in (1, 2, 3, 4) if n != waiting)
        socket = communicator(table, players[other - 1])
        await socket.connect()
        await _next_state(socket)
        await socket.send_json_to({"type": "act", "action": "3"})
        answer = [await socket.receive_json_from(timeout=10) for _ in range(2)]
        await socket.disconnect()
        return answer

    answer = async_to_sync(scenario)()
    assert answer[0]["type"] == "error"
    assert "not your turn" in answer[0]["message"]
    assert not TableAction.objects.filter(table=table).exists()


async def _next_state(socket: Any) -> dict[str, Any]:
    """The next state the socket is sent (each socket is sent one after every move)."""
    while (message := await socket.receive_json_from(timeout=10))["type"] != "state":
        pass
    return message


async def _first_state(table: Any, user: Any) -> dict[str, Any]:
    socket = communicator(table, user)
    await socket.connect()
    state = await _next_state(socket)
    await socket.disconnect()
    return state


def test_four_members_play_a_match_to_its_end_and_it_verifies(
    library_version: Any, players: list[Any]
) -> None:
    # Played to 100 so that a whole match is a few hands.
    version = library_version("classic")
    table = seated_table(version, players)
    rng = random.Random(3)

    async def scenario() -> dict[str, Any]:
        sockets = [communicator(table, person) for person in players]
        for socket in sockets:
            await socket.connect()
        latest = [await _next_state(socket) for socket in sockets]
        for _ in range(5000):
            if latest[0]["status"] != "playing":
                break
            if latest[0]["to_act"] is None and not latest[0]["review"]:
                # Played to its end: the table's end follows once the match is recorded.
                latest = [await _next_state(socket) for socket in sockets]
                continue
            # A hand played out (classic takes renege calls) waits for every seat's "score".
            seat = latest[0]["to_act"] or latest[0]["review"][0]
            move = rng.choice(latest[seat - 1]["legal"])
            await sockets[seat - 1].send_json_to({"type": "act", "action": move})
            latest = [await _next_state(socket) for socket in sockets]
        for socket in sockets:
            await socket.disconnect()
        return latest[0]

    final = async_to_sync(scenario)()
    table.refresh_from_db()
    assert final["status"] == "finished"
    assert table.status == TableStatus.FINISHED
    assert table.match is not None and table.match.status == MatchStatus.FINISHED
    assert table.match.seats[0] == {"user": "alice"}
    assert verify_match(table.match).verified
    assert TableAction.objects.filter(table=table).count() == table.actions_count
