"""A chat message sent by a seated member reaches every socket at the table, seats and
spectators alike, shown with its author; a quick reaction sends its text; a page opening
later is sent the chat so far."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from tables.models import ChatMessage
from tests.tables.conftest import seated_table
from tests.tables.talk_helpers import close_sockets, open_sockets, sent_on_opening, talk_sent


def test_a_message_and_a_reaction_reach_every_seat_and_the_spectator(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, stan = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])

    async def scenario() -> tuple[list[list[dict[str, Any]]], list[dict[str, Any]]]:
        sockets = await open_sockets(table, [alice, erin, bob, stan])
        await sockets[1].send_json_to({"type": "chat", "text": "  Evening, all  "})
        await sockets[2].send_json_to({"type": "chat", "reaction": "nice"})
        received = [await talk_sent(socket) for socket in sockets]
        await close_sockets(sockets)
        return received, await sent_on_opening(table, stan)

    received, opening = async_to_sync(scenario)()
    for messages in received:  # alice's, erin's, bob's and the spectator's
        lines = [(m["author"], m["text"]) for sent in messages for m in sent["messages"]]
        assert lines == [("erin", "Evening, all"), ("bob", "Nice!")]
    chat = [m for m in opening if m["type"] == "chat"]
    assert [(m["author"], m["text"]) for m in chat[0]["messages"]] == [
        ("erin", "Evening, all"),
        ("bob", "Nice!"),
    ]
    assert ChatMessage.objects.filter(table=table).count() == 2
