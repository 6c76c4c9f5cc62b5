"""The reliability suite (docs/reliability.md) shares the suite's cast (tests/conftest.py) and
the API's clients and scene: one club, its owner, an editor, a member, an outsider, and staff.

`migrated_sqlite` (a session's migrated SQLite file to copy) is served from here, not imported
into each test module: a session fixture imported into three modules is three fixtures, and
ran `manage.py migrate` three times per session."""

from tests.api.conftest import (  # noqa: F401  (shared fixtures)
    client_as,
    fresh_caches,
    scene,
)
from tests.reliability.faults_subprocess import migrated_sqlite  # noqa: F401  (shared fixture)
