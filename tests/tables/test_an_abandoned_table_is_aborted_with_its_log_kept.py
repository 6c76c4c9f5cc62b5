"""`manage.py sweep_tables` closes a table nobody has moved at for a day as aborted: its
match is recorded aborted in the registry with the hands played, and every accepted move
stays in the table's rows."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.core.management import call_command
from django.utils import timezone

from tables import services
from tables.models import Table, TableAction, TableStatus
from tests.tables.conftest import seated_table


def test_a_table_idle_for_a_day_is_aborted_and_its_moves_are_kept(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    for _ in range(3):
        live = services.live_for(Table.objects.get(pk=table.pk))
        services.accept(table.id, live.to_act + 1, str(live.legal()[0]))
    Table.objects.filter(pk=table.pk).update(last_action_at=timezone.now() - timedelta(days=2))
    call_command("sweep_tables")
    table.refresh_from_db()
    assert table.status == TableStatus.ABORTED
    assert table.match is not None and table.match.status == "aborted"
    assert table.match.log["rules_digest"] == table.rules_digest
    assert TableAction.objects.filter(table=table).count() == 3


def test_a_table_played_at_today_is_left_alone(ruleset: Any, players: list[Any]) -> None:
    table = seated_table(ruleset.head, players)
    call_command("sweep_tables")
    table.refresh_from_db()
    assert table.status == TableStatus.PLAYING
