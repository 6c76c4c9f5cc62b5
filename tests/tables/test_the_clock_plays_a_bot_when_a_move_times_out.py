"""A table opened with a per-move clock whose policy is `bot`: when the seat to act runs out
of time, a bot plays the move (the policy `forfeit` has its own file). Without a clock,
nothing is due."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from tables import services
from tables.models import Table, TableAction


def _open(ruleset: Any, players: list[Any], **options: Any) -> Table:
    table = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me", "open", "open", "open"], **options
    )
    for number, person in enumerate(players[1:], start=2):
        services.sit(table, person, number, table.invite_token)
    return table


def _time_passes(table: Table, seconds: int) -> None:
    Table.objects.filter(pk=table.pk).update(
        last_action_at=table.last_action_at - timedelta(seconds=seconds)
    )


def test_a_bot_plays_the_move_of_a_seat_whose_clock_ran_out(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players, clock_seconds=30, timeout_policy="bot")
    assert services.do_duty(table.id) is None  # still within the clock
    table.refresh_from_db()
    _time_passes(table, 31)
    assert services.do_duty(table.id) == 1
    assert TableAction.objects.get(table=table).by == "clock"


def test_without_a_clock_nothing_is_due_however_long_a_player_thinks(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players)
    table.refresh_from_db()
    _time_passes(table, 3600)
    assert services.seconds_to_next_duty(table.id) is None
    assert services.do_duty(table.id) is None
