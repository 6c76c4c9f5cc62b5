"""How much of the shared task worker one member or one club may hold at once.

Every job a member's request queues (a simulation's bot matches, a webhook redelivery) waits
in one queue that every club shares. A request past its quota is refused with `QueueFull`,
which says what is waiting and when to try again, instead of queueing more.
"""

from __future__ import annotations

import math

from django.conf import settings

from registry.errors import RegistryError

__all__ = ["QueueFull", "limit", "refuse_when_full", "wait_words"]


class QueueFull(RegistryError):
    """A request that would queue more work than its member or club may have waiting.
    `retry_after` is the estimated wait in seconds."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = max(1, retry_after)


def limit(name: str) -> int:
    """The quota `name` of settings.HOUSERULES_QUEUE_QUOTAS."""
    return int(settings.HOUSERULES_QUEUE_QUOTAS[name])


def wait_words(seconds: int) -> str:
    """`about 3 minutes`, `about a minute`."""
    minutes = max(1, math.ceil(seconds / 60))
    return "about a minute" if minutes == 1 else f"about {minutes} minutes"


def refuse_when_full(waiting: int, quota: str, what: str, whose: str, retry_after: int) -> None:
    """Raise `QueueFull` when `waiting` jobs already fill the quota named `quota`."""
    most = limit(quota)
    if waiting < most:
        return
    raise QueueFull(
        f"{whose} already {'has' if whose != 'You' else 'have'} {waiting} {what} queued or "
        f"running, the most allowed at once. Try again in {wait_words(retry_after)}, when "
        f"one of them has finished.",
        retry_after,
    )
