"""Apps hear of a finished table through `tables.hooks.TABLE_FINISHED`. A hook that refuses
(a ValueError) or fails undoes only its own writes, in its savepoint: the hooks after it still
run, and nothing reaches the code that records the table as finished."""

from __future__ import annotations

from typing import Any

import pytest

from tables import hooks
from tables.models import Table
from tests.tables.conftest import seated_table


def test_each_hook_runs_whatever_the_one_before_did(
    ruleset: Any, players: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = seated_table(ruleset.head, players)
    heard: list[str] = []

    def refuses(finished: Table) -> None:
        Table.objects.filter(pk=finished.pk).update(end_reason="written, then undone")
        raise ValueError("the event is not running")

    def fails(finished: Table) -> None:
        raise RuntimeError("a bug")

    def listens(finished: Table) -> None:
        heard.append(str(finished.pk))

    monkeypatch.setattr(hooks, "TABLE_FINISHED", [refuses, fails, listens])
    hooks.tell_table_finished(table)
    assert heard == [str(table.pk)]
    assert Table.objects.get(pk=table.pk).end_reason == ""
