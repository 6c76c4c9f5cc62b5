"""Work measured by counting it, not by a clock: how many function calls (Python's and C's) a
piece of work makes. The count is the same on a quiet machine and a loaded one, so a test can
bound the cost of a page or a parse, or say how it grows with its input, without asserting
seconds; and a limit stops work that has gone quadratic at once, instead of after minutes.

Counting costs about a microsecond a call (sys.setprofile), so measure work of at most a few
million calls."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

__all__ = ["TooMuchWork", "calls_made"]

COUNTED = frozenset({"call", "c_call"})


class TooMuchWork(AssertionError):
    """The work made more calls than its limit allowed."""


def calls_made(work: Callable[[], object], limit: int | None = None) -> int:
    """Run `work()` and return the number of function calls it made (a generator resumed
    counts as a call); past `limit` calls, stop it with `TooMuchWork`."""
    count = 0

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        nonlocal count
        if event in COUNTED:
            count += 1
            if limit is not None and count > limit:
                sys.setprofile(None)
                raise TooMuchWork(f"more than {limit:,} calls")

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.setprofile(previous)
    return count
