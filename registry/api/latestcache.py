"""The memory of `versions/latest` (which version of a public club's ruleset is the newest
active one), kept correct across the processes of one machine by a generation file.

`HOUSERULES_LATEST_GENERATION_FILE` names a file that every process of the site can reach,
on a file system that keeps modification times to the nanosecond (ext4, XFS, tmpfs).
Each change that can move a `versions/latest` (a version, a lifecycle change, a ruleset or
a club saved or deleted) bumps the file's modification time, in nanoseconds, to a value
never used before: when it is saved, and again when its transaction commits. A process
reads the time (one `stat`) before each lookup and forgets everything it remembers when the
time differs from the one its memory was filled under, so a publish or a withdrawal in any
process is seen by the next request of every process. A lookup whose query began under an
older generation is not remembered.

Without the setting, or while the file does not exist, nothing is remembered and every
lookup is the one query of `registry.api.fastpath.public_latest`. Every process that
writes to the registry (app servers, workers, management commands) must name the same file,
or its changes are not seen by the others; sites whose processes run on several machines
leave it unset unless the file is on storage they all share.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings

__all__ = ["latest_memory", "bump_generation", "LatestMemory"]

Found = tuple[int, str] | None
MAX_ENTRIES = 10_000
"""Rulesets remembered at most; past that, lookups are answered without being remembered."""


def _path() -> str:
    return str(getattr(settings, "HOUSERULES_LATEST_GENERATION_FILE", "") or "")


def bump_generation() -> None:
    """Give the generation file a modification time it never had (creating the file)."""
    path = _path()
    if not path:
        return
    with open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # two bumps at once still get two times
        try:
            before = os.fstat(handle.fileno()).st_mtime_ns
            now = max(time.time_ns(), before + 1)
            os.utime(handle.fileno(), ns=(now, now))
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


class LatestMemory:
    """(club slug, ruleset slug) → `public_latest`'s answer, under one generation."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation: int | None = None
        self._entries: dict[tuple[str, str], Found] = {}

    def lookup(self, club: str, ruleset: str, query: Callable[[str, str], Found]) -> Found:
        """The remembered answer, else `query(club, ruleset)` (remembered when the
        generation did not move meanwhile)."""
        generation = _generation()
        if generation is None:
            return query(club, ruleset)
        key = (club, ruleset)
        with self._lock:
            if generation != self._generation:
                self._entries.clear()
                self._generation = generation
            elif key in self._entries:
                return self._entries[key]
        found = query(club, ruleset)
        with self._lock:
            if self._generation == generation and len(self._entries) < MAX_ENTRIES:
                self._entries[key] = found
        return found

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._generation = None


def _generation() -> int | None:
    path = _path()
    if not path:
        return None
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return None


latest_memory = LatestMemory()


def changed(**kwargs: Any) -> None:
    """A receiver of post_save and post_delete: bump now, and once more on commit (a
    process that looked between the two saw the old rows and remembers them under the
    first bump's generation)."""
    from django.db import transaction

    bump_generation()
    transaction.on_commit(bump_generation, using=kwargs.get("using"))
