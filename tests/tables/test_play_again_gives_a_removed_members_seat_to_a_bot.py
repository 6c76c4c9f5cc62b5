"""Play again asks only the people who may still play at the club's tables: a member removed
from the club since the match began is not waited for, cannot accept, and a bot takes their
seat at the new table."""

from __future__ import annotations

from typing import Any

import pytest

from registry.models import Membership
from tables import rematch, services
from tables.models import Table, TableStatus
from tests.tables.conftest import seated_table


def test_a_removed_member_is_not_asked_and_a_bot_takes_their_seat(
    ruleset: Any, players: list[Any]
) -> None:
    alice, erin, bob, _ = players
    table = seated_table(ruleset.head, [alice, erin, bob], bots=["random"])
    Table.objects.filter(pk=table.pk).update(status=TableStatus.FINISHED)
    assert rematch.accept(table.id, bob) is None
    Membership.objects.filter(club=table.club, user=bob).delete()

    offer = rematch.offer(table.id)
    assert offer is not None and offer["waiting"] == [1, 2] and offer["accepted"] == []
    with pytest.raises(services.TableError):
        rematch.accept(table.id, bob)
    assert rematch.accept(table.id, alice) is None
    new = rematch.accept(table.id, erin)

    assert new is not None
    seats = [(s.number, s.user, s.bot) for s in new.seats.order_by("number")]
    assert seats == [
        (1, alice, ""),
        (2, erin, ""),
        (3, None, services.fallback_bot()),
        (4, None, "random"),
    ]
