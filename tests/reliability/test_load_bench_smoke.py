"""The load benchmark's checker (benchmarks/load_bench.py) fails when it should.

The benchmark itself needs gunicorn and PostgreSQL and runs by hand; these tests feed its
invariant checks synthetic results, so that a gap, a duplicate, a 5xx or a lost answer can
never pass unnoticed because the checker itself was wrong. No network, no database.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    with pytest.MonkeyPatch.context() as patch:
        # The benchmarks are scripts that import their shared `_server` from their own folder.
        patch.syspath_prepend(str(BENCHMARKS))
        return importlib.import_module("load_bench")


def clean_run(bench: ModuleType) -> tuple[object, list[object]]:
    """Three clients racing from version 1: each round one 201 and the others' 412s."""
    stored = [bench.Stored(1, "r1", None, 500)]
    stored += [bench.Stored(n, f"r{n}", n - 1, 1000 + n) for n in (2, 3, 4)]
    attempts = []
    for n in (2, 3, 4):
        attempts.append(bench.Attempt(n % 3, 1000 + n, f"r{n - 1}", 201, n, f"r{n}"))
        attempts.append(bench.Attempt((n + 1) % 3, 7000 + n, f"r{n - 1}", 412))
    return bench.Tally(attempts=attempts, reads=[200] * 6), stored


def test_a_clean_run_of_contiguous_201s_and_fair_412s_passes(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    assert bench.check_publishers(tally, stored) == []


def test_a_gap_in_the_databases_version_numbers_is_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    del stored[2]  # version 3 is missing
    problems = bench.check_publishers(tally, stored)
    assert any("not 1..N" in p and "missing 3" in p for p in problems), problems


def test_a_version_number_answered_201_twice_is_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    tally.attempts.append(bench.Attempt(9, 9999, "r2", 201, 3, "r3"))
    problems = bench.check_publishers(tally, stored)
    assert any("answered 201 more than once: 3" in p for p in problems), problems


def test_a_5xx_and_a_connection_error_are_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    tally.attempts.append(bench.Attempt(1, 5000, "r3", 500, error="server-error"))
    tally.attempts.append(bench.Attempt(2, 5001, "r3", None, error="timeout after 30 s"))
    problems = bench.check_publishers(tally, stored)
    assert len(problems) == 1, problems
    assert "'5xx': 1" in problems[0] and "'connection errors': 1" in problems[0]
    assert "server-error" in problems[0] and "timeout" in problems[0]


def test_a_throttled_post_or_ruleset_read_is_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    tally.attempts.append(bench.Attempt(1, 5000, "r3", 429))
    tally.reads.append("timeout after 30 s")
    problems = bench.check_publishers(tally, stored)
    assert any("'other 4xx': 1" in p for p in problems), problems
    assert any("not answered 200: {'timeout after 30 s': 1}" in p for p in problems), problems


def test_a_stored_version_whose_answer_was_lost_is_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    tally.attempts = [a for a in tally.attempts if a.number != 4]
    problems = bench.check_publishers(tally, stored)
    assert any("stored but never answered 201: 4" in p for p in problems), problems


def test_a_201_on_a_stale_if_match_or_with_other_bytes_is_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    tally.attempts[0] = bench.Attempt(0, 1234, "r0", 201, 2, "r2")
    problems = bench.check_publishers(tally, stored)
    assert any("stale If-Match" in p and "holds 1002, not 1234" in p for p in problems), problems


def test_a_412_sent_with_the_current_revision_is_reported(bench: ModuleType) -> None:
    tally, stored = clean_run(bench)
    tally.attempts.append(bench.Attempt(5, 5555, "r4", 412))
    problems = bench.check_publishers(tally, stored)
    assert any("412s whose If-Match had not been superseded" in p for p in problems), problems


def test_a_run_in_which_nothing_was_published_fails(bench: ModuleType) -> None:
    tally = bench.Tally(attempts=[bench.Attempt(0, 1000, "r1", 412)], reads=[200])
    problems = bench.check_publishers(tally, [bench.Stored(1, "r1", None, 500)])
    assert any("nothing was published" in p for p in problems), problems


def test_a_reader_error_fails_and_percentiles_are_nearest_rank(bench: ModuleType) -> None:
    fine = bench.Figures("digest", latencies=[float(ms) for ms in range(1, 101)])
    broken = bench.Figures("latest", latencies=[1.0])
    broken.errors["status 500"] += 1
    assert bench.check_readers([fine]) == []
    assert bench.check_readers([fine, broken]) == ["latest: 1 errors {'status 500': 1}"]
    row = fine.row(seconds=10)
    assert (row["p50 ms"], row["p99 ms"], row["max ms"], row["req/s"]) == (
        "50.0",
        "99.0",
        "100.0",
        "10",
    )
