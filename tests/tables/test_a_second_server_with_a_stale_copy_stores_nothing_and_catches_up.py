"""Several app servers, each with its own copy of a table's match in memory, stay consistent
through the table's action count: a move is stored only by the server whose copy is at the
table's latest action (the version check in the move's one statement). A server with a stale
copy stores nothing, is told another move was accepted first, and plays on from the stored
moves. On PostgreSQL storing a move is one statement."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tables import services
from tables.models import Table, TableAction
from tests.tables.conftest import seated_table


def _server_a_and_b_both_hold(table: Table) -> tuple[Any, Any]:
    """Two copies of the table's match: server A's, then server B's, each read from the
    database (the process's memory stands for one server at a time)."""
    services._CACHE.clear()
    a = services._entry(table.id)
    services._CACHE.clear()
    b = services._entry(table.id)
    return a, b


def test_a_move_from_a_stale_copy_is_refused_and_nothing_is_stored(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    a, b = _server_a_and_b_both_hold(table)
    seat = b.live.to_act + 1
    bid = str(b.live.legal()[0])
    assert services.accept(table.id, seat, bid) == 1  # server B stores move 1

    services._CACHE[table.id] = a  # server A still has the table at move 0
    other = str(a.live.legal()[-1])
    with pytest.raises(services.TableError, match="another move was accepted first"):
        services.accept(table.id, seat, other)

    assert list(TableAction.objects.filter(table=table).values_list("notation", flat=True)) == [bid]
    assert table.id not in services._CACHE  # A forgot its copy...
    live = services.live_for(Table.objects.get(pk=table.pk))
    assert live.applied == 1  # ...and reads the moves it missed
    assert services.accept(table.id, live.to_act + 1, str(live.legal()[0])) == 2


def test_storing_a_move_on_postgresql_is_one_statement(ruleset: Any, players: list[Any]) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("the one-statement store is PostgreSQL's (SQLite: two, in one transaction)")
    table = seated_table(ruleset.head, players)
    live = services.live_for(Table.objects.get(pk=table.pk))
    with CaptureQueriesContext(connection) as queries:
        services.accept(table.id, live.to_act + 1, str(live.legal()[0]))
    assert len(queries.captured_queries) == 1, queries.captured_queries
