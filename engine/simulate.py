"""Simulate many bot matches under one or two rulesets and compare what a club cares about.

    report = simulate(rules, other_rules, matches=1000, workers=2, seed=1)
    print(report)                       # side by side, one column per ruleset

    python -m engine simulate RULES [--vs OTHER_RULES] --matches N --workers K --seed S
                                    [--bots heuristic,heuristic,random,random]

Match `i` of a ruleset is `engine.match.play_match(rules, bots, seed + i)`, so the figures are
the same whatever the number of worker processes, or of chunks a run is cut into (each
chunk `run_matches` from its own first seed, then `merge`): a summary holds integer sums
only, so chunks add up to the same figures in any order. The two rulesets play the same
seeds.

Every figure is read from the match logs (`match_stats`), the same JSON a score sheet's log
has, so a club's recorded matches can be summarised by the same reader. Every game reports
hands per match and how often the side leading after hand 5 went on to win (or, trailing,
came back), the leader by what its rules say about who wins (`RulesFamily.lowest_wins`);
its own figures come from its family (`GameFamily.figures`, engine.core.figures): the Spades
family's nils, sets and bag penalties, Rook's auction and declarer, Hearts' moons and suns.

Each figure comes with its 95% confidence interval over the matches: Wilson's for a rate, a
normal (delta-method) interval for a mean. With two rulesets, each row says whether B differs
from A beyond that noise (Newcombe's interval for a difference of rates). The two columns
play the same seeds, yet their matches part at the first card the rules change; treating
them as independent samples errs, if anything, toward `within noise`.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from engine.core.errors import EngineError
from engine.core.figures import HANDS, MATCHES, Figure
from engine.core.points import points_from_json
from engine.core.seats import seating
from engine.games import family_for, game_family
from engine.match import play_match
from rulesets.families import rules_family
from rulesets.formats import Ruleset

__all__ = [
    "MatchStats",
    "match_stats",
    "RulesetSummary",
    "summarize",
    "merge",
    "Estimate",
    "SimulationReport",
    "simulate",
    "run_matches",
    "add_simulate_command",
    "COMMON_FIGURES",
]

LEAD_HAND = 5
"""The hand after which the leading side is noted (does the early leader win?)."""

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""

COMMON_FIGURES: tuple[Figure, ...] = (
    Figure("hands per match (mean ± stdev)", HANDS, MATCHES, digits=1, chart=False),
    Figure(f"leader after hand {LEAD_HAND} wins", "leader_won", "led", rate=True, chart=False),
    Figure(f"comeback after trailing at hand {LEAD_HAND}", "comeback", "led", rate=True),
)
"""The rows of every game, before its own."""


# --- One match, read from its log ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MatchStats:
    """The counts one match log yields."""

    hands: int
    counts: Mapping[str, int] = field(default_factory=dict)
    """The game's own counts over the match's hands (`GameFamily.figures.count`), with
    `hands`, and `led`, `leader_won` and `comeback` for the early leader."""
    leader_won: bool | None = None
    """Whether the one side leading after hand 5 won the match alone (None: the match was
    shorter, or sides were level)."""
    winners: tuple[int, ...] = ()
    """The winning sides (1-based, as the log's result gives them); none if unfinished."""


def match_stats(log: Mapping[str, Any]) -> MatchStats:
    """The counts of a match log (`houserules-log/1`, card-level or score sheet)."""
    family = game_family(log["game"])
    counts: dict[str, int] = {}
    for hand in log["hands"]:
        for name, amount in family.figures.count(hand).items():
            counts[name] = counts.get(name, 0) + int(amount)
    leader_won = _leader_won(log, rules_family(family.game).lowest_wins)
    counts[HANDS] = len(log["hands"])
    counts["led"] = int(leader_won is not None)
    counts["leader_won"] = int(leader_won is True)
    counts["comeback"] = int(leader_won is False)
    return MatchStats(
        hands=len(log["hands"]),
        counts=counts,
        leader_won=leader_won,
        winners=tuple((log.get("result") or {}).get("winners", ())),
    )


def _leader_won(log: Mapping[str, Any], lowest_wins: bool) -> bool | None:
    """Whether the one side leading after hand 5 (by its game's rules: the highest score, or
    the lowest) won the match alone; None when the match was shorter, unfinished, or had
    level leaders."""
    hands, result = log["hands"], log.get("result")
    if len(hands) < LEAD_HAND or not result:
        return None
    scores = [points_from_json(score) for score in hands[LEAD_HAND - 1]["standing"]["scores"]]
    best = min(scores) if lowest_wins else max(scores)
    leaders = [side for side, score in enumerate(scores, start=1) if score == best]
    if len(leaders) != 1:
        return None
    return list(result["winners"]) == leaders


# --- Many matches, summed up -----------------------------------------------------------------

Moments = tuple[int, int, int, int, int]
"""A figure over the matches: sums of its part x and whole y per match (Σx, Σy, Σx², Σy²,
Σxy), all integers, so that chunks add up exactly in any order."""


@dataclass(frozen=True)
class RulesetSummary:
    """The figures of one ruleset's matches: for every figure of its game, its moments."""

    label: str
    game: str
    matches: int
    figures: dict[str, Moments]
    """By figure label (`Figure.label`)."""

    @property
    def hands(self) -> int:
        """Hands played in all."""
        return self.figures[COMMON_FIGURES[0].label][0]

    @property
    def hands_mean(self) -> float:
        return self.hands / self.matches if self.matches else 0.0

    @property
    def hands_stdev(self) -> float:
        """The sample standard deviation of hands per match."""
        n, (total, _, squares, _, _) = self.matches, self.figures[COMMON_FIGURES[0].label]
        return math.sqrt(max(0.0, (squares - total * total / n) / (n - 1))) if n > 1 else 0.0

    def estimate(self, figure: Figure) -> Estimate:
        """The figure's value and 95% interval over these matches."""
        return Estimate.of(figure, self.matches, self.figures[figure.label])

    def to_json(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "game": self.game,
            "matches": self.matches,
            "figures": {label: list(moments) for label, moments in self.figures.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], label: str | None = None) -> RulesetSummary:
        figures = {name: _moments(values) for name, values in data["figures"].items()}
        return cls(label or data["label"], data["game"], int(data["matches"]), figures)


def _moments(values: Sequence[int]) -> Moments:
    a, b, c, d, e = (int(value) for value in values)
    return a, b, c, d, e


def figures_of(game: str) -> tuple[Figure, ...]:
    """Every row a game's summary has: the common ones, then its family's."""
    return COMMON_FIGURES + game_family(game).figures.rows


def _amount(match: MatchStats, name: str) -> int:
    return 1 if name == MATCHES else match.counts.get(name, 0)


def summarize(label: str, game: str, stats: Sequence[MatchStats]) -> RulesetSummary:
    """Add up the matches of one ruleset."""
    figures: dict[str, Moments] = {}
    for figure in figures_of(game):
        sx = sy = sxx = syy = sxy = 0
        for match in stats:
            x, y = _amount(match, figure.part), _amount(match, figure.whole)
            sx, sy, sxx, syy, sxy = sx + x, sy + y, sxx + x * x, syy + y * y, sxy + x * y
        figures[figure.label] = (sx, sy, sxx, syy, sxy)
    return RulesetSummary(label, game, len(stats), figures)


def merge(parts: Sequence[RulesetSummary]) -> RulesetSummary:
    """Chunks of one ruleset's matches added up (the first chunk's label and game)."""
    first = parts[0]
    figures = {
        label: _moments([sum(part.figures[label][i] for part in parts) for i in range(5)])
        for label in first.figures
    }
    return RulesetSummary(first.label, first.game, sum(part.matches for part in parts), figures)


@dataclass(frozen=True, slots=True)
class Estimate:
    """A figure's value with its 95% confidence interval (None: nothing to measure), and the
    standard error a difference is judged by."""

    figure: Figure
    part: int
    whole: int
    value: float | None
    low: float = 0.0
    high: float = 0.0

    @classmethod
    def of(cls, figure: Figure, matches: int, moments: Moments) -> Estimate:
        sx, sy, sxx, syy, sxy = moments
        if not sy:
            return cls(figure, sx, sy, None)
        if figure.rate:
            low, high = wilson(sx, sy)
            return cls(figure, sx, sy, 100 * sx / sy, 100 * low, 100 * high)
        ratio = sx / sy
        half = Z95 * _ratio_se(matches, moments)
        return cls(figure, sx, sy, ratio, ratio - half, ratio + half)

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    def text(self, stdev: float | None = None) -> str:
        """`12.3% [9.1–16.2] (45/366)` for a rate, `0.52 [0.41–0.63]` for a mean."""
        if self.value is None:
            return "-"
        if self.figure.rate:
            interval = f"[{self.low:.1f}–{self.high:.1f}]"
            return f"{self.value:.1f}% {interval} ({self.part}/{self.whole})"
        digits = self.figure.digits
        spread = f" ± {stdev:.{digits}f}" if stdev is not None else ""
        interval = f"[{self.low:.{digits}f}–{self.high:.{digits}f}]"
        return f"{self.value:.{digits}f}{spread} {interval}"


def wilson(part: int, whole: int) -> tuple[float, float]:
    """Wilson's 95% score interval of the share `part / whole` (whole > 0)."""
    share, z2 = part / whole, Z95 * Z95
    centre = (share + z2 / (2 * whole)) / (1 + z2 / whole)
    half = Z95 * math.sqrt(share * (1 - share) / whole + z2 / (4 * whole * whole))
    half /= 1 + z2 / whole
    return max(0.0, centre - half), min(1.0, centre + half)


def _ratio_se(n: int, moments: Moments) -> float:
    """The standard error of Σx/Σy over n matches (the ratio estimator's delta method; with
    y = 1 per match, the standard error of a mean)."""
    sx, sy, sxx, syy, sxy = moments
    if n < 2:
        return 0.0
    ratio = sx / sy
    residual = (sxx - 2 * ratio * sxy + ratio * ratio * syy) / (n - 1)
    return math.sqrt(max(0.0, residual) / n) / (sy / n)


def difference(a: Estimate, b: Estimate) -> str:
    """B against A: `within noise` when the 95% interval of B − A holds 0, else the
    difference and its interval (points of percent for a rate)."""
    if a.value is None or b.value is None:
        return "-"
    delta = b.value - a.value
    if a.figure.rate:  # Newcombe's hybrid score interval from the two Wilson intervals
        below = math.hypot(b.value - b.low, a.high - a.value)
        above = math.hypot(b.high - b.value, a.value - a.low)
    else:
        below = above = math.hypot(a.half_width, b.half_width)
    if delta - below <= 0 <= delta + above:
        return "within noise"
    digits = 1 if a.figure.rate else a.figure.digits
    unit = " pts" if a.figure.rate else ""
    low, high = delta - below, delta + above
    return f"{delta:+.{digits}f}{unit} [{low:+.{digits}f} to {high:+.{digits}f}]"


# --- The report ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SimulationReport:
    """The figures of a simulation, one column per ruleset; `str()` is the printed table.
    With two columns, a third says whether B differs from A beyond the noise."""

    columns: tuple[RulesetSummary, ...]
    seed: int
    bots: tuple[tuple[str, ...], ...]
    workers: int

    def figures(self) -> list[Figure]:
        """Every figure that applies to some column: the common ones, then each game's own
        (in the columns' order)."""
        found: list[Figure] = list(COMMON_FIGURES)
        for column in self.columns:
            found += [row for row in figures_of(column.game) if row not in found]
        return found

    def estimates(self, figure: Figure) -> list[Estimate | None]:
        """The figure in each column (None where its game has no such figure)."""
        return [
            column.estimate(figure) if figure.label in column.figures else None
            for column in self.columns
        ]

    def rows(self) -> list[tuple[str, list[str]]]:
        """(label, one cell per column, and B against A with two columns) for every figure
        that applies to some column."""
        return [(figure.label, self._cells(figure)) for figure in self.figures()]

    def _cells(self, figure: Figure) -> list[str]:
        estimates = self.estimates(figure)
        pairs = zip(self.columns, estimates, strict=True)
        cells = [self._text(column, each) for column, each in pairs]
        if len(estimates) == 2:
            a, b = estimates
            cells.append(difference(a, b) if a is not None and b is not None else "-")
        return cells

    @staticmethod
    def _text(column: RulesetSummary, estimate: Estimate | None) -> str:
        if estimate is None:
            return "-"
        first = estimate.figure == COMMON_FIGURES[0]
        return estimate.text(column.hands_stdev if first else None)

    def headings(self) -> list[str]:
        """The column titles (and `B vs A`)."""
        labels = [column.label for column in self.columns]
        return labels + (["B vs A"] if len(labels) == 2 else [])

    def __str__(self) -> str:
        table = [("", self.headings()), *self.rows()]
        first = max(len(label) for label, _ in table)
        widths = [max(len(cells[i]) for _, cells in table) for i in range(len(table[0][1]))]
        lines = [self._title(), ""]
        for label, cells in table:
            parts = [label.ljust(first), *(c.rjust(w) for c, w in zip(cells, widths, strict=True))]
            lines.append("  ".join(parts).rstrip())
        lines += ["", "95% confidence intervals in brackets."]
        return "\n".join(lines)

    def _title(self) -> str:
        bots = " / ".join(",".join(players) for players in self.bots)
        matches = self.columns[0].matches if self.columns else 0
        return (
            f"Simulation: {matches} matches per ruleset from seed {self.seed},"
            f" bots {bots}, {self.workers} worker{'s' if self.workers != 1 else ''}."
        )


# --- Running the matches ---------------------------------------------------------------------

_WORKER_SETUP: list[tuple[Ruleset, tuple[str, ...]]] = []


def _init_worker(setups: list[tuple[Ruleset, tuple[str, ...]]]) -> None:
    _WORKER_SETUP[:] = setups


def _play_one(job: tuple[int, int]) -> MatchStats:
    """Play match `job[1]` (its seed) of ruleset `job[0]` and read its log."""
    rules, players = _WORKER_SETUP[job[0]]
    return match_stats(play_match(rules, players, job[1]).log)


class Progress:
    """A plain-text progress bar, redrawn in place on `stream`."""

    def __init__(self, total: int, stream: TextIO | None, width: int = 30) -> None:
        self.total, self.stream, self.width = total, stream, width
        self.shown = -1

    def update(self, done: int) -> None:
        if self.stream is None or not self.total:
            return
        percent = 100 * done // self.total
        if percent == self.shown:
            return
        self.shown = percent
        filled = self.width * done // self.total
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\rsimulating [{bar}] {done}/{self.total} matches {percent:3d}%")
        self.stream.flush()

    def finish(self) -> None:
        if self.stream is not None and self.total:
            self.stream.write("\n")
            self.stream.flush()


def run_matches(
    setups: Sequence[tuple[Ruleset, Sequence[str]]],
    matches: int,
    seed: int,
    workers: int = 1,
    progress: TextIO | None = None,
) -> list[list[MatchStats]]:
    """Play `matches` matches (seeds `seed` .. `seed + matches - 1`) of each (rules, bots)
    in `workers` processes; per setup, the stats in match order."""
    plain = [(rules, tuple(players)) for rules, players in setups]
    jobs = [(index, seed + i) for index in range(len(plain)) for i in range(matches)]
    bar = Progress(len(jobs), progress)
    results: list[MatchStats] = []
    for stats in _results(plain, jobs, workers):
        results.append(stats)
        bar.update(len(results))
    bar.finish()
    return [results[index * matches : (index + 1) * matches] for index in range(len(plain))]


def _results(
    setups: list[tuple[Ruleset, tuple[str, ...]]], jobs: list[tuple[int, int]], workers: int
) -> Iterator[MatchStats]:
    if workers <= 1 or len(jobs) <= 1:
        _init_worker(setups)
        yield from map(_play_one, jobs)
        return
    chunk = max(1, min(16, len(jobs) // (workers * 8)))
    context = multiprocessing.get_context()
    with context.Pool(workers, initializer=_init_worker, initargs=(setups,)) as pool:
        yield from pool.imap(_play_one, jobs, chunksize=chunk)


def seat_bots(rules: Ruleset, bots: Sequence[str] | None) -> tuple[str, ...]:
    """One bot name per seat: `bots` as given, one name for every seat, or heuristic bots."""
    count = seating(rules).count
    names = tuple(bots) if bots else ("heuristic",)
    if len(names) == 1:
        return names * count
    if len(names) != count:
        raise EngineError(f"these rules seat {count} players; {len(names)} bots were given")
    return names


def simulate(
    rules: Ruleset,
    other_rules: Ruleset | None,
    matches: int,
    workers: int,
    seed: int,
    *,
    bots: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
    progress: TextIO | None = None,
) -> SimulationReport:
    """Play `matches` bot matches under `rules` (and under `other_rules`, from the same
    seeds) in `workers` processes, and sum up their logs. `bots`: a name per seat or one for
    every seat (default heuristic); `labels`: the column titles (default the rules' names);
    `progress`: a stream for the progress bar (None: no bar)."""
    rulesets = [rules] if other_rules is None else [rules, other_rules]
    setups = [(each, seat_bots(each, bots)) for each in rulesets]
    results = run_matches(setups, matches, seed, workers, progress)
    names = list(labels) if labels else [_label(each, i) for i, each in enumerate(rulesets)]
    columns = tuple(
        summarize(name, _game(each), stats)
        for name, each, stats in zip(names, rulesets, results, strict=True)
    )
    return SimulationReport(columns, seed, tuple(players for _, players in setups), workers)


def _game(rules: Ruleset) -> str:
    return family_for(rules).game


def _label(rules: Ruleset, index: int) -> str:
    return rules.name or f"ruleset {index + 1}"


# --- The command -----------------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace) -> int:
    """`python -m engine simulate`: print the report; 1 on bad rules or arguments."""
    from engine.cli import load_rules  # here, not at the top: engine.cli loads this module

    rules = load_rules(args.rules)
    other = load_rules(args.vs) if args.vs else None
    if rules is None or (args.vs and other is None):
        return 1
    if args.matches < 1 or args.workers < 1:
        print("error: --matches and --workers must be at least 1", file=sys.stderr)
        return 1
    bots = [name.strip() for name in args.bots.split(",")] if args.bots else None
    labels = [args.rules] + ([args.vs] if args.vs else [])
    started = time.perf_counter()
    try:
        report = simulate(
            rules, other, args.matches, args.workers, args.seed,
            bots=bots, labels=labels, progress=_terminal(sys.stderr),
        )  # fmt: skip
    except EngineError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(report)
    print(f"({time.perf_counter() - started:.1f} s)", file=sys.stderr)
    return 0


def _terminal(stream: TextIO) -> TextIO | None:
    """`stream` when it is a terminal: a bar redrawn with carriage returns is noise in a
    file or a pipe (CI logs, `2> log`)."""
    isatty = getattr(stream, "isatty", None)
    return stream if isatty is not None and isatty() else None


def add_simulate_command(commands: Any) -> None:
    """Add `simulate` to the `python -m engine` sub-commands (engine.cli)."""
    command = commands.add_parser("simulate", help="play many bot matches and compare rulesets")
    command.add_argument("rules", metavar="RULES", help="the ruleset (YAML)")
    command.add_argument("--vs", metavar="OTHER_RULES", help="a second ruleset to compare")
    command.add_argument("--matches", type=int, default=100, metavar="N", help="default 100")
    command.add_argument("--workers", type=int, default=1, metavar="K", help="processes")
    command.add_argument("--seed", type=int, default=0, metavar="S", help="first match's seed")
    command.add_argument(
        "--bots",
        metavar="NAMES",
        help="a bot per seat, separated by commas (one name: every seat); default heuristic",
    )
    command.set_defaults(run=cmd_simulate)
