"""A member with the invite link takes a free seat from the waiting table's page over the
table's socket (the server that holds the table's sockets seats them and tells every page
at once); the same rules as the seat form: the link is needed, a taken seat is refused, and
a socket that already sits cannot sit again."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from tables import services
from tables.models import Seat
from tests.tables.conftest import communicator


async def _next(socket: Any, kind: str) -> dict[str, Any]:
    while (message := await socket.receive_json_from(timeout=10))["type"] != kind:
        pass
    return message


def test_an_invited_member_sits_over_the_socket_and_the_others_see_it(
    ruleset: Any, players: list[Any]
) -> None:
    table = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me", "open", "open", "random"]
    )

    async def scenario() -> list[dict[str, Any]]:
        opener, guest = communicator(table, players[0]), communicator(table, players[1])
        for socket in (opener, guest):
            assert (await socket.connect())[0]
            await _next(socket, "state")
        answers = []
        await guest.send_json_to({"type": "sit", "seat": 2, "invite": "not the link"})
        answers.append(await _next(guest, "error"))
        await guest.send_json_to({"type": "sit", "seat": 1, "invite": table.invite_token})
        answers.append(await _next(guest, "error"))
        await guest.send_json_to({"type": "sit", "seat": 2, "invite": table.invite_token})
        answers.append(await _next(guest, "seated"))
        answers.append(await _next(opener, "state"))
        await guest.send_json_to({"type": "sit", "seat": 3, "invite": table.invite_token})
        answers.append(await _next(guest, "error"))
        for socket in (opener, guest):
            await socket.disconnect()
        return answers

    link, taken, seated, seen, again = async_to_sync(scenario)()
    assert "invite link" in link["message"]
    assert "seat 1 is not free" in taken["message"]
    assert seated == {"type": "seated", "seat": 2}
    assert [seat["player"] for seat in seen["seats"]] == ["alice", "erin", "", "Bot (East)"]
    assert again["message"] == "You sit here."
    assert Seat.objects.get(table=table, number=2).user == players[1]
    assert Seat.objects.get(table=table, number=3).user is None
