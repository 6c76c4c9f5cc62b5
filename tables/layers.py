"""The channel layer of one app server: Channels' in-memory layer, with its clean-up of
expired messages done at most once a second.

Channels' `InMemoryChannelLayer` walks every channel and every group for expired messages on
each `receive` and `group_send`: with 400 sockets open, that walk was the app server's
largest single cost under `benchmarks/tables_bench.py` (about a tenth of its time). Expired
messages (a minute old by default) are still dropped, up to a second later than before.
"""

from __future__ import annotations

import time

from channels.layers import InMemoryChannelLayer as _ChannelsInMemoryChannelLayer

__all__ = ["InMemoryChannelLayer", "CLEAN_EVERY"]

CLEAN_EVERY = 1.0
"""Seconds between two walks for expired messages."""


class InMemoryChannelLayer(_ChannelsInMemoryChannelLayer):  # type: ignore[misc]
    """Channels' in-memory layer, cleaning expired messages at most every `CLEAN_EVERY`
    seconds."""

    _cleaned_at = 0.0

    def _clean_expired(self) -> None:
        now = time.monotonic()
        if now - self._cleaned_at < CLEAN_EVERY:
            return
        self._cleaned_at = now
        super()._clean_expired()
