"""A table takes over an away seat by default: once its player has been away for the
takeover time (a minute unless the table says otherwise), the server's driver plays their
turns with a bot and every seat sees that seat as `bot`; the moment the player is back
(a socket opened, their tab shown) the seat is theirs again and waits for their move."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.utils import timezone

from tables import services
from tables.consumers import drive
from tables.models import Seat, Table, TableAction
from tests.tables.conftest import communicator, drain, seated_table


def _to_act(table: Table) -> int:
    live = services.live_for(Table.objects.get(pk=table.pk))
    assert live.to_act is not None
    return live.to_act + 1


def _grace_ran_out(table: Table, number: int) -> None:
    Seat.objects.filter(table=table, number=number).update(
        away_since=timezone.now() - timedelta(seconds=61)
    )


def test_a_bot_plays_for_an_away_seat_after_the_grace_and_the_player_takes_it_back(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    number = _to_act(table)
    person = players[number - 1]
    others = [p for p in players if p != person]

    async def scenario() -> tuple[Any, ...]:
        sockets = [communicator(table, p) for p in others]
        mine = communicator(table, person)
        for socket in [*sockets, mine]:
            assert (await socket.connect())[0]
        await drain(sockets[0], 0.3)
        await mine.disconnect()
        await drain(sockets[0], 0.3)
        waited = await database_sync_to_async(TableAction.objects.filter(table=table).count)()
        await database_sync_to_async(_grace_ran_out)(table, number)
        drive(table.id)
        states = [m for m in await drain(sockets[0], 1.0) if m["type"] == "state"]
        taken = await database_sync_to_async(list)(
            TableAction.objects.filter(table=table).values_list("seat", "by")
        )
        back = communicator(table, person)
        assert (await back.connect())[0]
        returned = [m for m in await drain(sockets[0], 0.3) if m["type"] == "state"]
        row = await database_sync_to_async(Seat.objects.get)(table=table, number=number)
        for socket in [*sockets, back]:
            await socket.disconnect()
        return waited, states, taken, returned, row.away_since

    waited, states, taken, returned, away_since = async_to_sync(scenario)()
    assert waited == 0  # away, but within the grace: the seat waits
    assert taken[0] == (number, "takeover")
    assert states[-1]["seats"][number - 1]["presence"] == "bot"
    assert states[-1]["sequence"] >= 1
    assert returned[-1]["seats"][number - 1]["presence"] == "connected"
    assert away_since is None  # theirs again: no bot plays it on its next turn


def test_a_table_opened_without_saying_takes_over_after_a_minute(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    table = seated_table(ruleset.head, players)
    assert table.takeover_minutes == 1
    settings.TABLES_TAKEOVER_MINUTES = 5
    assert seated_table(ruleset.head, players).takeover_minutes == 5
    number = _to_act(table)
    Seat.objects.filter(table=table, number=number).update(
        away_since=timezone.now() - timedelta(seconds=50)
    )
    assert services.do_duty(table.id) is None
    _grace_ran_out(table, number)
    services.note_here(table.id, number)  # back just in time: the turn is theirs
    assert services.do_duty(table.id) is None
    _grace_ran_out(table, number)
    assert services.do_duty(table.id) == 1
    assert TableAction.objects.get(table=table).by == "takeover"
