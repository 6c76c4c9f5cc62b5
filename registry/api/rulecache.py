"""A per-process memory of public rules documents, so the engine's read path of a public
club's rules (`GET rules/{digest}`, and its 304) costs no database query.

A rules document never changes, so its bytes are kept for as long as there is room: nothing
expires by time. The memory is bounded by bytes (`API_PUBLIC_RULES_BYTES`, 32 MiB by default,
0 turns it off) and forgets the least recently used documents first.

What can change is whether a public club still holds a document: a club may be made private.
Versions are never deleted and never move between clubs, so that is the only change that can
take a remembered document out of public view. Each process therefore looks, at most every
`API_PUBLIC_RULES_CHECK_SECONDS` (1 by default), at which clubs are public; when one it saw
before is no longer, it forgets every document (they are found again, one query each, as they
are asked for). A club whose rules are stored is watched from then on, even if no look saw it
public yet. A club saved in this process is noticed at once. The answers themselves tell
every cache on the way `public, max-age=31536000, immutable`, which is the weaker promise.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import Any

from django.conf import settings

from registry.settingsmemo import until_settings_change

__all__ = ["PublicRules", "public_rules"]

DEFAULT_BYTES = 32 * 1024 * 1024


class PublicRules:
    """digest → canonical JSON bytes of rules a public club holds (LRU, bounded by bytes)."""

    def __init__(self, max_bytes: int | None = None) -> None:
        self._max_bytes = max_bytes
        self._entries: OrderedDict[str, bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self._public_clubs: frozenset[Any] | None = None
        self._checked_at = float("-inf")
        self._generation = 0  # looks made and times everything was forgotten

    @property
    def max_bytes(self) -> int:
        if self._max_bytes is not None:
            return self._max_bytes
        return int(getattr(settings, "API_PUBLIC_RULES_BYTES", DEFAULT_BYTES))

    @property
    def size(self) -> int:
        """The bytes held now."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def check_due(self) -> bool:
        """Whether the public clubs should be looked at again before trusting the memory."""
        return time.monotonic() - self._checked_at >= _check_seconds()

    def get(self, digest: str) -> bytes | None:
        """The bytes of public rules, if remembered. Looks at the public clubs first when that
        is due (a query, so only where a database connection is in order: the middleware and
        the view; the WSGI front asks `check_due` and makes the look itself, as a query of
        its own)."""
        if self.check_due():
            self.revalidate()
        return self.peek(digest)

    def peek(self, digest: str) -> bytes | None:
        """The bytes, if remembered, without looking at the public clubs."""
        with self._lock:
            body = self._entries.get(digest)
            if body is not None:
                self._entries.move_to_end(digest)
            return body

    @property
    def generation(self) -> int:
        """Read before the query that finds rules public; given back to `put`."""
        return self._generation

    def put(
        self, digest: str, body: bytes, generation: int | None = None, club: Any = None
    ) -> None:
        """Remember public rules, forgetting the least recently used beyond the bound.

        With the `generation` read before the query that found them public: not when a look
        was made since (a club made private meanwhile would keep them otherwise, as the look
        that could have noticed it has come and gone; the next request asks again). With the
        public `club` that query found holding them: the looks watch it from now on, so that a
        club made public and private again between two looks, unseen by either, is noticed
        too; not before any look, when there is nothing to watch it with."""
        limit = self.max_bytes
        if len(body) > limit:
            return
        with self._lock:
            if generation is not None and generation != self._generation:
                return
            if club is not None:
                if self._public_clubs is None:
                    return
                self._public_clubs = self._public_clubs | {club}
            old = self._entries.pop(digest, None)
            if old is not None:
                self._bytes -= len(old)
            self._entries[digest] = body
            self._bytes += len(body)
            while self._bytes > limit:
                _, dropped = self._entries.popitem(last=False)
                self._bytes -= len(dropped)

    def revalidate(self) -> None:
        """Look at which clubs are public; forget everything if one of them no longer is."""
        from registry.models import Club

        now = time.monotonic()
        public = frozenset(Club.objects.filter(is_public=True).values_list("pk", flat=True))
        with self._lock:
            # Without a look before, nothing remembered can be vouched for.
            if self._public_clubs is None or not public >= self._public_clubs:
                self._entries.clear()
                self._bytes = 0
            self._generation += 1
            self._public_clubs = public
            self._checked_at = now

    def club_changed(self) -> None:
        """A club was saved in this process: look again before the next answer."""
        self._checked_at = float("-inf")

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0
            self._generation += 1
            self._public_clubs = None
            self._checked_at = float("-inf")


@until_settings_change
def _check_seconds() -> float:
    return float(getattr(settings, "API_PUBLIC_RULES_CHECK_SECONDS", 1))


public_rules = PublicRules()
"""The process's memory (each server worker has its own)."""
