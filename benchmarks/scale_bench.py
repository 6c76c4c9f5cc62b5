"""Scale benchmark, run by hand: `make bench-scale` (`.venv/bin/python benchmarks/scale_bench.py`).

Fills two PostgreSQL databases, one with `--small` matches (1,000) and one with `--matches`
(1,000,000 by default), then times every lookup a club makes on both, side by side, in
interleaved rounds (each round asks each lookup of the small database, then of the large one,
the order alternating), and prints the medians and the large/small ratio of each, paired
round by round. The target is at most 1.5x for each.

The matches are real: each club publishes a ruleset through the registry and plays one bot
match through the engine; the rest of its matches are copies of that match (same seed, so the
same log), each with its own id, times, and start and finish events appended to the club's
hash chain with the fields and hashes `registry.services.matches` writes. The load is bulk:
the secondary indexes and unique constraints of the two tables are dropped first and built
again after it (then VACUUM ANALYZE, as after any bulk load); the ids and times go by COPY
to a temporary table and one INSERT ... SELECT per 50,000 takes the log, seats and result
from the real match's row inside PostgreSQL; the events are hashed here from a template
(checked against `registry.services.audit.event_hash` first) and sent as COPY text.
`manage.py verify_registry --jobs J` (`--verify-jobs`, 2 by default: one process per club at
a time) then checks the large database (`--no-verify` skips it) and its verdict is printed.
1,000,000 matches took 281 s (3,564 a second; 2026-12-01, load 5-7), and their verify 7 min.

Lookups (through Django's test client, the full middleware stack and DRF, signed in as a
member with a token; the match page with a session):
versions by digest (`rules/{digest}`, the memory of public rules off), `versions/latest`,
`rules/{digest}/matches` (first page, and the page a cursor reaches after it), the audit
events of one match (`matches/{id}/events`), the audit feed (from the start and from the
newest events), and the match audit page (`/clubs/{club}/matches/{id}/`).

Databases: SCALE_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
houserules_scale_bench) and the same name with `_small`; both are dropped and made again
unless `--reuse`. Options: `--matches N`, `--small N`, `--clubs C`, `--rounds R` (5),
`--repeat K` requests per lookup per round (20), `--keep`, `--reuse`, `--no-verify`,
`--verify-jobs J`, `--fill-jobs J` (processes, each loading a group of clubs; 1 by default).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _server import PYTHON, ROOT, environment, recreate_database

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/houserules_scale_bench"
TARGET = 1.5
LOOKUPS = {
    "digest": "versions by digest: GET rules/{digest}",
    "latest": "GET versions/latest",
    "matches": "GET rules/{digest}/matches (first page)",
    "matches_next": "GET rules/{digest}/matches (next page, by cursor)",
    "events": "audit events of one match",
    "feed_start": "audit feed from the start",
    "feed_end": "audit feed from the newest events",
    "page": "match audit page",
}

WORKER = Path(__file__).with_name("_scale_worker.py")


class Worker:
    """A Django process on one database, timing lookups when asked (one JSON line each)."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            [PYTHON, str(WORKER)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, command: dict[str, object]) -> dict[str, object]:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit("the worker stopped; see its output above")
        answer: dict[str, object] = json.loads(line)
        return answer

    def close(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin
            self.process.stdin.close()
            self.process.wait(timeout=60)


def _small_url(url: str) -> str:
    return url + "_small"


def fill(
    env: dict[str, str], matches: int, clubs: int, jobs: int
) -> tuple[float, dict[str, object]]:
    subprocess.run([PYTHON, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True)
    worker = Worker(env)
    try:
        start = time.perf_counter()
        answer = worker.ask({"fill": matches, "clubs": clubs, "jobs": jobs})
        return time.perf_counter() - start, answer
    finally:
        worker.close()


def verify(env: dict[str, str], jobs: int) -> str:
    start = time.perf_counter()
    done = subprocess.run(
        [PYTHON, "manage.py", "verify_registry", "--jobs", str(jobs)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    took = time.perf_counter() - start
    verdict = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
    return f"exit {done.returncode} in {took:.0f} s: {verdict}"


def measure(
    small: Worker, large: Worker, rounds: int, repeat: int
) -> tuple[dict[str, list[tuple]], int, int]:
    small_n = int(str(small.ask({"prepare": True})["matches"]))
    large_n = int(str(large.ask({"prepare": True})["matches"]))
    for worker in (small, large):  # warm: imports, caches, the connection
        worker.ask({"time": list(LOOKUPS), "repeat": 3})
    results: dict[str, list[tuple]] = {name: [] for name in LOOKUPS}
    for round_ in range(rounds):
        order = (small, large) if round_ % 2 == 0 else (large, small)
        timings = {id(w): w.ask({"time": list(LOOKUPS), "repeat": repeat}) for w in order}
        for name in LOOKUPS:
            pair = (timings[id(small)][name], timings[id(large)][name])
            results[name].append(pair)
            print(f"round {round_} {name}: small {pair[0]:.2f} ms, large {pair[1]:.2f} ms",
                  flush=True)  # fmt: skip
    return results, small_n, large_n


def report(results: dict[str, list[tuple]], small_n: int, large_n: int) -> None:
    print(f"\nmedians of {len(next(iter(results.values())))} interleaved rounds (ms per request)")
    print(f"{'lookup':52} {small_n:>10,} {large_n:>10,}  ratio (paired)")
    for name, pairs in results.items():
        a = statistics.median(p[0] for p in pairs)
        b = statistics.median(p[1] for p in pairs)
        ratio = statistics.median(p[1] / p[0] for p in pairs)
        verdict = "meets" if ratio <= TARGET else "MISSES"
        print(f"{LOOKUPS[name]:52} {a:10.2f} {b:10.2f}  {ratio:.2f}x ({verdict} <= {TARGET}x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=1_000_000)
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--clubs", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--reuse", action="store_true")
    parser.add_argument("--no-verify", action="store_true")
    parser.add_argument("--verify-jobs", type=int, default=2)
    parser.add_argument("--fill-jobs", type=int, default=1)
    args = parser.parse_args()
    url = os.environ.get("SCALE_BENCH_DATABASE_URL", DEFAULT_URL)
    envs = {"small": environment(_small_url(url)), "large": environment(url)}
    for env in envs.values():
        env["HOUSERULES_API_PUBLIC_RULES_BYTES"] = "0"  # every lookup asks the database
        env["DJANGO_SETTINGS_MODULE"] = "houserules.settings"
        env["DJANGO_ALLOWED_HOSTS"] = "testserver,127.0.0.1,localhost"
    counts = {"small": args.small, "large": args.matches}
    if not args.reuse:
        import psycopg

        for name, env in envs.items():
            try:
                recreate_database(env["DATABASE_URL"])
            except psycopg.OperationalError as error:
                print(f"skipped: no PostgreSQL at {env['DATABASE_URL']} ({error})")
                return
            clubs = min(args.clubs, counts[name])
            took, answer = fill(env, counts[name], clubs, min(args.fill_jobs, clubs))
            rate = counts[name] / took
            print(f"filled {name}: {counts[name]:,} matches in {took:.0f} s ({rate:,.0f} a second;"
                  f" {answer})", flush=True)  # fmt: skip
    if not args.no_verify:
        verdict = verify(envs["large"], args.verify_jobs)
        print(f"verify_registry on the large database: {verdict}", flush=True)
    workers = {name: Worker(env) for name, env in envs.items()}
    try:
        results, small_n, large_n = measure(
            workers["small"], workers["large"], args.rounds, args.repeat
        )
    finally:
        for worker in workers.values():
            worker.close()
    report(results, small_n, large_n)
    if not args.keep:
        for env in envs.values():
            recreate_database(env["DATABASE_URL"], create=False)


if __name__ == "__main__":
    sys.exit(main())
