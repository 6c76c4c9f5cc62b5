"""The reliability suite (docs/reliability.md) shares the registry's cast and the API's
clients and scene: one club, its owner, an editor, a member, an outsider, and staff."""

from tests.api.conftest import (  # noqa: F401  (shared fixtures)
    client_as,
    fast_passwords,
    fresh_caches,
    scene,
)
from tests.registry.conftest import (  # noqa: F401  (shared fixtures)
    cast,
    ruleset,
)
