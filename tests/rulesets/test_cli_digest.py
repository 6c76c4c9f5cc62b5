"""`python -m rulesets digest`: prints `sha256:` and 64 hex digits, the rules digest."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from rulesets import load, rules_digest

ROOT = Path(__file__).resolve().parents[2]
SOURCE = "format: houserules/1\ngame: rook\nname: Ours\nmatch:\n  target: 500\n"


def _digest(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rulesets", "digest", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_digest_prints_sha256_and_64_hex_digits(tmp_path: Path) -> None:
    path = tmp_path / "rook.yaml"
    path.write_text(SOURCE)
    run = _digest(path)
    assert run.returncode == 0, run.stderr
    assert re.fullmatch(r"sha256:[0-9a-f]{64}\n", run.stdout)
    assert run.stdout.strip() == rules_digest(load(SOURCE))


def test_the_digest_ignores_comments_layout_and_the_name(tmp_path: Path) -> None:
    plain, dressed = tmp_path / "plain.yaml", tmp_path / "dressed.yaml"
    plain.write_text(SOURCE)
    dressed.write_text(
        "# Our Rook night\nformat: 'houserules/1'\nmatch: {target: 500}  # to 500\n"
        "game: rook\nname: Theirs\n"
    )
    assert _digest(plain).stdout == _digest(dressed).stdout


def test_a_bad_file_exits_1_with_its_problems_on_stderr(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("format: houserules/1\ngame: rook\nauction:\n  minimum: 72\n")
    run = _digest(path)
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr.startswith(f"{path}:4:12: conflict ")
