"""Every state message says, for each seat, whether its player is `connected`, `away` (no
socket open, or their tab hidden: the page says `away` and `back`) or replaced by a `bot`
(a bot's seat, or one away longer than the table's takeover time). The others see a closed
tab as away at once, and the player connected again when they return."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from asgiref.sync import async_to_sync
from django.utils import timezone

from tables import services
from tables.models import Seat, Table
from tests.tables.conftest import communicator, drain, seated_table


async def _presence_after(socket: Any, expected: list[str | None]) -> list[str | None]:
    """The seats' presence in the states the socket is sent, once it is `expected` (or the
    last one sent, after 5 s without it)."""
    shown: list[str | None] = []
    for _ in range(50):
        if shown == expected:
            break
        for message in await drain(socket, 0.1):
            if message["type"] == "state":
                shown = [seat["presence"] for seat in message["seats"]]
    return shown


ALL_HERE = ["connected", "connected", "connected", "bot"]
CLOSED = ["connected", "connected", "away", "bot"]
HIDDEN = ["connected", "away", "away", "bot"]


def test_others_see_a_closed_or_hidden_tab_as_away_and_its_return_as_connected(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players[:3], bots=["random"])

    async def scenario() -> list[list[str | None]]:
        sockets = [communicator(table, person) for person in players[:3]]
        for socket in sockets:
            assert (await socket.connect())[0]
        watcher = sockets[0]
        seen = [await _presence_after(watcher, ALL_HERE)]
        await sockets[2].disconnect()  # seat 3 closes the tab
        seen.append(await _presence_after(watcher, CLOSED))
        await sockets[1].send_json_to({"type": "away"})  # seat 2 hides it
        seen.append(await _presence_after(watcher, HIDDEN))
        await sockets[1].send_json_to({"type": "back"})
        seen.append(await _presence_after(watcher, CLOSED))
        again = communicator(table, players[2])  # seat 3 comes back
        assert (await again.connect())[0]
        seen.append(await _presence_after(watcher, ALL_HERE))
        mine = await _presence_after(again, ALL_HERE)
        for socket in (sockets[0], sockets[1], again):
            await socket.disconnect()
        return [*seen, mine]

    first, closed, hidden, shown, returned, theirs = async_to_sync(scenario)()
    assert first == ALL_HERE
    assert closed == CLOSED
    assert hidden == HIDDEN
    assert shown == CLOSED
    assert returned == theirs == ALL_HERE


def test_a_seat_away_longer_than_the_takeover_time_shows_its_bot(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    assert table.takeover_minutes == 1  # the default: a minute
    now = timezone.now()
    Seat.objects.filter(table=table, number=2).update(away_since=now - timedelta(seconds=30))
    Seat.objects.filter(table=table, number=3).update(away_since=now - timedelta(seconds=61))
    Seat.objects.filter(table=table, number=4).update(seen_at=now - timedelta(seconds=50))
    fresh = Table.objects.get(pk=table.pk)
    seats = list(fresh.seats.all())
    assert services.presence(fresh, seats, now) == ("connected", "away", "bot", "away")
    state = services.state_for(fresh, None)
    assert [seat["presence"] for seat in state["seats"]] == ["connected", "away", "bot", "away"]


def test_a_table_that_waits_for_its_players_never_shows_a_bot_for_an_away_seat(
    ruleset: Any, players: list[Any]
) -> None:
    table = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me"] + ["open"] * 3, takeover_minutes=0
    )
    assert table.takeover_minutes is None
    Seat.objects.filter(table=table, number=1).update(
        away_since=timezone.now() - timedelta(hours=1)
    )
    state = services.state_for(Table.objects.get(pk=table.pk), 1)
    assert [seat["presence"] for seat in state["seats"]] == ["away", None, None, None]


def test_the_server_knows_when_an_away_seat_will_show_its_bot(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    services.live_for(Table.objects.get(pk=table.pk))  # this server's copy of the table
    assert services.seconds_to_presence_change(table.id) is None
    assert services.note_away(table.id, 2)
    assert not services.note_away(table.id, 2)  # away already
    assert 59 < services.seconds_to_presence_change(table.id) <= 60
    assert services.note_here(table.id, 2)
    assert services.seconds_to_presence_change(table.id) is None
