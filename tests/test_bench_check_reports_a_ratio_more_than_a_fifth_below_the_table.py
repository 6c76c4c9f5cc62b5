"""`make bench-check` (benchmarks/perf_table.py check) compares each measured ratio with
docs/performance.md's table: a ratio more than 20% below it is reported as a drop, and the
command exits 1 for it only when asked with --strict; every row it measures is in the table."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def perf_table() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "perf_table", ROOT / "benchmarks" / "perf_table.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


def results(tmp_path: Path, scale: float) -> Path:
    """A run whose every ratio is the table's times `scale`."""
    table = perf_table().stated()
    rows = [{"row": row, "ratio": ratio * scale, "detail": ""} for row, ratio in table.items()]
    path = tmp_path / "run.json"
    path.write_text(json.dumps({"conditions": "a test", "rows": rows}))
    return path


def test_every_row_the_bench_measures_is_in_the_table() -> None:
    module = perf_table()
    assert {row.label() for row in module.ROWS} == set(module.stated())


def test_a_ratio_within_a_fifth_of_the_table_is_ok(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert perf_table().main(["check", str(results(tmp_path, 0.85)), "--strict"]) == 0
    out = capsys.readouterr().out
    assert "DROP" not in out and out.count(": ok") == len(perf_table().ROWS)


def test_a_drop_of_more_than_a_fifth_is_reported_and_fails_only_when_strict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = str(results(tmp_path, 0.7))
    assert perf_table().main(["check", run]) == 0
    assert "DROP of 30%" in capsys.readouterr().out
    assert perf_table().main(["check", run, "--strict"]) == 1
