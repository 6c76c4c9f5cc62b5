"""Spectators: at a public club's table anyone may watch, signed in or not; at a private
club's, only its members (anyone else's socket is closed, 4403). A spectator is sent the
table as it plays, and never any hand: no message holds a card before it is played."""

from __future__ import annotations

import random
from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.contrib.auth.models import AnonymousUser

from engine import Card
from registry.models import Club
from tables import services
from tables.consumers import announce
from tables.models import Table, TableAction
from tests.tables.conftest import communicator, drain, seated_table


def _cards_in(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(_cards_in(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(_cards_in(item) for item in value))
    found = set()
    for word in str(value).split() if isinstance(value, str) else ():
        try:
            found.add(str(Card.parse(word)))
        except ValueError:
            continue
    return found


async def _refused(table: Table, user: Any) -> bool:
    socket = communicator(table, user)
    connected, code = await socket.connect()
    if connected:
        await socket.disconnect()
    return not connected and code == 4403


def test_nobody_outside_a_private_club_watches_its_tables(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    table = seated_table(ruleset.head, players)
    assert async_to_sync(_refused)(table, AnonymousUser())
    assert async_to_sync(_refused)(table, cast.outsider)


def test_anyone_watches_a_public_clubs_table_and_is_sent_no_card_before_it_is_played(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    table = seated_table(ruleset.head, players)
    rng = random.Random(11)

    async def scenario() -> list[dict[str, Any]]:
        watchers = [communicator(table, AnonymousUser()), communicator(table, cast.outsider)]
        for socket in watchers:
            assert (await socket.connect())[0]
        messages = []
        for _ in range(40):  # the bids and the first tricks
            messages += [m for socket in watchers for m in await drain(socket)]
            live = await database_sync_to_async(services.live_for)(
                await database_sync_to_async(Table.objects.get)(pk=table.pk)
            )
            move = str(rng.choice(live.legal()))
            sequence = await database_sync_to_async(services.accept)(
                table.id, live.to_act + 1, move
            )
            await announce(table.id, sequence)
        messages += [m for socket in watchers for m in await drain(socket)]
        for socket in watchers:
            await socket.disconnect()
        return messages

    messages = async_to_sync(scenario)()
    states = [m for m in messages if m["type"] == "state"]
    assert len(states) >= 2 * 40
    played: dict[int, set[str]] = {0: set()}
    for row in TableAction.objects.filter(table=table).order_by("sequence"):
        cards = _cards_in(row.notation) if len(row.notation.split()) == 1 else set()
        played[row.sequence] = played[row.sequence - 1] | cards
    for state in states:
        assert state["seat"] is None and state["hand"] is None and state["legal"] == []
        assert _cards_in(state) <= played[state["sequence"]], state
