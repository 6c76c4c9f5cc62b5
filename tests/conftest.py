"""What the whole suite shares.

The fast password hasher applies to every test: the registry's, the club pages' and the
API's tests each build the shared cast, and hashing its five passwords with the production
hasher cost seconds per test. It is set in `pytest_configure`, not in a fixture, because the
engine and rules tests also run with the Django plugin off (`make test-compiled`).
"""

from __future__ import annotations

import pytest

FAST_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def pytest_configure(config: pytest.Config) -> None:
    if not config.pluginmanager.hasplugin("django"):
        return
    from django.conf import settings

    settings.PASSWORD_HASHERS = FAST_HASHERS
