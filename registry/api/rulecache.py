"""A per-process memory of public rules documents, so the engine's read path of a public
club's rules (`GET rules/{digest}`, and its 304) costs no database query. It holds up to
16,384 documents (a document is a couple of kilobytes: some 30 MB at most per process).

A rules document never changes, so its bytes can be kept forever; whether a public club holds
it can change (a club made private), so that is trusted for `API_PUBLIC_RULES_SECONDS` (60 by
default, 0 to turn the memory off). That is no weaker than the answer itself, which tells
every cache on the way `public, max-age=31536000, immutable`.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

from django.conf import settings

__all__ = ["PublicRules", "public_rules"]


class PublicRules:
    """digest → canonical JSON bytes of rules that a public club held a moment ago (LRU)."""

    def __init__(self, size: int = 16_384) -> None:
        self.size = size
        self._entries: OrderedDict[str, tuple[bytes, float]] = OrderedDict()
        self._lock = threading.Lock()

    @staticmethod
    def ttl() -> float:
        return float(getattr(settings, "API_PUBLIC_RULES_SECONDS", 60))

    def get(self, digest: str) -> bytes | None:
        """The bytes, if the digest was public less than the TTL ago."""
        with self._lock:
            entry = self._entries.get(digest)
            if entry is None:
                return None
            if entry[1] <= time.monotonic():
                del self._entries[digest]
                return None
            self._entries.move_to_end(digest)
            return entry[0]

    def put(self, digest: str, body: bytes) -> None:
        """Remember public rules (nothing is kept when the TTL is 0)."""
        ttl = self.ttl()
        if ttl <= 0:
            return
        with self._lock:
            self._entries[digest] = (body, time.monotonic() + ttl)
            self._entries.move_to_end(digest)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


public_rules = PublicRules()
"""The process's memory (each server worker has its own)."""
