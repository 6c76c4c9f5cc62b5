"""The heuristic bot against the random bot, and `simulate`'s scaling over worker processes.

    python benchmarks/bots_winrate.py [--matches 1000] [--workers 2] [--seed 0] [--rules FILE]
    python benchmarks/bots_winrate.py --scaling [--matches 200]

Win rate: half the matches put the heuristic bot in seats 1 and 3 and the random bot in 2
and 4; the other half swap them, on the same deals (the same seeds). A match counts for the
heuristic side when it alone wins. The issue asks for at least 80% over 1,000 matches of
`classic.yaml`; the script exits with status 1 below that.

Scaling (`--scaling`): the same heuristic matches through `engine.simulate.run_matches` with
one worker, then two; prints both times and the speed-up (target at least 1.8x on two cores).

Run by hand, never by the unit tests (tests/engine/test_bots_heuristic_beats_random.py runs a
short version).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import rulesets  # noqa: E402
from engine.simulate import MatchStats, run_matches  # noqa: E402
from rulesets.formats import Ruleset  # noqa: E402

CLASSIC = ROOT / "rulesets" / "library" / "classic.yaml"
TARGET = 0.80
HEURISTIC_FIRST = ("heuristic", "random", "heuristic", "random")
RANDOM_FIRST = ("random", "heuristic", "random", "heuristic")


def heuristic_wins(stats: list[MatchStats], side: int) -> int:
    """Matches that `side` (1-based) won alone."""
    return sum(1 for match in stats if match.winners == (side,))


def win_rate(rules: Ruleset, matches: int, workers: int, seed: int) -> tuple[int, int, int]:
    """(wins with the heuristic in seats 1 and 3, wins in seats 2 and 4, matches played)."""
    half = matches // 2
    setups = [(rules, HEURISTIC_FIRST), (rules, RANDOM_FIRST)]
    first, second = run_matches(setups, half, seed, workers, progress=sys.stderr)
    return heuristic_wins(first, 1), heuristic_wins(second, 2), 2 * half


def scaling(rules: Ruleset, matches: int, seed: int) -> tuple[float, float]:
    """Seconds for `matches` heuristic matches with one worker, then with two."""
    setups = [(rules, ("heuristic",) * 4)]
    timings = []
    for workers in (1, 2):
        started = time.perf_counter()
        run_matches(setups, matches, seed, workers)
        timings.append(time.perf_counter() - started)
    return timings[0], timings[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default=str(CLASSIC))
    parser.add_argument("--matches", type=int, default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--scaling", action="store_true")
    args = parser.parse_args()
    rules = rulesets.load_file(args.rules)
    if args.scaling:
        one, two = scaling(rules, args.matches or 200, args.seed)
        print(f"simulate, {args.matches or 200} heuristic matches of {Path(args.rules).name}:")
        print(f"  1 worker {one:.2f} s, 2 workers {two:.2f} s, speed-up {one / two:.2f}x")
        return 0
    started = time.perf_counter()
    first, second, played = win_rate(rules, args.matches or 1000, args.workers, args.seed)
    seconds = time.perf_counter() - started
    rate = (first + second) / played
    print(f"heuristic vs random, {played} matches of {Path(args.rules).name} ({seconds:.1f} s):")
    print(f"  heuristic in seats 1 and 3: won {first}/{played // 2}")
    print(f"  heuristic in seats 2 and 4: won {second}/{played // 2}")
    print(f"  win rate {rate:.1%} (target {TARGET:.0%})")
    return 0 if rate >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
