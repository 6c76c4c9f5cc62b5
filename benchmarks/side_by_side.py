"""Two trees side by side: random play and heuristic matches of every library ruleset both
trees hold, each tree pure and compiled, in one run.

    make compile                  # in this tree and in the baseline's (its own .venv)
    .venv/bin/python benchmarks/side_by_side.py --baseline ../other-tree [--rounds 4]
        [--random 30] [--heuristic 6] [--only classic,hearts]

The baseline is a second checkout of the repository (`git worktree add DIR REVISION
--detach`, then `make setup` and `make compile` there). Each tree runs in its own virtualenv
(`TREE/.venv/bin/python`), so each compiled build meets the mypyc runtime it was built with;
its pure build is a copy of its engine/ and rulesets/ without the compiled modules.

Each round runs the four builds (this tree and the baseline, pure and compiled) in fresh
processes, in an order that turns every round, so none always meets a warmer cache or a
quieter machine. A process plays, for every ruleset, `--random` matches between random bots
and `--heuristic` matches between heuristic bots, from seeds 0.., after one warm-up match of
each (the per-ruleset tables), and reports the hands played and their CPU time, so a figure
is hands per CPU-second whatever else runs. Before the timed matches of each ruleset and kind,
everything the process holds (its modules, the rulesets, the tables) is collected and frozen out
of the cyclic collector's full passes (`gc.freeze()`, as the live tables' server freezes its
start-up objects): otherwise a full pass, which walks all of it (some 30 ms, more than a
compiled ruleset's 30 random matches take), falls in one ruleset's figure or another's by where
the tree's earlier allocations left the collector's counts, and a tree with more modules loaded
pays it elsewhere. A match that has not ended in 60 hands (random
bots under Rook's bidding) is left out of both. The table gives, per
ruleset, kind and build, the median rate of each tree and the median of the round-by-round
ratios this/baseline (above 1 is faster here), with the load average; a ratio below
`--threshold` (default 0.95) is marked, and so is a ruleset whose matches ran to a different
number of hands in the two trees (the same seeds played differently: the ratio then compares
different work). `--calls` counts instead the Python function calls of the same matches in
each tree's pure build (cProfile), once: a figure that does not move with the load.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("random", "heuristic")

CHILD = """
import gc, json, sys, time
import rulesets
from engine.core.errors import EngineError
from engine.match import game_for, play_match
from engine.simulate import match_stats
counts = json.loads(sys.argv[1])
MAX_HANDS = 60
found = {}
for name in json.loads(sys.argv[2]):
    rules = rulesets.load_file(f"rulesets/library/{name}.yaml")
    seats = game_for(rules).table.count
    for kind, matches in counts.items():
        players = (kind,) * seats
        hands, spent, unfinished = 0, 0.0, 0
        for seed in [-1, *range(matches)]:  # -1 warms the per-ruleset tables, uncounted
            if seed == 0:  # what is held by now is frozen out of the collector's full passes
                gc.collect()
                gc.freeze()
            start = time.process_time()
            try:
                log = play_match(rules, players, seed, max_hands=MAX_HANDS).log
            except EngineError:  # random bots that never reach the target (Rook's bidding)
                unfinished += seed >= 0
                continue
            match_stats(log)
            if seed >= 0:
                spent += time.process_time() - start
                hands += len(log["hands"])
        found[f"{name} {kind}"] = hands / spent
        found[f"{name} {kind} hands"] = hands * 1000 + unfinished
import engine.core.cards as cards
found["compiled"] = cards.__file__.endswith(".so")
print(json.dumps(found))
"""

CALLS = """
import cProfile, json, pstats, sys
import rulesets
from engine.core.errors import EngineError
from engine.match import game_for, play_match
from engine.simulate import match_stats
found = {}
for name in json.loads(sys.argv[2]):
    rules = rulesets.load_file(f"rulesets/library/{name}.yaml")
    seats = game_for(rules).table.count
    for kind, matches in json.loads(sys.argv[1]).items():
        players = (kind,) * seats
        profile = cProfile.Profile()
        for seed in [-1, *range(matches)]:
            if seed == 0:
                profile.enable()
            try:
                match_stats(play_match(rules, players, seed, max_hands=60).log)
            except EngineError:
                pass
        profile.disable()
        found[f"{name} {kind}"] = pstats.Stats(profile).total_calls
print(json.dumps(found))
"""


def load() -> str:
    return "load " + ", ".join(f"{value:.1f}" for value in os.getloadavg())


def library(tree: Path) -> set[str]:
    return {path.stem for path in (tree / "rulesets" / "library").glob("*.yaml")}


def pure_copy(tree: Path, into: Path) -> Path:
    """The tree's engine/ and rulesets/ without compiled modules: its pure-Python build."""
    into.mkdir()
    for package in ("engine", "rulesets"):
        shutil.copytree(
            tree / package, into / package, ignore=shutil.ignore_patterns("*.so", "__pycache__")
        )
    return into


def rates(
    python: Path, where: Path, counts: dict[str, int], names: list[str], child: str = CHILD
) -> dict[str, float]:
    # PYTHONPATH first, so a pure copy wins over the editable install of its tree.
    env = {**os.environ, "PYTHONPATH": str(where)}
    done = subprocess.run(
        [str(python), "-c", child, json.dumps(counts), json.dumps(names)],
        cwd=where, env=env, capture_output=True, text=True,
    )  # fmt: skip
    if done.returncode:
        sys.exit(f"{python} in {where} failed:\n{done.stderr}")
    found: dict[str, float] = json.loads(done.stdout)
    return found


def turned(builds: list[str], number: int) -> list[str]:
    shift = number % len(builds)
    return builds[shift:] + builds[:shift]


def measure(
    trees: dict[str, Path], names: list[str], counts: dict[str, int], rounds: int
) -> dict[str, list[dict[str, float]]]:
    found: dict[str, list[dict[str, float]]] = {}
    with tempfile.TemporaryDirectory(prefix="side-by-side-") as scratch:
        builds: dict[str, tuple[Path, Path]] = {}
        for label, tree in trees.items():
            python = tree / ".venv" / "bin" / "python"
            builds[f"{label} pure"] = (python, pure_copy(tree, Path(scratch) / label))
            builds[f"{label} compiled"] = (python, tree)
        found = {build: [] for build in builds}
        for number in range(rounds):
            for build in turned(list(builds), number):
                found[build].append(rates(*builds[build], counts, names))
            print(f"round {number + 1} done ({load()})", file=sys.stderr, flush=True)
    for label in trees:
        if not all(each["compiled"] for each in found[f"{label} compiled"]):
            print(f"warning: {label} has no compiled build: run `make compile` there")
    return found


def report(found: dict[str, list[dict[str, float]]], names: list[str], threshold: float) -> None:
    print(f"\nHands per CPU-second, medians of {len(found['this pure'])} rounds ({load()});")
    print("ratio: the median of the rounds' this/baseline (above 1: faster here)")
    print(f"{'ruleset':<26} {'kind':<10} {'build':<9} {'baseline':>9} {'this':>9} {'ratio':>7}")
    for name in names:
        for kind in KINDS:
            for build in ("pure", "compiled"):
                key = f"{name} {kind}"
                base, this = found[f"baseline {build}"], found[f"this {build}"]
                ratio = statistics.median(t[key] / b[key] for b, t in zip(base, this, strict=True))
                mark = "  <" if ratio < threshold else ""
                if base[0][f"{key} hands"] != this[0][f"{key} hands"]:
                    mark += "  (played differently)"
                before = statistics.median(b[key] for b in base)
                after = statistics.median(t[key] for t in this)
                print(
                    f"{name:<26} {kind:<10} {build:<9} {before:9.1f} {after:9.1f}"
                    f" {ratio:6.3f}x{mark}"
                )


def count_calls(trees: dict[str, Path], names: list[str], counts: dict[str, int]) -> None:
    """The Python function calls of the same matches in each tree's pure build: a count that
    does not move with the machine's load."""
    with tempfile.TemporaryDirectory(prefix="side-by-side-") as scratch:
        found = {
            label: rates(tree / ".venv" / "bin" / "python", pure_copy(tree, Path(scratch) / label),
                         counts, names, CALLS)
            for label, tree in trees.items()
        }  # fmt: skip
    print("\nPython function calls of the same matches, pure builds (cProfile's count):")
    print(f"{'ruleset':<26} {'kind':<10} {'baseline':>10} {'this':>10} {'ratio':>7}")
    for key, before in found["baseline"].items():
        name, kind = key.split()
        after = found["this"][key]
        print(f"{name:<26} {kind:<10} {before:10.0f} {after:10.0f} {after / before:6.3f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", required=True, help="the other tree (a checkout)")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--random", type=int, default=30, help="random matches per ruleset")
    parser.add_argument("--heuristic", type=int, default=6, help="heuristic matches per ruleset")
    parser.add_argument("--only", default="", help="comma-separated ruleset names")
    parser.add_argument("--threshold", type=float, default=0.95)
    parser.add_argument(
        "--calls", action="store_true",
        help="instead: count the Python function calls of the same matches in each pure build",
    )  # fmt: skip
    args = parser.parse_args()
    baseline = Path(args.baseline).resolve()
    names = sorted(library(ROOT) & library(baseline))
    if args.only:
        names = [name for name in names if name in args.only.split(",")]
    counts = {"random": args.random, "heuristic": args.heuristic}
    print(f"{len(names)} rulesets in both trees; this {ROOT}, baseline {baseline}", flush=True)
    if args.calls:
        count_calls({"this": ROOT, "baseline": baseline}, names, counts)
        return
    found = measure({"this": ROOT, "baseline": baseline}, names, counts, args.rounds)
    report(found, names, args.threshold)


if __name__ == "__main__":
    main()
