"""Replay benchmark, run by hand: `.venv/bin/python benchmarks/replay_bench.py`.

Two workloads on `classic.yaml` (and `rook.yaml` with `--rook`), timed in the same run in
alternating rounds and compared by their medians (issue 15, goal 2):

1. Random-bot logs: matches between four `random` bots are played once, written as JSON text,
   then each round reads every log (`engine.log.parse_log`, which checks it) and replays it
   (`engine.replay.replay`). Hands replayed per second, reading included: the audit page's
   job.
2. Heuristic matches: the same seeded matches between four `heuristic` bots are played
   (`engine.match.play_match`) and then replayed from their JSON text. Hands per second of
   each, and the ratio replay / play, pair by pair.

Options: `--rounds N` (default 5), `--matches N` per workload (default 20), `--seed N`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rulesets  # noqa: E402
from engine.log import dumps_log, parse_log  # noqa: E402
from engine.match import play_match  # noqa: E402
from engine.replay import replay  # noqa: E402


def hands_in(texts: list[str]) -> int:
    return sum(len(parse_log(text)["hands"]) for text in texts)


def replay_rate(rules: Any, texts: list[str], hands: int) -> float:
    """Hands per second of reading and replaying every log in `texts`."""
    start = time.perf_counter()
    for text in texts:
        result = replay(rules, parse_log(text))
        assert result.verified, result
    return hands / (time.perf_counter() - start)


def play_rate(rules: Any, bots: tuple[str, ...], seeds: range) -> tuple[float, list[str]]:
    """Hands per second of playing the seeded matches, and their logs as JSON text."""
    start = time.perf_counter()
    logs = [play_match(rules, bots, seed=seed).log for seed in seeds]
    elapsed = time.perf_counter() - start
    return sum(len(log["hands"]) for log in logs) / elapsed, [dumps_log(log) for log in logs]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset", default="classic.yaml")
    args = parser.parse_args(argv)
    rules = rulesets.load_file(ROOT / "rulesets" / "library" / args.ruleset)
    seeds = range(args.seed, args.seed + args.matches)
    _, random_texts = play_rate(rules, ("random",) * 4, seeds)
    random_hands = hands_in(random_texts)
    random_rates, plays, replays, ratios = [], [], [], []
    for _ in range(args.rounds):
        random_rates.append(replay_rate(rules, random_texts, random_hands))
        play, texts = play_rate(rules, ("heuristic",) * 4, seeds)
        again = replay_rate(rules, texts, hands_in(texts))
        plays.append(play)
        replays.append(again)
        ratios.append(again / play)
    med = statistics.median
    print(f"{args.ruleset}, {args.matches} matches a workload, {args.rounds} rounds (medians)")
    print(f"replay of random-bot logs ({random_hands} hands): {med(random_rates):,.0f} hands/s")
    print(f"heuristic matches: play {med(plays):,.0f} hands/s, replay {med(replays):,.0f} hands/s")
    print(f"replay / play of the same heuristic matches: {med(ratios):.2f}x")


if __name__ == "__main__":
    main()
