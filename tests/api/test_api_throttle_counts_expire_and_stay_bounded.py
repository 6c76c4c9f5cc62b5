"""A worker's own throttle counts (the local-memory cache's site) start again in each window
and never outgrow their bound, however many clients come in one window."""

from __future__ import annotations

import pytest

from registry.api import throttling


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    now = [1000.0]
    monkeypatch.setattr(throttling.time, "monotonic", lambda: now[0])
    return now


def test_a_count_goes_up_until_its_window_ends(clock: list[float]) -> None:
    counts = throttling._Counts()
    assert [counts.add_one("a", timeout=61) for _ in range(3)] == [1, 2, 3]
    assert counts.add_one("b", timeout=61) == 1
    clock[0] += 61
    assert counts.add_one("a", timeout=61) == 1


def test_too_many_clients_in_one_window_forget_the_older_half(clock: list[float]) -> None:
    counts = throttling._Counts(limit=10)
    for client in range(10):
        counts.add_one(f"c{client}", timeout=61)
    counts.add_one("c10", timeout=61)
    assert len(counts._counts) == 6  # the newer half of ten, and the newcomer
    assert counts.add_one("c9", timeout=61) == 2
    assert counts.add_one("c0", timeout=61) == 1


def test_expired_counts_are_forgotten_before_any_current_one(clock: list[float]) -> None:
    counts = throttling._Counts(limit=4)
    for client in range(3):
        counts.add_one(f"old{client}", timeout=1)
    counts.add_one("current", timeout=61)
    counts.add_one("current", timeout=61)
    clock[0] += 2
    counts.add_one("new", timeout=61)
    assert sorted(counts._counts) == ["current", "new"]
    assert counts.add_one("current", timeout=61) == 3


def test_a_worker_without_a_shared_cache_counts_in_its_own_memory() -> None:
    throttling.forget_counts()
    assert throttling._in_process()
    assert [throttling._count("throttle:anon:x:60:1", 61) for _ in range(2)] == [1, 2]
    throttling.forget_counts()
    assert throttling._count("throttle:anon:x:60:1", 61) == 1
