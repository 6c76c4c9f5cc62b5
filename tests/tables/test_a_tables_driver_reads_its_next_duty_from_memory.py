"""A table's driver (the task that plays bots, runs the clock and scores a hand whose time to
call a renege ran out) asks when its next duty is due from this server's copy of the match,
with no query and no hop to a thread, unless a bot may have to take over the seat to act: its
player has no socket of this server with its tab shown, and only the database knows when
they were last heard from."""

from __future__ import annotations

from typing import Any

from django.db import connection
from django.test.utils import CaptureQueriesContext

from tables import services
from tables.models import Table
from tests.tables.conftest import seated_table


def test_a_hand_waiting_for_renege_calls_is_due_when_the_review_time_runs_out(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_REVIEW_SECONDS = 30
    table = seated_table(ruleset.head, players)
    live = services.live_for(Table.objects.get(pk=table.pk))
    everyone = frozenset({1, 2, 3, 4})  # every seat has a socket here
    assert services.duty_in_memory(table.id, everyone) == (True, None)  # players only

    while not live.reviewing:
        services.accept(table.id, live.to_act + 1, str(live.legal()[0]))

    with CaptureQueriesContext(connection) as queries:
        known, wait = services.duty_in_memory(table.id, everyone)
    assert queries.captured_queries == []
    assert known and wait is not None and 29 < wait <= 30


def test_a_bots_turn_is_due_after_the_bot_delay(ruleset: Any, players: list[Any]) -> None:
    table = seated_table(ruleset.head, players[:3], bots=["random"])
    live = services.live_for(Table.objects.get(pk=table.pk))
    while live.to_act != 3:
        services.accept(table.id, live.to_act + 1, str(live.legal()[0]))

    assert services.duty_in_memory(table.id) == (True, 0.0)  # the suite's bots wait 0 s


def test_a_seat_to_act_with_no_socket_here_is_asked_of_the_database(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    Table.objects.filter(pk=table.pk).update(takeover_minutes=5)
    live = services.live_for(Table.objects.get(pk=table.pk))
    to_act = live.to_act + 1

    assert services.duty_in_memory(table.id) == (False, None)
    assert services.duty_in_memory(table.id, frozenset({1, 2, 3, 4}) - {to_act}) == (False, None)
    assert services.duty_in_memory(table.id, frozenset({to_act})) == (True, None)


def test_a_table_this_server_holds_no_copy_of_asks_the_database(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    services._CACHE.pop(table.id, None)

    assert services.duty_in_memory(table.id) == (False, None)
