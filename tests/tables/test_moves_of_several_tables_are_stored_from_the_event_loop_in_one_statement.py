"""On PostgreSQL a player's move is checked on the event loop against the process's copy of its
table and stored from there (tables/store.py): the moves of tables waiting at the same moment
go in one statement and one commit, each table's row version-checked on its own, and nothing
is drawn from a copy while its move is not yet committed."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.db import connection

from tables import consumers, services, store
from tables.models import Table, TableAction
from tests.tables.conftest import seated_table


@pytest.fixture(autouse=True)
def _postgresql_only() -> None:
    if connection.vendor != "postgresql" or not store.enabled():
        pytest.skip("moves are stored from the event loop on PostgreSQL only")


def _first_bid(table: Table) -> tuple[int, str]:
    live = services.live_for(Table.objects.get(pk=table.pk))
    return live.to_act + 1, str(live.legal()[0])


def test_two_tables_moves_are_stored_by_one_statement(
    ruleset: Any, players: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    tables = [seated_table(ruleset.head, players) for _ in range(2)]
    moves = [_first_bid(table) for table in tables]
    batches: list[int] = []
    write = store._write

    async def counted(connection: Any, batch: list[store.Move]) -> set[str]:
        batches.append(len(batch))
        return await write(connection, batch)

    monkeypatch.setattr(store, "_write", counted)

    async def play() -> list[int]:
        return await asyncio.gather(
            *(
                consumers.accept_move(t.id, seat, bid)
                for t, (seat, bid) in zip(tables, moves, strict=True)
            )
        )

    assert async_to_sync(play)() == [1, 1]
    assert batches == [2]
    for table, (_, bid) in zip(tables, moves, strict=True):
        assert list(table.actions.values_list("notation", flat=True)) == [bid]
        assert Table.objects.get(pk=table.pk).actions_count == 1


def test_a_stale_move_in_a_batch_is_refused_alone(ruleset: Any, players: list[Any]) -> None:
    fresh, stale = [seated_table(ruleset.head, players) for _ in range(2)]
    moves = [_first_bid(table) for table in (fresh, stale)]
    Table.objects.filter(pk=stale.pk).update(actions_count=5)  # another server got there

    async def play() -> list[Any]:
        return await asyncio.gather(
            *(
                consumers.accept_move(t.id, seat, bid)
                for t, (seat, bid) in zip((fresh, stale), moves, strict=True)
            ),
            return_exceptions=True,
        )

    first, second = async_to_sync(play)()
    assert first == 1
    assert isinstance(second, services.TableError)
    assert "another move was accepted first" in str(second)
    assert TableAction.objects.filter(table=stale).count() == 0
    assert stale.id not in services._CACHE  # read again from the database next time


def test_no_state_is_drawn_from_a_copy_whose_move_is_not_committed(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    seat, bid = _first_bid(table)
    move = services.begin_move(table.id, seat, bid)
    assert move is not None
    try:
        assert services.cached_message(table.id, 1, move.sequence) is None
        assert services.cached_state(table.id, 1, move.sequence) is None
        assert TableAction.objects.filter(table=table).count() == 0
    finally:
        services.end_move(move, stored=False)
    assert table.id not in services._CACHE  # not stored: the copy is forgotten
