"""Engine benchmarks, run by hand: `.venv/bin/python benchmarks/engine_bench.py` (`make bench`).

1. Random legal play of complete `classic.yaml` hands in one process, through the public
   API: the deal (`shuffle_and_deal`), `SpadesHand`, a uniform choice among
   `legal_actions()` for every decision (the 4 bids and the 52 cards), then `tally()` and
   `score_hand`. Hands per second. Beside it, `playout`: the same hands with one
   `SpadesHand.play_out(random)` each instead of the loop (the same choices, each checked,
   the tricks in the engine's own kernel).
2. Two anchors for the same work, timed in the same run:
   - the reference: the minimal pure-Python random-play simulator of the bench anchors
     (`pure_python_spades.py`: sorted int lists, `bisect` for the suit led, inline scoring),
     run in this interpreter;
   - OpenSpiel's `spades` driven by its lean loop (the deal as 52 `apply_action` of a
     shuffled pack, then 56 `legal_actions()` and `apply_action`, then `returns()`): in
     this interpreter when `pyspiel` imports, else in a subprocess of the interpreter named
     by the environment variable OPENSPIEL_PYTHON (`make bench-all` sets it), else skipped
     with a note on installing it.
   Every case picks its random index the same way, `int(random() * len(choices))`.
   The cases run one after another in each round, in an order that turns every round (so
   none always meets a warmer cache or a quieter machine). The ratios are taken round by
   round, pair by pair, and their median is reported with the load average.
3. Hooks for the figures of other parts of the engine: heuristic-bot matches per second, and
   `simulate` scaling from one to two worker processes. Each is skipped when the code it
   measures cannot be imported.

Options: `--rounds N` (default 7, at least 5), `--hands N` of ours per round (default
2000; the reference plays 4 times as many, OpenSpiel twice, so that each case runs for a
similar time), `--seed N`, `--anchors DIR` (the bench anchors; default: the first
`shared/bench-anchors` above the repository), `--skip-hooks`, `--clock cpu` (time the rounds
by the process's CPU time instead of the wall clock: on a machine loaded by others the wall
clock counts their time too, and in a different share for each case), `--parts` (instead: the
microseconds of each part of a hand, timed apart: the deal, the set-up, the bids, the plays,
the tally and score, and the floor of the loop itself over a hand that does nothing),
`--playout-parts` (instead: the same for each step `SpadesHand.play_out` takes on a fresh
hand: the deal, the set-up, the bids, the start of play, the plays, the tally, the score),
`--instructions` (instead: the CPU instructions per hand of `playout`, the step loop and the
reference, counted by valgrind over `--hands` hands: repeatable on a shared, noisy machine,
where the timings of one run can swing twofold).
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import os
import random
import re
import shutil
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
REFERENCE = "pure_python_spades.py"
REFERENCE_HANDS = 4
OPENSPIEL_HANDS = 2

CLOCK: Callable[[], float] = time.perf_counter
"""What the rounds are timed by: the wall clock, or with `--clock cpu` the process's CPU time."""

Round = Callable[[int], float]
"""Plays n hands (or games) and returns how many it played per second."""


# --- Our engine ------------------------------------------------------------------------------


def houserules_round(seed: int, playout: bool = False) -> Round:
    """A round of random legal play of classic.yaml hands through the public API: a loop of
    `legal_actions()` and `apply()`, or with `playout` one `SpadesHand.play_out` per hand
    (the same choices, each applied with its check, without the interpreter between
    them)."""
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
        rnd = rng.random
        start = CLOCK()
        for number in range(hands):
            dealer = number % seats
            hand = SpadesHand(rules, shuffle_and_deal(rules, rng, dealer), dealer)
            if playout:
                hand.play_out(rnd)
            while hand.phase is not done:
                legal = hand.legal_actions()
                hand.apply(legal[int(rnd() * len(legal))])
            if not hand.thrown_in:
                score_hand(rules, hand.tally(), no_bags)
        return hands / (CLOCK() - start)

    return play


def compiled() -> bool:
    """Whether the engine's hand runs compiled (mypyc, `make compile`)."""
    from engine.games.spades import hand

    return not str(hand.__file__).endswith(".py")


# --- The reference ---------------------------------------------------------------------------


def find_anchors(given: str | None) -> Path | None:
    """The bench anchors' folder: `given`, else the first shared/bench-anchors above ROOT."""
    if given:
        return Path(given)
    for folder in ROOT.parents:
        if (folder / "shared" / "bench-anchors" / REFERENCE).exists():
            return folder / "shared" / "bench-anchors"
    return None


def reference_round(anchors: Path, seed: int) -> Round:
    """A round of the reference simulator (`simulate(n, seed)` of pure_python_spades.py)."""
    spec = importlib.util.spec_from_file_location("pure_python_spades", anchors / REFERENCE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    simulate = module.simulate
    rounds = iter(range(seed, sys.maxsize))

    def play(hands: int) -> float:
        start = CLOCK()
        simulate(hands, next(rounds))
        return hands / (CLOCK() - start)

    return play


# --- OpenSpiel -------------------------------------------------------------------------------


def openspiel_round(seed: int) -> Round:
    """A round of OpenSpiel's `spades` in its lean loop (this interpreter must import
    pyspiel): it knows the game's shape, so it skips the chance and terminal queries."""
    import pyspiel  # type: ignore[import-not-found]  # benchmark-only, may be absent

    game = pyspiel.load_game("spades")
    rnd = random.Random(seed).random
    cards = range(52)
    decisions = range(56)

    def play(games: int) -> float:
        new_state = game.new_initial_state
        start = CLOCK()
        for _ in range(games):
            state = new_state()
            apply, legal_actions = state.apply_action, state.legal_actions
            keys = [rnd() for _ in cards]
            for card in sorted(cards, key=keys.__getitem__):
                apply(card)
            for _ in decisions:
                legal = legal_actions()
                apply(legal[int(rnd() * len(legal))])
            state.returns()
        return games / (CLOCK() - start)

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
            [python, str(Path(__file__).resolve()), WORKER_FLAG, "--seed", str(seed)]
            + (["--clock", "cpu"] if CLOCK is time.process_time else []),
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
        return play, f"OpenSpiel {openspiel_version()} lean loop (this interpreter)", lambda: None
    except ImportError:
        pass
    python = os.environ.get("OPENSPIEL_PYTHON")
    if not python:
        return f"pyspiel is not importable here. To compare: {INSTALL_HINT}"
    remote = RemoteOpenSpiel(python, seed)
    return remote, f"OpenSpiel {remote.version} lean loop ({python})", remote.close


# --- Side by side ----------------------------------------------------------------------------


class Case:
    """One engine in the interleaved run: its round, hands per round and the rates seen."""

    def __init__(self, label: str, play: Round, hands: int) -> None:
        self.label, self.play, self.hands = label, play, hands
        self.rates: list[float] = []


def side_by_side(rounds: int, hands: int, seed: int, anchors: Path | None) -> None:
    ours = Case("houserules", houserules_round(seed), hands)
    cases = [ours, Case("playout", houserules_round(seed, playout=True), hands)]
    notes: list[str] = []
    if anchors is None:
        notes.append(f"reference: skipped ({REFERENCE} not found; pass --anchors DIR)")
    else:
        cases.append(Case("reference", reference_round(anchors, seed), hands * REFERENCE_HANDS))
    found = find_openspiel(seed)
    close: Callable[[], None] = lambda: None  # noqa: E731 - nothing to close without it
    if isinstance(found, str):
        notes.append(f"OpenSpiel: skipped. {found}")
    else:
        theirs, label, close = found
        notes.append(f"OpenSpiel: {label}")
        cases.append(Case("OpenSpiel", theirs, hands * OPENSPIEL_HANDS))
    for case in cases:  # warm-up: first-use caches (decoded suits, rules tables)
        case.play(max(case.hands // 2, 1))
    mode = "compiled (mypyc)" if compiled() else "pure Python"
    clock = "CPU time" if CLOCK is time.process_time else "wall clock"
    print(f"Random legal play of complete classic.yaml hands, one process; engine {mode}; {clock}")
    for note in notes:
        print(note)
    before = load()
    print(f"load average before: {before}; other processes skew every column alike")
    print(f"{'round':>5}  " + "  ".join(f"{case.label + ' hands/s':>22}" for case in cases))
    try:
        for number in range(rounds):
            # Turn the order every round: no case always meets a warmer cache or a quieter
            # machine.
            shift = number % len(cases)
            for case in cases[shift:] + cases[:shift]:
                case.rates.append(case.play(case.hands))
            print(f"{number + 1:>5}  " + "  ".join(f"{case.rates[-1]:22,.0f}" for case in cases))
    finally:
        close()
    report(cases, before)


def load() -> str:
    try:
        return ", ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def report(cases: list[Case], before: str, ours: int = 2) -> None:
    """The medians, then each of our first `ours` cases against every anchor after them."""
    for case in cases:
        print(f"median  {case.label}: {statistics.median(case.rates):,.0f} hands/s")
    for mine in cases[:ours]:
        for case in cases[ours:]:
            paired = [a / b for a, b in zip(mine.rates, case.rates, strict=True)]
            print(
                f"        {mine.label} / {case.label}: {statistics.median(paired):.2f}x"
                f" (median of {len(paired)} paired rounds, {min(paired):.2f}-{max(paired):.2f})"
            )
    print(f"        load average before {before}, after {load()}")


# --- Where a hand's time goes ------------------------------------------------------------------


class _StandIn:
    """A hand that does nothing, its two methods C functions (as a compiled hand's are): the
    loop of `houserules_round` over it costs what the loop itself costs (the phase read, the
    two calls, the random index), the floor any engine behind this API pays per decision."""

    __slots__ = ("phase", "legal_actions", "apply")

    def __init__(self, choices: tuple[int, ...]) -> None:
        self.phase: object = None
        self.legal_actions = itertools.repeat(choices).__next__
        taken: list[int] = []
        self.apply = taken.append


def parts(rounds: int, hands: int, seed: int, anchors: Path | None) -> None:
    """Microseconds per hand of each part of `houserules_round`'s work, clocked between the
    parts of each hand as it is played (one hand at a time, as in the round; a clock read
    costs well under a microsecond): the deal, the set-up of the hand, its 4 bids, its 52
    plays, its tally and score; then the loop's own floor and the reference's whole hand,
    timed in the same interleaved rounds (medians)."""
    import rulesets
    from engine.core.protocol import Phase
    from engine.games.spades.deal import shuffle_and_deal
    from engine.games.spades.hand import SpadesHand
    from engine.games.spades.scoring import score_hand

    rules = rulesets.load_file(CLASSIC)
    assert isinstance(rules, rulesets.SpadesRules)
    done, no_bags = Phase.DONE, (0, 0)
    reference = reference_round(anchors, seed) if anchors is not None else None
    labels = ("deal", "set-up", "4 bids", "52 plays", "tally and score")
    timings: dict[str, list[float]] = {}
    clock = time.perf_counter

    def play(rng: random.Random) -> list[float]:
        rnd, spent = rng.random, [0.0] * len(labels)
        for number in range(hands):
            t0 = clock()
            cards = shuffle_and_deal(rules, rng, number % 4)
            t1 = clock()
            hand = SpadesHand(rules, cards, number % 4)
            t2 = clock()
            for _ in range(4):
                legal = hand.legal_actions()
                hand.apply(legal[int(rnd() * len(legal))])
            t3 = clock()
            while hand.phase is not done:
                legal = hand.legal_actions()
                hand.apply(legal[int(rnd() * len(legal))])
            t4 = clock()
            score_hand(rules, hand.tally(), no_bags)
            t5 = clock()
            for index, (begun, ended) in enumerate(((t0, t1), (t1, t2), (t2, t3), (t3, t4))):
                spent[index] += ended - begun
            spent[4] += t5 - t4
        return spent

    def floor(rnd: Callable[[], float]) -> float:
        choices, decisions = tuple(range(7)), range(56)
        start = clock()
        for _ in range(hands):
            hand = _StandIn(choices)
            for _ in decisions:
                if hand.phase is done:
                    break
                legal = hand.legal_actions()
                hand.apply(legal[int(rnd() * len(legal))])
        return clock() - start

    for number in range(rounds + 1):  # the first round warms the caches and is not kept
        rng = random.Random(seed + number)
        for label, spent in zip(labels, play(rng), strict=True):
            timings.setdefault(label, []).append(spent / hands * 1e6)
        timings.setdefault(FLOOR, []).append(floor(rng.random) / hands * 1e6)
        if reference is not None:
            start = clock()
            reference(hands)
            timings.setdefault(WHOLE, []).append((clock() - start) / hands * 1e6)
        if number == 0:
            timings.clear()
    print_parts("Where a classic.yaml hand's time goes", rounds, hands, labels, timings)


def print_parts(
    title: str, rounds: int, hands: int, labels: tuple[str, ...], timings: dict[str, list[float]]
) -> None:
    """The medians of each part's microseconds per hand, and our parts added up."""
    mode = "compiled (mypyc)" if compiled() else "pure Python"
    print(f"{title}, engine {mode}: microseconds per hand,")
    print(f"medians of {rounds} rounds of {hands} hands (load average {load()})")
    ours = sum(statistics.median(timings[label]) for label in labels)
    for label, values in timings.items():
        print(f"  {label:40s} {statistics.median(values):7.1f}")
    print(f"  {'houserules, the parts added up':40s} {ours:7.1f}")


FLOOR = "the loop's floor (56 decisions, no hand)"


def playout_parts(rounds: int, hands: int, seed: int, anchors: Path | None) -> None:
    """Microseconds per hand of each step `SpadesHand.play_out` takes on a fresh classic.yaml
    hand, called one at a time and clocked between them: the deal, the set-up of the hand,
    the bids (`Bidding.bid_at_random`), the start of play, the tricks (`TrickPlay.play_out`),
    the tally and the score; then the reference's whole hand, in the same interleaved rounds
    (medians). The steps are the engine's internals, called as `play_out` calls them: the
    first round checks that they play what `play_out` plays."""
    import rulesets
    from engine.core.protocol import Phase
    from engine.games.spades.deal import shuffle_and_deal
    from engine.games.spades.hand import SpadesHand
    from engine.games.spades.scoring import score_hand

    rules = rulesets.load_file(CLASSIC)
    assert isinstance(rules, rulesets.SpadesRules)
    no_bags = (0, 0)
    reference = reference_round(anchors, seed) if anchors is not None else None
    labels = ("deal", "set-up", "4 bids", "start of play", "52 plays", "tally", "score")
    timings: dict[str, list[float]] = {}
    clock = time.perf_counter

    def play(rng: random.Random) -> tuple[list[float], list[object]]:
        rnd, spent, tallies = rng.random, [0.0] * len(labels), []
        for number in range(hands):
            t0 = clock()
            cards = shuffle_and_deal(rules, rng, number % 4)
            t1 = clock()
            hand = SpadesHand(rules, cards, number % 4)
            t2 = clock()
            hand._listing = False  # as `play_out` sets it
            bidding = hand._bidding
            assert bidding is not None
            bidding.bid_at_random(rnd, hand.actions)
            t3 = clock()
            hand._end_bidding()
            t4 = clock()
            assert hand._play is not None
            hand._play.play_out(rnd)
            hand.phase = Phase.DONE
            t5 = clock()
            tally = hand.tally()
            t6 = clock()
            score_hand(rules, tally, no_bags)
            t7 = clock()
            marks = (t0, t1, t2, t3, t4, t5, t6, t7)
            for index in range(len(labels)):
                spent[index] += marks[index + 1] - marks[index]
            if number < 50:
                tallies.append(tally)
        return spent, tallies

    def played_out(rng: random.Random) -> list[object]:
        tallies: list[object] = []
        for number in range(50):
            hand = SpadesHand(rules, shuffle_and_deal(rules, rng, number % 4), number % 4)
            hand.play_out(rng.random)
            tallies.append(hand.tally())
        return tallies

    for number in range(rounds + 1):  # the first round warms the caches and is not kept
        spent, tallies = play(random.Random(seed + number))
        if number == 0:
            assert tallies == played_out(random.Random(seed)), "the steps are not play_out's"
            continue
        for label, value in zip(labels, spent, strict=True):
            timings.setdefault(label, []).append(value / hands * 1e6)
        if reference is not None:
            start = clock()
            reference(hands)
            timings.setdefault(WHOLE, []).append((clock() - start) / hands * 1e6)
    print_parts(
        "Where a classic.yaml hand's time goes under play_out", rounds, hands, labels, timings
    )


# --- Instructions: the same work counted, not timed ------------------------------------------

COUNT_FLAG = "--count-worker"
COUNTED = ("playout", "houserules", "reference")


def count_worker(case: str, hands: int, seed: int, anchors: str | None) -> None:
    """Play `hands` hands of `case` after a warm-up of 50 (first-use tables), for valgrind to
    count; with 0 the warm-up alone, which `instructions` takes away."""
    if case == "reference":
        found = find_anchors(anchors)
        assert found is not None, f"{REFERENCE} not found: pass --anchors DIR"
        play = reference_round(found, seed)
    else:
        play = houserules_round(seed, playout=case == "playout")
    play(50)
    if hands:
        play(hands)


def instructions(hands: int, seed: int, anchors: str | None) -> int:
    """CPU instructions per hand of each case, counted by valgrind's callgrind: a run of
    `hands` hands less a run of none, so start-up and warm-up cancel out. Unlike time, the
    count repeats to within a fraction of a percent whatever else the machine does; it weighs
    every instruction alike (a cache miss costs nothing here), so it is a proxy for the
    interleaved timings, not a replacement."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        print("valgrind is not installed (apt-get install valgrind)")
        return 1
    counts: dict[str, float] = {}
    for case in COUNTED:
        runs = []
        for number in (0, hands):
            command = [
                valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null",
                sys.executable, str(Path(__file__).resolve()), COUNT_FLAG, case, str(number),
                "--seed", str(seed), *(["--anchors", anchors] if anchors else []),
            ]  # fmt: skip
            done = subprocess.run(command, capture_output=True, text=True, check=True)
            found = re.search(r"Collected : (\d+)", done.stderr)
            assert found is not None, done.stderr[-500:]
            runs.append(int(found.group(1)))
        counts[case] = (runs[1] - runs[0]) / hands
    mode = "compiled (mypyc)" if compiled() else "pure Python"
    print(f"Instructions per classic.yaml hand ({hands} hands, valgrind), engine {mode}")
    for case, count in counts.items():
        print(f"  {case:12s} {count:12,.0f}")
    for case in COUNTED[:2]:
        print(f"  reference / {case}: {counts['reference'] / counts[case]:.2f}x")
    return 0


WHOLE = "the reference, whole hand"


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
    parser.add_argument("--anchors", default=None)
    parser.add_argument("--skip-hooks", action="store_true")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    parser.add_argument(
        "--parts", action="store_true", help="time each part of a hand apart, then stop"
    )
    parser.add_argument(
        "--playout-parts",
        action="store_true",
        help="time each step of SpadesHand.play_out apart, then stop",
    )
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count the CPU instructions of a hand under valgrind (repeatable), then stop",
    )
    parser.add_argument(WORKER_FLAG, action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(COUNT_FLAG, nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.openspiel_worker:
        openspiel_worker(args.seed)
        return 0
    if args.count_worker:
        count_worker(args.count_worker[0], int(args.count_worker[1]), args.seed, args.anchors)
        return 0
    if args.instructions:
        return instructions(args.hands, args.seed, args.anchors)
    if args.rounds < 5:
        parser.error("--rounds must be at least 5")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    if args.parts:
        parts(args.rounds, args.hands, args.seed, find_anchors(args.anchors))
        return 0
    if args.playout_parts:
        playout_parts(args.rounds, args.hands, args.seed, find_anchors(args.anchors))
        return 0
    side_by_side(args.rounds, args.hands, args.seed, find_anchors(args.anchors))
    if not args.skip_hooks:
        print()
        hooks()
    return 0


if __name__ == "__main__":
    sys.exit(main())
