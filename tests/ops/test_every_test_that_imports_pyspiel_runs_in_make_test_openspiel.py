"""A test that plays against OpenSpiel runs where OpenSpiel is installed: `make test-openspiel`
collects the Makefile's OPENSPIEL_TESTS (`tests/engine/test_*openspiel*.py` and the same in
the folders below) in .venv-bench, and the suite of .venv leaves those files out. A file that
imports pyspiel under another name would be skipped everywhere."""

from __future__ import annotations

import re
from pathlib import Path

USES_PYSPIEL = re.compile(r"^(?:import pyspiel|from pyspiel |\w+ = import_pyspiel\()", re.MULTILINE)
ROOT = Path(__file__).resolve().parents[2]


def _makefile_globs() -> list[str]:
    for line in (ROOT / "Makefile").read_text().splitlines():
        if line.startswith("OPENSPIEL_TESTS = "):
            return line.split("= ", 1)[1].split()
    raise AssertionError("the Makefile names no OPENSPIEL_TESTS")


def test_the_files_that_use_pyspiel_are_the_ones_make_test_openspiel_runs() -> None:
    using = {
        path
        for path in (ROOT / "tests").rglob("test_*.py")
        if USES_PYSPIEL.search(path.read_text())
    }
    collected = {path for pattern in _makefile_globs() for path in ROOT.glob(pattern)}
    assert using == collected
    assert len(collected) >= 3
