"""OpenSpiel for the differential tests (the Makefile's OPENSPIEL_TESTS): random deals
played in this engine and in OpenSpiel's, move by move.

OpenSpiel is a benchmark-only dependency (requirements-bench.txt): `make test-openspiel`
installs it into `.venv-bench` with the project's libraries and runs these tests there, and
the suite of `.venv` leaves them out. Where `pyspiel` does not import they are skipped with
the reason; with CI=true they fail instead, since CI must run them, not skip them.
"""

from __future__ import annotations

import os
from types import ModuleType

import pytest

INSTALL_HINT = "make test-openspiel installs the pinned open_spiel (requirements-bench.txt)"


def import_pyspiel() -> ModuleType:
    """`pyspiel`, or the module's tests skipped (failed under CI=true) when it is missing."""
    try:
        import pyspiel  # type: ignore[import-not-found]  # benchmark-only, may be absent
    except ImportError as error:
        reason = f"pyspiel does not import ({error}); {INSTALL_HINT}"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}. In CI the differential tests must run", pytrace=False)
        pytest.skip(reason, allow_module_level=True)
    module: ModuleType = pyspiel
    return module
