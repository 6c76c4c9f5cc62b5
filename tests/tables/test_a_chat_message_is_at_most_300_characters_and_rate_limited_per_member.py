"""A chat message is at most 300 characters, and each member sends a few at once, then one
every `1 / rate` seconds, counted across all their sockets: a second socket of the same
member does not get a fresh allowance, and another member is not slowed."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from tables.models import ChatMessage
from tests.tables.conftest import seated_table
from tests.tables.talk_helpers import close_sockets, open_sockets, talk_sent


def test_a_message_over_300_characters_is_refused_saying_so(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, _ = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])

    async def scenario() -> list[dict[str, Any]]:
        sockets = await open_sockets(table, [alice])
        await sockets[0].send_json_to({"type": "chat", "text": "x" * 300})
        await sockets[0].send_json_to({"type": "chat", "text": "y" * 301})
        await sockets[0].send_json_to({"type": "chat", "text": "   "})
        answers = await talk_sent(sockets[0])
        await close_sockets(sockets)
        return answers

    answers = async_to_sync(scenario)()
    sent = [m["text"] for a in answers if a["type"] == "chat" for m in a["messages"]]
    assert sent == ["x" * 300]
    assert [a["message"] for a in answers if a["type"] == "error"] == [
        "a message is at most 300 characters; this one has 301",
        "write a message first",
    ]
    assert ChatMessage.objects.filter(table=table).count() == 1


def test_a_member_is_limited_across_their_sockets_and_not_another_member(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_CHAT_RATE = (0.001, 3.0)  # three at once, then (nearly) none
    alice, erin, bob, _ = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])

    async def scenario() -> tuple[list[Any], list[Any]]:
        first, second, other = await open_sockets(table, [alice, alice, erin])
        for n in range(2):
            await first.send_json_to({"type": "chat", "text": f"one {n}"})
        for n in range(2):
            await second.send_json_to({"type": "chat", "text": f"two {n}"})
        await other.send_json_to({"type": "chat", "text": "erin is not slowed"})
        mine = await talk_sent(second)
        others = await talk_sent(other)
        await close_sockets([first, second, other])
        return mine, others

    mine, others = async_to_sync(scenario)()
    errors = [m["message"] for m in mine if m["type"] == "error"]
    assert errors == ["you are sending messages too fast; wait a moment"]
    texts = set(ChatMessage.objects.filter(table=table).values_list("text", flat=True))
    assert texts == {"one 0", "one 1", "two 0", "erin is not slowed"}
    assert not [m for m in others if m["type"] == "error"]
