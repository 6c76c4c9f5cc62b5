"""`python -m rulesets render|summary|diff`: each prints its text for valid files and fails
with diagnostics for bad ones. Skipped until the modules behind them exist."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OURS = "format: houserules/1\ngame: spades\nname: Ours\n"
TO_300 = "format: houserules/1\ngame: spades\nname: Ours\nmatch:\n  target: 300\n"
BAD = "format: houserules/1\ngame: spades\nplayers:\n  cuont: 4\n"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rulesets", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )


def _write(directory: Path, name: str, text: str) -> str:
    path = directory / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_render_prints_a_markdown_rulebook(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.rulebook")
    run = _run("render", _write(tmp_path, "ours.yaml", OURS))
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("# ")
    assert "\n## " in run.stdout


def test_render_of_a_bad_file_exits_1_with_diagnostics(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.rulebook")
    path = _write(tmp_path, "bad.yaml", BAD)
    run = _run("render", path)
    assert (run.returncode, run.stdout) == (1, "")
    assert run.stderr.startswith(f"{path}:4:3: unknown-key ")


def test_summary_prints_one_line(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.summary")
    run = _run("summary", _write(tmp_path, "ours.yaml", OURS))
    assert run.returncode == 0, run.stderr
    assert len(run.stdout.splitlines()) == 1
    assert run.stdout.strip()


def test_summary_of_a_bad_file_exits_1(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.summary")
    run = _run("summary", _write(tmp_path, "bad.yaml", BAD))
    assert (run.returncode, run.stdout) == (1, "")
    assert " unknown-key " in run.stderr


def test_diff_of_a_file_with_itself_says_no_rule_changes(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.diff")
    path = _write(tmp_path, "ours.yaml", OURS)
    run = _run("diff", path, path)
    assert (run.returncode, run.stdout) == (0, "No rule changes.\n")


def test_diff_names_the_changed_rule_with_old_and_new_values(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.diff")
    run = _run("diff", _write(tmp_path, "old.yaml", OURS), _write(tmp_path, "new.yaml", TO_300))
    assert run.returncode == 0, run.stderr
    assert "500" in run.stdout
    assert "300" in run.stdout


def test_diff_with_a_bad_file_exits_2(tmp_path: Path) -> None:
    pytest.importorskip("rulesets.diff")
    run = _run("diff", _write(tmp_path, "old.yaml", OURS), _write(tmp_path, "bad.yaml", BAD))
    assert run.returncode == 2
    assert " unknown-key " in run.stderr
