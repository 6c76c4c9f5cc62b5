"""Spectators read a table's chat but write in it only where the table allows it
(`spectators_chat`, an option of the open-table form); even then only members of the club
write: at a public club's table a signed-in outsider watching reads and does not write."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from registry.models import Club
from tables.models import ChatMessage, Table
from tests.tables.conftest import seated_table
from tests.tables.talk_helpers import close_sockets, open_sockets, talk_sent


def _spectator_says(table: Table, spectator: Any, seated: Any) -> tuple[list[Any], list[Any]]:
    async def scenario() -> tuple[list[Any], list[Any]]:
        sockets = await open_sockets(table, [spectator, seated])
        await sockets[0].send_json_to({"type": "chat", "text": "Lovely play"})
        answers = [await talk_sent(socket) for socket in sockets]
        await close_sockets(sockets)
        return answers[0], answers[1]

    return async_to_sync(scenario)()


def test_a_spectator_is_refused_where_the_table_does_not_allow_it(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, stan = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])
    own, seated = _spectator_says(table, stan, alice)
    assert own == [
        {
            "type": "error",
            "code": "refused",
            "message": "spectators read the chat of this table but do not write in it",
        }
    ]
    assert seated == []
    assert not ChatMessage.objects.filter(table=table).exists()


def test_a_member_watching_writes_where_the_table_allows_it(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, stan = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])
    Table.objects.filter(pk=table.pk).update(spectators_chat=True)
    own, seated = _spectator_says(table, stan, alice)
    assert [m["messages"][0]["author"] for m in own] == ["stan"]
    assert [m["messages"][0]["text"] for m in seated] == ["Lovely play"]


def test_an_outsider_watching_a_public_clubs_table_never_writes(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    alice, erin, bob, _ = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])
    Table.objects.filter(pk=table.pk).update(spectators_chat=True)
    own, seated = _spectator_says(table, cast.outsider, alice)
    assert own[0]["message"] == "only members of the club write in the table's chat"
    assert seated == []
