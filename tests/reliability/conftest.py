"""The reliability suite (docs/reliability.md) shares the suite's cast (tests/conftest.py) and
the API's clients and scene: one club, its owner, an editor, a member, an outsider, and staff."""

from tests.api.conftest import (  # noqa: F401  (shared fixtures)
    client_as,
    fresh_caches,
    scene,
)
