"""What the whole suite shares: the fast password hasher and the cast (tests/cast.py).

The fast password hasher applies to every test: the registry's, the club pages' and the
API's tests each build the shared cast, and hashing its five passwords with the production
hasher cost seconds per test. It is set in `pytest_configure`, not in a fixture, because the
engine and rules tests also run with the Django plugin off (`make test-compiled`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from registry.models import Ruleset
    from tests.cast import Cast

FAST_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def pytest_configure(config: pytest.Config) -> None:
    if not config.pluginmanager.hasplugin("django"):
        return
    from django.conf import settings

    settings.PASSWORD_HASHERS = FAST_HASHERS


# The cast's module imports Django models, so it is imported only when a test asks for the cast:
# the engine and rules tests run with the Django plugin off.
@pytest.fixture
def cast(db: None) -> Cast:
    """alice owns riverside, erin edits it, bob views it, charlie is an outsider (with his own
    club, elsewhere), stan is staff (tests/cast.py)."""
    from tests.cast import build_cast

    return build_cast()


@pytest.fixture
def ruleset(cast: Cast) -> Ruleset:
    """The riverside club's `house` rules, with version 1 (classic Spades) by alice."""
    from tests.cast import start_house

    return start_house(cast)
