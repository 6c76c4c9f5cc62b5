"""Throttling: a fixed-window counter per client, answered with 429 and `Retry-After`.

DRF's own throttles keep a list of timestamps per client and rewrite it on every request,
which grows with the rate; a counter costs the same at any rate. The rates are read on every
request from `REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]` (scopes `anon` and `user`), so a test
may lower them with `override_settings`. Counts are per site in Django's default cache when
that is shared (Redis, `HOUSERULES_REDIS_URL`, docs/api.md); with the local-memory cache,
which is per process anyway, they are kept in the process's own counters.
"""

from __future__ import annotations

import threading
import time
from itertools import islice
from typing import Any

from django.core.cache import cache, caches
from django.core.cache.backends.locmem import LocMemCache
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle

from registry.settingsmemo import until_settings_change

__all__ = ["WindowThrottle", "AnonymousThrottle", "UserThrottle", "forget_counts", "parse_rate"]

_PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_rate(rate: str | None) -> tuple[int, int] | None:
    """`"600/minute"` → (600, 60); None (no limit) for an empty rate."""
    if not rate:
        return None
    count, period = rate.split("/")
    return int(count), _PERIODS[period.strip()[0]]


class _Counts:
    """Each window's counts, in this process's memory: what the local-memory cache's incr()
    and add() do, without pickling the count twice on every request (a quarter of the time
    the WSGI front spent on a remembered rules document).

    A scope's window is forgotten whole when its next window begins, so the memory holds the
    clients of the current windows only. Within one window it holds at most `limit` clients:
    past that, the third least recently counted is forgotten, as the local-memory cache
    culls. Each scope has windows of its own, so a flood of anonymous addresses never culls
    the counts of signed-in users."""

    def __init__(self, limit: int = 100_000) -> None:
        self._limit = limit
        self._windows: dict[tuple[str, int, int], dict[str, int]] = {}
        self._lock = threading.Lock()

    def add_one(self, scope: str, who: str, period: int, window: int) -> int:
        """Count one request of `who` in `scope`'s `window` (of `period` seconds); the count
        so far."""
        with self._lock:
            counts = self._windows.get((scope, period, window))
            if counts is None:
                counts = self._begin(scope, period, window)
            count = counts.pop(who, 0) + 1  # and back in, last: the most recently counted
            if count == 1 and len(counts) >= self._limit:
                for stale in list(islice(counts, max(1, self._limit // 3))):
                    del counts[stale]
            counts[who] = count
            return count

    def _begin(self, scope: str, period: int, window: int) -> dict[str, int]:
        ended = [k for k in self._windows if k[:2] == (scope, period) and k[2] < window]
        for key in ended:
            del self._windows[key]
        counts: dict[str, int] = {}
        self._windows[scope, period, window] = counts
        return counts

    def clear(self) -> None:
        with self._lock:
            self._windows.clear()


_COUNTS = _Counts()


@until_settings_change
def _in_process() -> bool:
    """Whether the default cache is the process's own memory (then so are the counts)."""
    return isinstance(caches["default"], LocMemCache)


def forget_counts() -> None:
    """Start every client's count again (tests do, with `cache.clear()`)."""
    _COUNTS.clear()
    cache.clear()


def _count(key: str, timeout: int) -> int:
    """Add one to the counter at `key` and return it. incr() and add() are each atomic in
    the local-memory, Redis and memcached backends (not in the file and database ones, which
    would undercount under load); the first request of a window pays for both."""
    for _ in range(3):
        try:
            return int(cache.incr(key))
        except ValueError:  # no counter yet in this window
            if cache.add(key, 1, timeout=timeout):
                return 1
    return int(cache.incr(key))


class WindowThrottle(BaseThrottle):
    """At most N requests per client in each window of the scope's period."""

    scope = ""

    def __init__(self) -> None:
        self.retry_after: float | None = None

    def ident(self, request: Any) -> str | None:
        """Who is counted; None when this throttle does not apply to the request (each scope
        says whom it counts)."""
        return None

    def allow_request(self, request: Any, view: Any) -> bool:
        return self.allow(self.ident(request))

    def allow(self, who: str | None) -> bool:
        """Count one request of `who` (None: not counted here) and say whether it is within
        the scope's rate."""
        rate = parse_rate(api_settings.DEFAULT_THROTTLE_RATES.get(self.scope))
        if rate is None or who is None:
            return True
        limit, period = rate
        now = time.time()
        window = int(now // period)
        if _in_process():
            count = _COUNTS.add_one(self.scope, who, period, window)
        else:
            count = _count(f"throttle:{self.scope}:{who}:{period}:{window}", period + 1)
        if count <= limit:
            return True
        self.retry_after = (window + 1) * period - now
        return False

    def wait(self) -> float | None:
        return self.retry_after


class AnonymousThrottle(WindowThrottle):
    """Requests without credentials, counted per client address."""

    scope = "anon"

    def ident(self, request: Any) -> str | None:
        return None if request.user.is_authenticated else self.get_ident(request)

    def allow_without_credentials(self, request: Any) -> bool:
        """`allow_request` for a request known to carry no credentials (no Authorization
        header, no session cookie): the client is anonymous without asking `request.user`,
        whose session lookup would cost the memory-served read path more than its answer."""
        return self.allow(self.get_ident(request))


class UserThrottle(WindowThrottle):
    """Requests with credentials, counted per user."""

    scope = "user"

    def ident(self, request: Any) -> str | None:
        return str(request.user.pk) if request.user.is_authenticated else None
