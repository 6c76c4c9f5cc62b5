"""Replay benchmark, run by hand: `.venv/bin/python benchmarks/replay_bench.py`.

Workloads on `classic.yaml` (`--ruleset FILE` for another library file), timed in the same
run in interleaved rounds and compared by their medians:

1. Random-bot logs: matches between four `random` bots are played once and written as JSON
   text; each round replays every text (`engine.replay.replay`, which reads it with
   `engine.log.read_log_inputs`: the JSON read and checked against the models and the body
   guard's bounds in one pass, each hand's tricks and score left to replay's type-for-type
   comparison, then the notation, once). Hands replayed per second, reading included.
2. The same logs as the registry holds them (parsed JSON, as a JSONField gives them to the
   match audit page): `replay` checks and replays them.
3. Heuristic matches: the same seeded matches between four `heuristic` bots are played
   (`engine.match.play_match`) and then read and replayed from their JSON text. Hands per
   second of each, and the ratio replay / play, pair by pair.

The harness's own data (the texts and logs it replays) is frozen out of the cyclic
collector's full passes once it is made (`gc.freeze()`, as the live tables' server freezes
its start-up objects): without that, a full pass that walks all of it falls on one job or
another and swings its time several-fold. Playing the random-bot matches again is timed too,
as the anchor of this machine's speed (`engine_bench.py` times the bare engine). Where the
time of workload 1 goes is shown per hand: the read replay takes of a text
(`read_log_inputs`: everything checked but each hand's tricks and score, which replay compares
type for type), and beside it a full read and check (`parse_log`, as `read_log` does) and the
replay of the log it returns.

With the bench anchors found (`--anchors DIR`, default: the first `shared/bench-anchors` above
the repository), each round also times the reference random-play simulator of the anchors
(`pure_python_spades.py`) on as many hands, and the replay from text is given as a ratio to
it, pair by pair: a figure that holds from one machine and load to another, as the rates do
not.

Options: `--rounds N` (default 5), `--matches N` random-bot matches (default 100; about 1.8
hands each), `--heuristic N` heuristic matches (default 20), `--seed N`, `--clock cpu` to
time by the process's CPU time instead of the wall clock (on a machine loaded by others the
wall clock counts their time too; the CPU time counts only this process's, though the
others still slow it through the shared caches). The load average is printed before and
after.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rulesets  # noqa: E402
from engine.log import dumps_log, parse_log, read_log_inputs  # noqa: E402
from engine.match import play_match  # noqa: E402
from engine.replay import replay  # noqa: E402

CLOCK: Callable[[], float] = time.perf_counter


def timed(job: Callable[..., Any], *args: Any) -> tuple[float, Any]:
    """Seconds `job(*args)` takes (by `CLOCK`), and what it returns."""
    start = CLOCK()
    result = job(*args)
    return CLOCK() - start, result


def replay_all(rules: Any, logs: list[Any]) -> None:
    """Replay every log (text, parsed JSON or checked); each must verify."""
    for log in logs:
        result = replay(rules, log)
        assert result.verified, result


def play(rules: Any, bots: tuple[str, ...], seeds: range) -> list[dict[str, Any]]:
    return [play_match(rules, bots, seed=seed).log for seed in seeds]


def read_all(texts: list[str]) -> list[Any]:
    return [parse_log(text) for text in texts]


def read_inputs(texts: list[str]) -> list[Any]:
    return [read_log_inputs(text) for text in texts]


def find_reference(given: str | None) -> Callable[[int, int], None] | None:
    """`simulate(hands, seed)` of the anchors' reference simulator, or None when not found."""
    folders = [Path(given)] if given else [p / "shared" / "bench-anchors" for p in ROOT.parents]
    for folder in folders:
        path = folder / "pure_python_spades.py"
        if path.exists():
            spec = importlib.util.spec_from_file_location("pure_python_spades", path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return module.simulate  # type: ignore[no-any-return]
    return None


def one_round(
    rules: Any,
    random_texts: list[str],
    random_seeds: range,
    seeds: range,
    reference: Callable[[int, int], None] | None = None,
    hands: int = 0,
) -> dict[str, float]:
    """Seconds of each job, once."""
    seconds: dict[str, float] = {}
    if reference is not None:
        seconds["reference"], _ = timed(reference, hands, random_seeds.start)
    seconds["random play"], _ = timed(play, rules, ("random",) * 4, random_seeds)
    seconds["random text"], _ = timed(replay_all, rules, random_texts)
    stored = [json.loads(text) for text in random_texts]  # fresh dicts: none is checked yet
    seconds["random stored"], _ = timed(replay_all, rules, stored)
    seconds["heuristic play"], logs = timed(play, rules, ("heuristic",) * 4, seeds)
    texts = [dumps_log(log) for log in logs]
    seconds["heuristic replay"], _ = timed(replay_all, rules, texts)
    seconds["read"], _ = timed(read_inputs, random_texts)
    seconds["read and check"], checked = timed(read_all, random_texts)
    seconds["replay"], _ = timed(replay_all, rules, checked)
    del checked
    return seconds


def _pure() -> bool:
    """Whether replay runs as Python source (no mypyc module)."""
    return str(sys.modules[replay.__module__].__file__).endswith(".py")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--heuristic", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset", default="classic.yaml")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    parser.add_argument("--anchors", default=None, help="the bench anchors' folder")
    args = parser.parse_args(argv)
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    load_before = os.getloadavg()[0]
    rules = rulesets.load_file(ROOT / "rulesets" / "library" / args.ruleset)
    random_seeds = range(args.seed, args.seed + args.matches)
    heuristic_seeds = range(args.seed, args.seed + args.heuristic)
    random_texts = [dumps_log(log) for log in play(rules, ("random",) * 4, random_seeds)]
    random_hands = sum(len(json.loads(text)["hands"]) for text in random_texts)
    heuristic_logs = play(rules, ("heuristic",) * 4, heuristic_seeds)
    heuristic_hands = sum(len(log["hands"]) for log in heuristic_logs)
    # The harness's own data (the texts, the logs above) lives through every round: frozen
    # out of the cyclic collector's full passes, as the live tables' server's start-up objects
    # are (houserules/asgi.py), so that a full pass walks what the jobs hold, not it.
    gc.collect()
    gc.freeze()
    reference = find_reference(args.anchors)
    rounds = [
        one_round(rules, random_texts, random_seeds, heuristic_seeds, reference, random_hands)
        for _ in range(args.rounds)
    ]

    def hands_per_second(job: str, hands: int) -> float:
        return statistics.median(hands / seconds[job] for seconds in rounds)

    def per_hand(job: str) -> str:
        micros = statistics.median(seconds[job] for seconds in rounds) / random_hands * 1e6
        return f"{job} {micros:,.0f} us"

    ratio = statistics.median(s["heuristic play"] / s["heuristic replay"] for s in rounds)
    random_ratio = statistics.median(s["random play"] / s["random text"] for s in rounds)
    mode = "pure Python" if _pure() else "compiled (mypyc)"
    print(
        f"{args.ruleset}, engine {mode}, {args.rounds} interleaved rounds"
        " (medians; ratios pair by pair),"
        f" {args.clock} clock, load average {load_before:.1f} -> {os.getloadavg()[0]:.1f}"
    )
    print(
        f"replay of {args.matches} random-bot logs ({random_hands} hands), read from JSON text:"
        f" {hands_per_second('random text', random_hands):,.0f} hands/s"
    )
    if reference is not None:
        paired = statistics.median(s["reference"] / s["random text"] for s in rounds)
        print(
            f"  / the reference simulator's random hands: {paired:.3f}x"
            f" (the reference {hands_per_second('reference', random_hands):,.0f} hands/s)"
        )
    else:
        print("  the reference simulator: skipped (pass --anchors DIR)")
    print(
        "  playing the same random-bot matches:"
        f" {hands_per_second('random play', random_hands):,.0f} hands/s"
        f" (replay / play {random_ratio:.2f}x)"
    )
    print(
        "  the same logs as the registry stores them (the audit page):"
        f" {hands_per_second('random stored', random_hands):,.0f} hands/s"
    )
    print(
        f"  per hand: {per_hand('read')} (read_log_inputs, the read replay takes of a text),"
        f" replay the rest; {per_hand('read and check')} (parse_log, which checks every fact),"
        f" then {per_hand('replay')} of the checked log"
    )
    print(
        f"{args.heuristic} heuristic matches ({heuristic_hands} hands): play"
        f" {hands_per_second('heuristic play', heuristic_hands):,.0f} hands/s, replay"
        f" {hands_per_second('heuristic replay', heuristic_hands):,.0f} hands/s"
    )
    print(f"replay / play of the same heuristic matches: {ratio:.2f}x")


if __name__ == "__main__":
    main()
