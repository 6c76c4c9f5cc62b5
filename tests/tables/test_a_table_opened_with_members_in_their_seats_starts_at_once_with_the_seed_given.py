"""A table may be opened with members already in their seats (a director seating an event's
table) and a seed given (a duplicate board): it starts at once when every seat is taken and
deals from that seed; a member in a bot's seat, one outside the club or one member in two
seats is refused, naming every problem, and no table opens."""

from __future__ import annotations

from typing import Any

import pytest

from tables import services
from tables.models import Table, TableStatus


def test_members_sit_where_the_opener_puts_them(ruleset: Any, players: list[Any]) -> None:
    alice, erin, bob, _ = players
    table = services.open_table(
        ruleset.head, opened_by=alice, seats=["open", "heuristic", "open", "random"],
        members=[erin, None, bob, None], seed=1234,
    )  # fmt: skip
    assert table.status == TableStatus.PLAYING and table.seed == 1234
    assert [seat.player_name() for seat in table.seats.all()] == [
        "erin", "bot:heuristic", "bob", "bot:random",
    ]  # fmt: skip


def test_members_who_cannot_sit_there_are_refused_together(
    ruleset: Any, players: list[Any], cast: Any
) -> None:
    alice, erin, _, _ = players
    with pytest.raises(services.TableError) as refused:
        services.open_table(
            ruleset.head, opened_by=alice, seats=["open", "heuristic", "open", "open"],
            members=[erin, alice, cast.outsider, erin],
        )  # fmt: skip
    assert str(refused.value) == (
        "seat 2: a member sits only in an open seat; "
        "seat 3: charlie is not a member of the club; a member sits at one seat of a table"
    )
    assert not Table.objects.exists()
