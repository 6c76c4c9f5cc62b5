"""The settings the test suite runs under: the site's own, on a developer's machine.

HOUSERULES_DEVELOPMENT must be in the environment before the site's settings are read (a
development key, plain HTTP); pytest-django reads them before any conftest runs, so it is set
here. Subprocesses the tests start inherit it. The production settings are tested apart, in
fresh processes (tests/reliability/test_production_settings_pass_check_deploy.py).
"""

import os

os.environ.setdefault("HOUSERULES_DEVELOPMENT", "1")

from houserules.settings import *  # noqa: E402, F403
