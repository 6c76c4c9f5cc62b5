"""The club's owner and editors remove a message of a table's chat: every socket is told,
and a page opening later no longer shows it (it is kept, marked removed). Anyone else's
removal is refused and changes nothing."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from tables.models import ChatMessage
from tests.tables.conftest import seated_table
from tests.tables.talk_helpers import close_sockets, open_sockets, sent_on_opening, talk_sent


def test_a_viewer_may_not_remove_and_the_editor_and_owner_may(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, stan = players  # owner, editor, viewer, viewer (and staff)
    table = seated_table(ruleset.head, [bob, erin, alice], bots=["random"])
    first = ChatMessage.objects.create(table=table, author=bob, text="rude words")
    second = ChatMessage.objects.create(table=table, author=bob, text="more rude words")
    kept = ChatMessage.objects.create(table=table, author=erin, text="well played")

    async def scenario() -> tuple[list[Any], list[Any], list[Any]]:
        viewer, editor, owner = await open_sockets(table, [bob, erin, alice])
        await viewer.send_json_to({"type": "chat.remove", "id": first.pk})
        refused = await talk_sent(viewer)
        await editor.send_json_to({"type": "chat.remove", "id": first.pk})
        await owner.send_json_to({"type": "chat.remove", "id": second.pk})
        told = await talk_sent(viewer)
        await close_sockets([viewer, editor, owner])
        return refused, told, await sent_on_opening(table, bob)

    refused, told, opening = async_to_sync(scenario)()
    assert refused == [
        {
            "type": "error",
            "code": "refused",
            "message": "only the club's owner and editors remove messages",
        }
    ]
    assert sorted(m["id"] for m in told) == sorted([first.pk, second.pk])
    assert {m["type"] for m in told} == {"chat.removed"}
    chat = next(m for m in opening if m["type"] == "chat")
    assert [m["text"] for m in chat["messages"]] == ["well played"]
    removed = ChatMessage.objects.get(pk=first.pk)
    assert removed.removed_by == erin and removed.removed_at is not None
    assert ChatMessage.objects.get(pk=second.pk).removed_by == alice
    assert ChatMessage.objects.get(pk=kept.pk).removed_at is None
