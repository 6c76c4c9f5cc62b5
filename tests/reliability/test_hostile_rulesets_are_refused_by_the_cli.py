"""`python -m rulesets validate` refuses every case of the hostile corpus: exit status 1, one
compiler-style line per problem naming the line (and the rule path where a rule is at fault),
and no traceback.

Each case runs in its own process, so a crash or a hang is that case's failure alone; two run
at a time (the machine has two cores). The work refusing a case takes is bounded in
test_hostile_rulesets_keep_memory_bounded.py (counted, not timed); benchmarks/hostile_memory.py
reports how long each case takes."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.reliability.hostile_corpus import CASES, CLASSIC, KINDS, PWNED, Case

ROOT = Path(__file__).resolve().parents[2]
HANG = 300.0
"""A case still running after this long is stopped and fails as a hang; a case takes about
0.5 s (mostly starting Python) and at most about 1.5 s on a quiet machine."""
LINE = re.compile(r"^(?P<file>.+):(?P<line>[0-9]+):(?P<column>[0-9]+): (?P<code>[a-z0-9-]+) \S")


@dataclass(frozen=True)
class Run:
    returncode: int | None
    stdout: str
    stderr: str


def _validate(path: Path) -> Run:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "rulesets", "validate", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=HANG,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Run(None, "", "")
    return Run(done.returncode, done.stdout, done.stderr)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Run]]:
    folder = tmp_path_factory.mktemp("hostile")
    paths = {}
    for case in CASES:
        paths[case.name] = folder / f"{case.name}.yaml"
        paths[case.name].write_bytes(case.data)
    with ThreadPoolExecutor(max_workers=2) as pool:
        done = dict(zip(paths, pool.map(_validate, paths.values()), strict=True))
    return {name: (paths[name], done[name]) for name in paths}


def test_the_corpus_has_forty_cases_or_more_covering_every_kind() -> None:
    assert len(CASES) >= 40
    assert len({case.name for case in CASES}) == len(CASES)
    kinds = Counter(case.kind for case in CASES)
    assert set(kinds) == set(KINDS), set(KINDS) ^ set(kinds)


def test_every_case_starts_from_the_registry_tests_classic_spades() -> None:
    from tests.cast import CLASSIC as REGISTRY_CLASSIC

    assert CLASSIC == REGISTRY_CLASSIC


def test_classic_spades_itself_is_valid(tmp_path: Path) -> None:
    good = tmp_path / "classic.yaml"
    good.write_bytes(CLASSIC)
    run = _validate(good)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_hostile_ruleset_is_refused_naming_its_line_and_rule(
    case: Case, runs: dict[str, tuple[Path, Run]]
) -> None:
    path, run = runs[case.name]
    assert run.returncode is not None, f"still running after {HANG:.0f} s"
    assert run.returncode == 1, run.stdout + run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    assert run.stderr == ""
    reported = []
    for text in run.stdout.splitlines():
        found = LINE.match(text)
        assert found and found["file"] == str(path), text[:200]
        reported.append((found["code"], int(found["line"]), text))
    assert sorted((code, line) for code, line, _ in reported) == case.expected()
    for code, line, rule in case.expected_paths():
        assert any(
            (c, n) == (code, line) and text.endswith(f" ({rule})") for c, n, text in reported
        ), f"no {code} at line {line} naming {rule}"
    assert not PWNED.exists(), "a YAML tag ran a command"
