"""A worker's own throttle counts (the local-memory cache's site) start again in each window,
hold the clients of the current windows only, and never outgrow their bound, however many
clients come in one window."""

from __future__ import annotations

import time

from django.conf import settings
from django.test import override_settings

from registry.api import throttling
from registry.api.throttling import AnonymousThrottle


def test_a_count_goes_up_until_its_window_ends() -> None:
    counts = throttling._Counts()
    assert [counts.add_one("anon", "a", 60, 7) for _ in range(3)] == [1, 2, 3]
    assert counts.add_one("anon", "b", 60, 7) == 1
    assert counts.add_one("anon", "a", 60, 8) == 1


def test_a_new_window_forgets_the_ended_ones_of_its_scope_and_period() -> None:
    counts = throttling._Counts()
    counts.add_one("anon", "a", 60, 7)
    counts.add_one("anon", "a", 3600, 1)
    counts.add_one("anon", "b", 60, 8)
    counts.add_one("user", "7", 60, 7)
    assert sorted(counts._windows) == [("anon", 60, 8), ("anon", 3600, 1), ("user", 60, 7)]


def test_too_many_clients_in_one_window_forget_the_least_recently_counted() -> None:
    counts = throttling._Counts(limit=9)
    for client in range(9):
        counts.add_one("anon", f"c{client}", 60, 7)
    counts.add_one("anon", "c0", 60, 7)  # c0 counted again: now the most recent
    counts.add_one("anon", "c9", 60, 7)  # one too many: c1, c2 and c3 are forgotten
    assert list(counts._windows["anon", 60, 7]) == ["c4", "c5", "c6", "c7", "c8", "c0", "c9"]
    assert counts.add_one("anon", "c0", 60, 7) == 3
    assert counts.add_one("anon", "c1", 60, 7) == 1


def test_a_worker_without_a_shared_cache_counts_in_its_own_memory() -> None:
    assert throttling._in_process()
    period = 60
    with override_settings(
        REST_FRAMEWORK={**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {"anon": "5/min"}}
    ):
        for _ in range(3):  # again, should the minute turn between the two requests
            throttling.forget_counts()
            window = int(time.time() // period)
            allowed = [AnonymousThrottle().allow("10.0.0.1") for _ in range(2)]
            if int(time.time() // period) == window:
                break
    assert allowed == [True, True]
    assert throttling._COUNTS._windows == {("anon", period, window): {"10.0.0.1": 2}}
