"""Engine benchmarks, run by hand: `.venv/bin/python benchmarks/engine_bench.py` (`make bench`).

1. Random legal play of complete `classic.yaml` hands in one process: the deal
   (`shuffle_and_deal`), a uniform choice among `legal_actions()` for every decision (bids
   included), the 52 plays, then `tally()` and `score_hand`. Hands per second.
2. The same job through OpenSpiel's `spades` from Python: `apply_action` of a uniform choice
   among `legal_actions()` at every node, chance nodes (the deal) included, then `returns()`.
   Games (one hand each) per second. This is the leanest way to drive OpenSpiel from Python,
   so the ratio is the conservative one.
   Both are timed in the same run, in alternating rounds (the order swapping every round, so
   neither always runs on a warmer or a busier machine), and compared by their medians.
   OpenSpiel is a benchmark-only dependency (`requirements-bench.txt`): it runs in this
   interpreter when `pyspiel` imports, else in a subprocess of the interpreter named by the
   environment variable OPENSPIEL_PYTHON, else it is skipped with a note on installing it.
3. Hooks for the figures of other parts of the engine: heuristic-bot matches per second, and
   `simulate` scaling from one to two worker processes. Each is skipped when the code it
   measures cannot be imported.

Options: `--rounds N` (default 7, at least 5), `--hands N` per round (default 2000),
`--seed N`, `--skip-hooks`.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CLASSIC = ROOT / "rulesets" / "library" / "classic.yaml"
WORKER_FLAG = "--openspiel-worker"
INSTALL_HINT = "pip install -r requirements-bench.txt  (or set OPENSPIEL_PYTHON=/path/to/python)"

Round = Callable[[int], float]
"""Plays n hands (or games) and returns how many it played per second."""


# --- Our engine ------------------------------------------------------------------------------


def houserules_round(seed: int) -> Round:
    """A round of random legal play of classic.yaml hands through the public API."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import rulesets
    from engine.core.protocol import Phase
    from engine.core.seats import seating
    from engine.games.spades.deal import shuffle_and_deal
    from engine.games.spades.hand import SpadesHand
    from engine.games.spades.scoring import score_hand

    rules = rulesets.load_file(CLASSIC)
    assert isinstance(rules, rulesets.SpadesRules)
    seats = seating(rules).count
    no_bags = (0,) * len(seating(rules).sides)
    rng = random.Random(seed)
    done = Phase.DONE

    def play(hands: int) -> float:
        choice = rng.choice
        start = time.perf_counter()
        for number in range(hands):
            dealer = number % seats
            hand = SpadesHand(rules, shuffle_and_deal(rules, rng, dealer), dealer)
            while hand.phase is not done:
                hand.apply(choice(hand.legal_actions()))
            if not hand.thrown_in:
                score_hand(rules, hand.tally(), no_bags)
        return hands / (time.perf_counter() - start)

    return play


# --- OpenSpiel -------------------------------------------------------------------------------


def openspiel_round(seed: int) -> Round:
    """A round of random play of OpenSpiel's `spades` (this interpreter must import pyspiel)."""
    import pyspiel  # type: ignore[import-not-found]  # benchmark-only, may be absent

    game = pyspiel.load_game("spades")
    rng = random.Random(seed)

    def play(games: int) -> float:
        choice = rng.choice
        new_state = game.new_initial_state
        start = time.perf_counter()
        for _ in range(games):
            state = new_state()
            while not state.is_terminal():
                state.apply_action(choice(state.legal_actions()))
            state.returns()
        return games / (time.perf_counter() - start)

    return play


def openspiel_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("open_spiel")
    except PackageNotFoundError:
        return "unknown version"


def openspiel_worker(seed: int) -> None:
    """Serve rounds on stdin/stdout for a parent running another interpreter: one line with
    a number of games in, one line with games per second out; the first line out is the
    version."""
    play = openspiel_round(seed)
    print(openspiel_version(), flush=True)
    for line in sys.stdin:
        print(repr(play(int(line))), flush=True)


class RemoteOpenSpiel:
    """OpenSpiel rounds played by `openspiel_worker` in another interpreter."""

    def __init__(self, python: str, seed: int) -> None:
        self.process = subprocess.Popen(
            [python, str(Path(__file__).resolve()), WORKER_FLAG, "--seed", str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.version = self._line()

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the OpenSpiel interpreter stopped (does it import pyspiel?)")
        return line.strip()

    def __call__(self, games: int) -> float:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{games}\n")
        self.process.stdin.flush()
        return float(self._line())

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def find_openspiel(seed: int) -> tuple[Round, str, Callable[[], None]] | str:
    """OpenSpiel's round, a label and a clean-up; or why it cannot run."""
    try:
        play = openspiel_round(seed)
        return play, f"OpenSpiel {openspiel_version()} (this interpreter)", lambda: None
    except ImportError:
        pass
    python = os.environ.get("OPENSPIEL_PYTHON")
    if not python:
        return f"pyspiel is not importable here. To compare: {INSTALL_HINT}"
    remote = RemoteOpenSpiel(python, seed)
    return remote, f"OpenSpiel {remote.version} ({python})", remote.close


# --- Side by side ----------------------------------------------------------------------------


def side_by_side(rounds: int, hands: int, seed: int) -> None:
    ours = houserules_round(seed)
    found = find_openspiel(seed)
    theirs, label, close = (None, found, None) if isinstance(found, str) else found
    ours(max(hands // 2, 1))  # warm-up: first-use caches (decoded suit masks, rules tables)
    if theirs is not None:
        theirs(max(hands // 2, 1))
    ours_rates: list[float] = []
    theirs_rates: list[float] = []
    print(f"Random legal play of complete classic.yaml hands, {hands} per round, one process")
    print(f"(load average before: {load()}; other processes skew both columns alike)")
    print(f"{'round':>5}  {'houserules hands/s':>18}  {'OpenSpiel games/s':>18}")
    try:
        for number in range(rounds):
            # Swap who goes first every round: neither always meets a warmer cache or a
            # quieter machine.
            order = [(ours, ours_rates), (theirs, theirs_rates)]
            for play, rates in order if number % 2 == 0 else reversed(order):
                if play is not None:
                    rates.append(play(hands))
            their_text = f"{theirs_rates[-1]:18,.0f}" if theirs_rates else f"{'-':>18}"
            print(f"{number + 1:>5}  {ours_rates[-1]:18,.0f}  {their_text}")
    finally:
        if close is not None:
            close()
    report(ours_rates, theirs_rates, label)


def load() -> str:
    try:
        return ", ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def report(ours_rates: list[float], theirs_rates: list[float], label: str) -> None:
    ours = statistics.median(ours_rates)
    print(f"median  houserules: {ours:,.0f} hands/s")
    if not theirs_rates:
        print(f"        OpenSpiel: skipped. {label}")
        return
    theirs = statistics.median(theirs_rates)
    print(f"        {label}: {theirs:,.0f} games/s")
    print(f"        ratio houserules / OpenSpiel: {ours / theirs:.2f}x (target: at least 1.0x)")


# --- Hooks for the other figures ---------------------------------------------------------------


def heuristic_matches_per_second(matches: int = 20, seed: int = 1) -> float | None:
    """Whole classic.yaml matches between four heuristic bots, per second; None when the
    match loop or the heuristic bot is not there."""
    try:
        import rulesets
        from engine.bots import make_bot
        from engine.match import play_match
    except ImportError:
        return None
    rules = rulesets.load_file(CLASSIC)
    try:
        make_bot("heuristic", rules)
    except (ValueError, ImportError):
        return None
    players = ("heuristic",) * 4
    start = time.perf_counter()
    for number in range(matches):
        play_match(rules, players, seed + number)
    return matches / (time.perf_counter() - start)


def simulate_scaling(matches: int = 60, seed: int = 1) -> tuple[float, float] | None:
    """Heuristic-bot matches per second through `simulate`'s runner with one worker process
    and with two; None when the simulator is not there."""
    try:
        import rulesets
        from engine.simulate import run_matches
    except ImportError:
        return None
    rules = rulesets.load_file(CLASSIC)
    setups: list[tuple[Any, tuple[str, ...]]] = [(rules, ("heuristic",) * 4)]
    rates = []
    for workers in (1, 2):
        start = time.perf_counter()
        run_matches(setups, matches, seed, workers=workers)
        rates.append(matches / (time.perf_counter() - start))
    return rates[0], rates[1]


def hooks() -> None:
    rate = heuristic_matches_per_second()
    if rate is None:
        print("heuristic-bot matches: skipped (engine.match or the heuristic bot is missing)")
    else:
        print(f"heuristic-bot matches (classic.yaml, 4 heuristic bots): {rate:,.1f} matches/s")
    scaling = simulate_scaling()
    if scaling is None:
        print("simulate scaling: skipped (engine.simulate is missing)")
        return
    one, two = scaling
    print(
        f"simulate, heuristic bots: 1 worker {one:,.1f} matches/s, 2 workers {two:,.1f}"
        f" matches/s: {two / one:.2f}x (target: at least 1.8x; {os.cpu_count()} CPUs,"
        f" load average {load()})"
    )


# --- Command line ----------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-hooks", action="store_true")
    parser.add_argument(WORKER_FLAG, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.openspiel_worker:
        openspiel_worker(args.seed)
        return 0
    if args.rounds < 5:
        parser.error("--rounds must be at least 5")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    side_by_side(args.rounds, args.hands, args.seed)
    if not args.skip_hooks:
        print()
        hooks()
    return 0


if __name__ == "__main__":
    sys.exit(main())
