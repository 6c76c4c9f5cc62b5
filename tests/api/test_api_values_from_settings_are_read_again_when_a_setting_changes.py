"""What the hot paths work out from settings once (registry/settingsmemo.py) is worked out
again when a setting changes, as tests change them."""

from __future__ import annotations

from typing import Any

from django.conf import settings as django_settings

from registry.settingsmemo import until_settings_change

reads: list[int] = []


@until_settings_change
def _check_seconds() -> float:
    reads.append(1)
    return float(django_settings.API_PUBLIC_RULES_CHECK_SECONDS)


def test_a_value_is_read_once_then_again_after_a_setting_changes(settings: Any) -> None:
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 5
    reads.clear()
    assert (_check_seconds(), _check_seconds(), len(reads)) == (5.0, 5.0, 1)
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 7
    assert (_check_seconds(), len(reads)) == (7.0, 2)
