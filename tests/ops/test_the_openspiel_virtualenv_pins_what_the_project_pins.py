"""The differential tests run in .venv-bench (`make test-openspiel`), installed from
requirements-bench.txt alone: pytest and the libraries' dependencies there are pinned to the
very versions the project's own virtualenv holds, so the tests meet the same code."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?==(\S+)$", re.MULTILINE)


def _pins(name: str) -> dict[str, str]:
    text = (ROOT / name).read_text()
    return {package.lower(): version for package, version in PIN.findall(text)}


def _dependencies() -> set[str]:
    text = (ROOT / "pyproject.toml").read_text()
    block = text.split("\ndependencies = [", 1)[1].split("]", 1)[0]
    return {re.split(r"[<>=!~\[]", line.strip().strip('",'))[0].lower() for line in
            block.splitlines() if line.strip().startswith('"')}  # fmt: skip


def test_the_bench_pins_the_libraries_dependencies_and_pytest_as_the_project_does() -> None:
    bench = _pins("requirements-bench.txt")
    project = _pins("requirements.txt") | _pins("requirements-dev.txt")
    for package in _dependencies() | {"pytest"}:
        assert bench.get(package) == project[package], f"{package} in requirements-bench.txt"


def test_the_bench_pins_open_spiel_and_everything_it_requires() -> None:
    bench = _pins("requirements-bench.txt")
    assert bench["open_spiel"].startswith("2.0.")
    assert {"absl-py", "attrs", "ml_collections", "numpy", "scipy"} <= set(bench)
