"""A table opened with a takeover time: a seat whose player's browser has not been heard from
for that long is played by a bot on its turns; at a table that says never (0), it waits."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from tables import services
from tables.models import Seat, TableAction


def _open(ruleset: Any, players: list[Any], **options: Any) -> Any:
    table = services.open_table(
        ruleset.head, opened_by=players[0], seats=["me", "open", "open", "open"], **options
    )
    for number, person in enumerate(players[1:], start=2):
        services.sit(table, person, number, table.invite_token)
    return table


def _everyone_left(table: Any, minutes: int) -> None:
    Seat.objects.filter(table=table).update(seen_at=timezone.now() - timedelta(minutes=minutes))


def test_a_bot_plays_for_a_seat_left_empty_longer_than_the_takeover_time(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players, takeover_minutes=5)
    _everyone_left(table, 4)
    assert services.do_duty(table.id) is None
    _everyone_left(table, 6)
    assert services.do_duty(table.id) == 1
    assert TableAction.objects.get(table=table).by == "takeover"


def test_without_takeover_an_empty_seat_waits_for_its_player(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players, takeover_minutes=0)
    _everyone_left(table, 600)
    assert services.do_duty(table.id) is None
