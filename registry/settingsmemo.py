"""Values worked out from Django settings once, for the paths that answer thousands of
requests a second (a setting is a Python call per read), and worked out again whenever a
setting changes (`setting_changed`: tests, with `override_settings` or pytest's `settings`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from django.core.signals import setting_changed

__all__ = ["until_settings_change"]

Value = TypeVar("Value")


def until_settings_change(read: Callable[[], Value]) -> Callable[[], Value]:
    """`read()`, remembered until any setting changes."""
    remembered = cache(read)

    def forget(**kwargs: Any) -> None:
        remembered.cache_clear()

    setting_changed.connect(forget, weak=False)
    return remembered
