"""The simulation benchmark: heuristic-bot matches per second per core,
pure Python against compiled, and "What would this change do?" through the task queue with
one worker against two.

    make compile                               # the compiled build, in place (setup.py)
    .venv/bin/python benchmarks/sim_bench.py [--rounds 3] [--matches 40] [--run-matches 1000]
                                             [--skip-workers] [--skip-rates]

1. Rates. Each round plays the same seeded heuristic matches (`classic.yaml`, `rook.yaml`,
   `hearts.yaml`; seeds 0..N-1, logs read by `match_stats` as a simulation does) in two fresh
   processes: the pure build (a copy of engine/ and rulesets/ without the compiled modules)
   and the compiled one (this checkout after `make compile`). Each process reports its CPU
   time, so the rate is matches per CPU-second: per core, whatever else runs on the machine.
   Pure and compiled alternate within a round; medians over the rounds, and the ratio of
   compiled to pure taken round by round.
2. Workers. A SimulationRun of classic.yaml against tournament.yaml (`--run-matches` per
   side) is queued as the club pages queue it, on a SQLite database of its own, and played
   by K `manage.py db_worker` processes started beforehand (compiled build); the time is from
   the queueing to the run's DONE. K = 1 and K = 2 alternate round by round; medians and the
   per-pair ratio. Two workers on this 2-core machine can only reach 2x when nothing else
   runs: the load average is printed beside each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
GAMES = {"classic": 4, "rook": 4, "hearts": 4}

CHILD = """
import json, sys, time
import rulesets
from engine.match import play_match
from engine.simulate import match_stats
matches = int(sys.argv[1])
found = {}
for name, seats in json.loads(sys.argv[2]).items():
    rules = rulesets.load_file(f"{sys.argv[3]}/rulesets/library/{name}.yaml")
    play_match(rules, ("heuristic",) * seats, 10**6)  # warm: the per-ruleset tables
    start = time.process_time()
    for seed in range(matches):
        match_stats(play_match(rules, ("heuristic",) * seats, seed).log)
    found[name] = matches / (time.process_time() - start)
import engine.games.spades.heuristic as bot
found["compiled"] = bot.__file__.endswith(".so")
print(json.dumps(found))
"""


def load() -> str:
    return "load average " + ", ".join(f"{value:.1f}" for value in os.getloadavg())


def pure_copy(into: Path) -> Path:
    """engine/ and rulesets/ without compiled modules: the pure-Python install."""
    into.mkdir()
    for package in ("engine", "rulesets"):
        shutil.copytree(
            ROOT / package, into / package, ignore=shutil.ignore_patterns("*.so", "__pycache__")
        )
    return into


def rates(where: Path, matches: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(where)}
    done = subprocess.run(
        [PYTHON, "-c", CHILD, str(matches), json.dumps(GAMES), str(where)],
        cwd=where, env=env, check=True, capture_output=True, text=True,
    )  # fmt: skip
    return json.loads(done.stdout)


def start_copy(into: Path, revision: str) -> Path:
    """engine/ and rulesets/ as they were at `revision`, pure Python: the rate to beat."""
    into.mkdir()
    archive = subprocess.run(
        ["git", "archive", revision, "engine", "rulesets"], cwd=ROOT, check=True,
        capture_output=True,
    )  # fmt: skip
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def measure_rates(rounds: int, matches: int, baseline: str) -> None:
    with tempfile.TemporaryDirectory(prefix="sim-bench-pure-") as scratch:
        builds = {
            "before": start_copy(Path(scratch) / "before", baseline),
            "pure": pure_copy(Path(scratch) / "pure"),
            "compiled": ROOT,
        }
        found: dict[str, list[dict[str, float]]] = {build: [] for build in builds}
        for number in range(rounds):
            for build, where in builds.items():
                found[build].append(rates(where, matches))
            shown = " ".join(json.dumps(found[build][-1]) for build in builds)
            print(f"round {number + 1}: {shown} ({load()})", file=sys.stderr)
    if not all(each["compiled"] for each in found["compiled"]):
        print("warning: the compiled build was not found: run `make compile` first")
    print(f"\nHeuristic matches per CPU-second (one core), medians of {rounds} rounds ({load()});"
          f" 'before' is {baseline} in pure Python:")  # fmt: skip
    print(f"{'ruleset':<10} {'before':>8} {'pure':>8} {'compiled':>9} {'compiled/pure':>14}"
          f" {'compiled/before':>16}")  # fmt: skip
    for name in GAMES:
        median = {build: statistics.median(each[name] for each in found[build]) for build in builds}
        over_pure = [
            c[name] / p[name] for p, c in zip(found["pure"], found["compiled"], strict=True)
        ]
        over_before = [
            c[name] / b[name] for b, c in zip(found["before"], found["compiled"], strict=True)
        ]
        ratios = f"{statistics.median(over_pure):13.2f}x {statistics.median(over_before):15.2f}x"
        print(f"{name:<10} {median['before']:8.1f} {median['pure']:8.1f}"
              f" {median['compiled']:9.1f} {ratios}")  # fmt: skip


# --- through the task queue -------------------------------------------------------------------

QUEUE = """
import django, json, sys, time
django.setup()
import engine, rulesets
from django.db import transaction
from clubsite.models import RunStatus, SimulationRun
from clubsite.tasks import run_simulation
matches, seed = int(sys.argv[1]), int(sys.argv[2])
a = rulesets.load_file("rulesets/library/classic.yaml")
b = rulesets.load_file("rulesets/library/tournament.yaml")
run = SimulationRun.objects.create(
    key=f"bench-{seed}-{time.time()}", rules_a=rulesets.rules_digest(a),
    rules_b=rulesets.rules_digest(b), rules_a_json=rulesets.canonical_json(a),
    rules_b_json=rulesets.canonical_json(b), matches=matches, seed=seed,
    bots=["heuristic"], engine_version=engine.__version__,
)
start = time.perf_counter()
with transaction.atomic():  # as clubsite.simulations queues it: the job and its name at once
    result = run_simulation.enqueue(run.pk)
    SimulationRun.objects.filter(pk=run.pk).update(task_id=str(result.id))
while True:
    run.refresh_from_db()
    if run.status in (RunStatus.DONE, RunStatus.FAILED):
        break
    time.sleep(0.05)
took = time.perf_counter() - start
assert run.status == RunStatus.DONE, run.error
from django_tasks_db.models import DBTaskResult
jobs = DBTaskResult.objects.filter(args_kwargs__args__0=run.pk)
spans = []
for job in jobs:
    spans.append({
        "worker": (job.worker_ids or ["?"])[-1],
        "start": (job.started_at - run.created_at).total_seconds(),
        "end": (job.finished_at - run.created_at).total_seconds(),
    })
print(json.dumps({"took": took, "spans": spans}))
"""


def measure_workers(rounds: int, matches: int) -> None:
    with tempfile.TemporaryDirectory(prefix="sim-bench-queue-") as scratch:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{scratch}/queue.sqlite3",
            "HOUSERULES_DEVELOPMENT": "1",
            "DJANGO_SETTINGS_MODULE": "houserules.settings",
            "PYTHONPATH": str(ROOT),
        }
        manage = [PYTHON, "manage.py"]
        subprocess.run([*manage, "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
        found: dict[int, list[float]] = {1: [], 2: []}
        for number in range(rounds):
            for workers in (1, 2):
                found[workers].append(one_run(env, workers, matches, seed=number * 7919))
                print(f"round {number + 1}, {workers} worker(s): {found[workers][-1]:.2f} s"
                      f" ({load()})", file=sys.stderr)  # fmt: skip
    one, two = statistics.median(found[1]), statistics.median(found[2])
    pairs = [a / b for a, b in zip(found[1], found[2], strict=True)]
    print(f"\n'What would this change do?', {matches} matches per side, through the task queue"
          f" (medians of {rounds} rounds, {load()}):")  # fmt: skip
    print(f"1 worker: {one:.2f} s ({2 * matches / one:.0f} matches/s)")
    print(f"2 workers: {two:.2f} s ({2 * matches / two:.0f} matches/s)")
    print(f"1 -> 2 workers: {statistics.median(pairs):.2f}x (per-round pairs: "
          + ", ".join(f"{pair:.2f}x" for pair in pairs) + ")")  # fmt: skip


def chunk_report(spans: list[dict[str, object]]) -> str:
    """Which worker played how many chunks, how long each took, and for how much of the
    run two chunks were being played at once (whether the workers really ran side by side)."""
    by_worker: dict[str, list[float]] = {}
    edges: list[tuple[float, int]] = []
    for span in spans:
        start, end = float(str(span["start"])), float(str(span["end"]))
        by_worker.setdefault(str(span["worker"]), []).append(end - start)
        edges += [(start, 1), (end, -1)]
    busy = {1: 0.0, 2: 0.0}
    running, last = 0, 0.0
    for moment, step in sorted(edges):
        if running:
            busy[min(running, 2)] += moment - last
        running, last = running + step, moment
    workers = ", ".join(
        f"worker {number + 1}: {len(times)} chunks of median {statistics.median(times):.2f} s"
        for number, times in enumerate(by_worker.values())
    )
    both = busy[2] / max(busy[1] + busy[2], 1e-9)
    return f"{workers}; two chunks at once {100 * both:.0f}% of the busy time"


def one_run(env: dict[str, str], workers: int, matches: int, seed: int) -> float:
    command = [PYTHON, "manage.py", "db_worker", "--no-reload", "--interval", "0.05", "-v0"]
    started = [subprocess.Popen(command, cwd=ROOT, env=env) for _ in range(workers)]
    try:
        time.sleep(4)  # the workers' Django start, before the clock starts
        done = subprocess.run(
            [PYTHON, "-c", QUEUE, str(matches), str(seed)],
            cwd=ROOT, env=env, check=True, capture_output=True, text=True,
        )  # fmt: skip
        found = json.loads(done.stdout.strip().splitlines()[-1])
        print("  " + chunk_report(found["spans"]), file=sys.stderr)
        return float(found["took"])
    finally:
        for process in started:
            process.send_signal(signal.SIGTERM)
        for process in started:
            process.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--matches", type=int, default=40, help="matches per ruleset (rates)")
    parser.add_argument("--run-matches", type=int, default=1000, help="per side (workers)")
    parser.add_argument("--skip-rates", action="store_true")
    parser.add_argument(
        "--baseline", default="5dcb99a",
        help="the revision whose pure-Python rates the compiled build is compared with"
        " (default: the tree before the bots were compiled)",
    )  # fmt: skip
    parser.add_argument("--skip-workers", action="store_true")
    args = parser.parse_args()
    if not args.skip_rates:
        measure_rates(args.rounds, args.matches, args.baseline)
    if not args.skip_workers:
        measure_workers(args.rounds, args.run_matches)


if __name__ == "__main__":
    main()
