"""Concurrent writers on PostgreSQL: publishes on the same base have exactly one winner, and
retrying writers get consecutive numbers with no gaps and an unforked audit chain.

SQLite has no row locks and lets one writer at a time, so real concurrency is only testable
on PostgreSQL; the suite runs there in CI with DATABASE_URL set."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection

from registry.errors import StaleBase
from registry.models import AuditEvent, Ruleset, Version
from registry.services import append_event, publish, verify_club
from tests.cast import Cast, with_target

pytestmark = pytest.mark.django_db(transaction=True)

WRITERS = 8


@pytest.fixture(autouse=True)
def postgresql_only() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("row locks are PostgreSQL's: set DATABASE_URL=postgres://... to run this")


def in_threads(work: Callable[[int], Any], count: int = WRITERS) -> list[Any]:
    """Run `work(i)` in `count` threads released together; each result or exception."""
    start = threading.Barrier(count)
    results: list[Any] = [None] * count

    def run(i: int) -> None:
        try:
            start.wait()
            results[i] = work(i)
        except Exception as error:  # handed back to the test
            results[i] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def test_publishes_on_the_same_base_have_exactly_one_winner(ruleset: Ruleset, cast: Cast) -> None:
    base = ruleset.revision

    def edit(i: int) -> Any:
        return publish(
            ruleset, with_target(200 + i), author=cast.editor, message=f"{i}", base_revision=base
        )

    results = in_threads(edit)
    winners = [r for r in results if not isinstance(r, Exception)]
    losers = [r for r in results if isinstance(r, StaleBase)]
    assert len(winners) == 1 and len(losers) == WRITERS - 1, results
    assert all(loser.since == [winners[0].version] for loser in losers)
    assert list(ruleset.versions.values_list("number", flat=True)) == [1, 2]
    assert verify_club(cast.club) == []


def test_writers_that_retry_get_consecutive_numbers(ruleset: Ruleset, cast: Cast) -> None:
    def edit_until_saved(i: int) -> int:
        while True:
            current = Ruleset.objects.get(pk=ruleset.pk)
            try:
                return publish(
                    current,
                    with_target(200 + i),
                    author=cast.editor,
                    message=f"{i}",
                    base_revision=current.revision,
                ).version.number
            except StaleBase:
                continue

    numbers = in_threads(edit_until_saved)
    assert sorted(numbers) == list(range(2, WRITERS + 2)), numbers
    stored = Version.objects.filter(ruleset=ruleset).values_list("number", flat=True)
    assert sorted(stored) == list(range(1, WRITERS + 2))
    assert verify_club(cast.club) == []


def test_concurrent_audit_appends_never_fork_the_chain(cast: Cast) -> None:
    before = AuditEvent.objects.filter(club=cast.club).count()

    def append(i: int) -> int:
        return append_event(cast.club, "test.append", actor=None, object_type="test").sequence

    sequences = in_threads(append, 12)
    assert sorted(sequences) == list(range(before + 1, before + 13)), sequences
    assert verify_club(cast.club) == []
