"""At the end of a match every seat's page is offered Play again: the offer says which
version the new table plays; each seated player accepts with one click (bots always do), and
when the last one has, a new table opens with the same people and bots in the same seats,
the same pinned version (or, when that version was withdrawn since, the ruleset's latest, as
the offer says plainly) and the table's options, and starts at once. Every page is told
where it is."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync

from registry.models import Lifecycle
from registry.services import change_lifecycle
from tables import services
from tables.models import Table, TableStatus
from tests.cast import publish_next, with_target
from tests.tables.conftest import seated_table
from tests.tables.talk_helpers import (
    close_sockets,
    first_such,
    open_sockets,
    sent_on_opening,
    talk_sent,
)


def _finished_table(version: Any, people: list[Any]) -> Table:
    table = seated_table(version, people, bots=["random"] * (4 - len(people)))
    Table.objects.filter(pk=table.pk).update(takeover_minutes=3, spectators_chat=True)
    services.abort_table(table.id, "stands in for a match played to its end")
    # A match played to its end: finished, as `_record` leaves it.
    Table.objects.filter(pk=table.pk).update(status=TableStatus.FINISHED)
    return Table.objects.get(pk=table.pk)


def test_every_seated_player_accepts_and_the_new_table_has_the_same_seats(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, stan = players
    table = _finished_table(ruleset.head, [alice, erin, bob])

    async def scenario() -> tuple[list[Any], list[Any], dict[str, Any]]:
        sockets = await open_sockets(table, [alice, erin, bob, stan])
        await sockets[3].send_json_to({"type": "play_again"})  # the spectator is not asked
        refused = await talk_sent(sockets[3])
        await sockets[1].send_json_to({"type": "play_again"})
        first = await talk_sent(sockets[0])
        await sockets[0].send_json_to({"type": "play_again"})
        await sockets[2].send_json_to({"type": "play_again"})
        # (The first page's address is slow to draw in a fresh test process.)
        last = await first_such(sockets[3], lambda m: bool(m.get("table")))

        await close_sockets(sockets)
        return refused, first, last

    refused, first, told = async_to_sync(scenario)()
    assert refused[0]["message"] == "only the players seated at this table play again"
    assert first == [
        {
            "type": "play_again",
            "version": 1,
            "said": "The new table plays the same rules, version 1.",
            "accepted": [2],
            "waiting": [1, 3],
            "table": None,
        }
    ]
    new = Table.objects.get(pk=Table.objects.get(pk=table.pk).next_table_id)
    assert told["table"] == f"/clubs/riverside/tables/{new.pk}/"
    assert told["waiting"] == [] and told["accepted"] == [1, 2, 3]
    assert new.status == TableStatus.PLAYING and new.version == table.version
    assert new.rules_digest == table.rules_digest
    assert (new.takeover_minutes, new.spectators_chat) == (3, True)
    seats = [(s.number, s.user, s.bot) for s in new.seats.all()]
    assert seats == [(1, alice, ""), (2, erin, ""), (3, bob, ""), (4, None, "random")]
    assert Table.objects.count() == 2  # a second click opens no third table
    services.live_for(new)  # and the new table deals


def test_a_page_opening_after_the_match_is_offered_play_again(
    ruleset: Any, players: list[Any]
) -> None:
    alice = players[0]
    table = _finished_table(ruleset.head, [alice])
    opening = async_to_sync(sent_on_opening)(table, alice)
    offer = next(m for m in opening if m["type"] == "play_again")
    assert offer["waiting"] == [1] and offer["table"] is None


def test_a_withdrawn_version_plays_again_under_the_latest_said_plainly(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin = players[:2]
    first = ruleset.head
    table = _finished_table(first, [alice, erin])
    later = publish_next(ruleset, with_target(300), alice, "a shorter match")
    offered = async_to_sync(sent_on_opening)(table, alice)
    said = next(m for m in offered if m["type"] == "play_again")["said"]
    assert said == "The new table plays version 1 again (the ruleset's latest is version 2)."

    change_lifecycle(first, Lifecycle.WITHDRAWN, actor=alice, reason="a mistake in the bidding")
    offered = async_to_sync(sent_on_opening)(table, alice)
    offer = next(m for m in offered if m["type"] == "play_again")
    assert offer["said"] == (
        "Version 1 was withdrawn: the new table plays version 2, the ruleset's latest."
    )

    async def both_accept() -> None:
        sockets = await open_sockets(table, [alice, erin])
        for socket in sockets:
            await socket.send_json_to({"type": "play_again"})
        await talk_sent(sockets[0])
        await close_sockets(sockets)

    async_to_sync(both_accept)()
    new = Table.objects.get(pk=Table.objects.get(pk=table.pk).next_table_id)
    assert new.version == later and new.rules_digest == later.rules_digest
