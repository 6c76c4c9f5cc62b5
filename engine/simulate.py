"""Simulate many bot matches under one or two rulesets and compare what a club cares about.

    report = simulate(rules, other_rules, matches=1000, workers=2, seed=1)
    print(report)                       # side by side, one column per ruleset

    python -m engine simulate RULES [--vs OTHER_RULES] --matches N --workers K --seed S
                                    [--bots heuristic,heuristic,random,random]

Match `i` of a ruleset is `engine.match.play_match(rules, bots, seed + i)`, so the figures are
the same whatever the number of worker processes (they only share out the matches; results
come back in match order). The two rulesets play the same seeds.

Every figure is read from the match logs (`match_stats`), the same JSON a score sheet's log
has, so a club's recorded matches can be summarised by the same reader:

- Spades family: hands per match (mean and standard deviation), nil and blind nil attempts
  per match and how often they were made, contracts set per hand, bag penalties per match,
  and how often the side leading after hand 5 went on to win.
- Rook: hands per match, how often the auction was won (not thrown in), the mean winning
  bid, how often the declarer made the bid, sets per match, and the same hand-5 figure.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from engine.core.errors import EngineError
from engine.core.points import points_from_json
from engine.core.seats import seating
from engine.games import family_for
from engine.match import play_match
from rulesets.formats import Ruleset

__all__ = [
    "MatchStats",
    "match_stats",
    "RulesetSummary",
    "summarize",
    "SimulationReport",
    "simulate",
    "run_matches",
    "add_simulate_command",
]

LEAD_HAND = 5
"""The hand after which the leading side is noted (does the early leader win?)."""


# --- One match, read from its log ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MatchStats:
    """The counts one match log yields."""

    hands: int
    nil: tuple[int, int] = (0, 0)
    """Nil bids: (attempts, made)."""
    blind_nil: tuple[int, int] = (0, 0)
    """Blind nil bids: (attempts, made)."""
    contracts: int = 0
    """Spades contracts (sides with a bid) in all hands; Rook: hands declared."""
    sets: int = 0
    """Contracts set (Rook: declarers set)."""
    bag_penalties: int = 0
    thrown_in: int = 0
    """Hands thrown in (Rook: everybody passed; Spades: total bid too low)."""
    bid_total: int = 0
    """Rook: the winning bids added up."""
    leader_won: bool | None = None
    """Whether the one side leading after hand 5 won the match alone (None: the match was
    shorter, or sides were level)."""
    winners: tuple[int, ...] = ()
    """The winning sides (1-based, as the log's result gives them); none if unfinished."""


def match_stats(log: Mapping[str, Any]) -> MatchStats:
    """The counts of a match log (`houserules-log/1`, card-level or score sheet)."""
    counts = _Counts()
    for hand in log["hands"]:
        counts.add_hand(hand)
    return MatchStats(
        hands=len(log["hands"]),
        nil=(counts.nils["nil"][0], counts.nils["nil"][1]),
        blind_nil=(counts.nils["blind nil"][0], counts.nils["blind nil"][1]),
        contracts=counts.contracts,
        sets=counts.sets,
        bag_penalties=counts.bag_penalties,
        thrown_in=counts.thrown_in,
        bid_total=counts.bid_total,
        leader_won=_leader_won(log),
        winners=tuple((log.get("result") or {}).get("winners", ())),
    )


class _Counts:
    """Running counts over a log's hands."""

    def __init__(self) -> None:
        self.nils = {"nil": [0, 0], "blind nil": [0, 0]}
        self.contracts = self.sets = self.bag_penalties = self.thrown_in = self.bid_total = 0

    def add_hand(self, hand: Mapping[str, Any]) -> None:
        score = hand.get("score")
        if score is None:
            self.thrown_in += 1
        elif "declarer" in score:
            self._add_rook(score)
        else:
            for side in score["sides"]:
                self._add_side(side)

    def _add_rook(self, score: Mapping[str, Any]) -> None:
        self.contracts += 1
        self.sets += not score["made"]
        self.bid_total += int(score["bid"])

    def _add_side(self, side: Mapping[str, Any]) -> None:
        if side.get("made") is not None:
            self.contracts += 1
            self.sets += side["made"] is False
        self.bag_penalties += int(side.get("bag_penalties", 0))
        for nil in side.get("nils", []):
            tally = self.nils.setdefault(nil["bid"], [0, 0])
            tally[0] += 1
            tally[1] += bool(nil["made"])


def _leader_won(log: Mapping[str, Any]) -> bool | None:
    hands, result = log["hands"], log.get("result")
    if len(hands) < LEAD_HAND or not result:
        return None
    scores = [points_from_json(score) for score in hands[LEAD_HAND - 1]["standing"]["scores"]]
    best = max(scores)
    leaders = [side for side, score in enumerate(scores, start=1) if score == best]
    if len(leaders) != 1:
        return None
    return list(result["winners"]) == leaders


# --- Many matches, summed up -----------------------------------------------------------------


@dataclass(frozen=True)
class RulesetSummary:
    """The figures of one ruleset's matches."""

    label: str
    game: str
    matches: int
    hands_mean: float
    hands_stdev: float
    hands: int
    nil: tuple[int, int]
    blind_nil: tuple[int, int]
    contracts: int
    sets: int
    bag_penalties: int
    thrown_in: int
    bid_total: int
    leader: tuple[int, int]
    """Matches whose hand-5 leader won, and matches with one leader after hand 5."""


def summarize(label: str, game: str, stats: Sequence[MatchStats]) -> RulesetSummary:
    """Add up the matches of one ruleset."""
    hands = [match.hands for match in stats]
    leaders = [match.leader_won for match in stats if match.leader_won is not None]
    return RulesetSummary(
        label=label,
        game=game,
        matches=len(stats),
        hands_mean=statistics.fmean(hands) if hands else 0.0,
        hands_stdev=statistics.stdev(hands) if len(hands) > 1 else 0.0,
        hands=sum(hands),
        nil=_pair_sum(match.nil for match in stats),
        blind_nil=_pair_sum(match.blind_nil for match in stats),
        contracts=sum(match.contracts for match in stats),
        sets=sum(match.sets for match in stats),
        bag_penalties=sum(match.bag_penalties for match in stats),
        thrown_in=sum(match.thrown_in for match in stats),
        bid_total=sum(match.bid_total for match in stats),
        leader=(sum(leaders), len(leaders)),
    )


def _pair_sum(pairs: Iterator[tuple[int, int]] | Sequence[tuple[int, int]]) -> tuple[int, int]:
    firsts, seconds = 0, 0
    for first, second in pairs:
        firsts, seconds = firsts + first, seconds + second
    return firsts, seconds


# --- The report ------------------------------------------------------------------------------


def _rate(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "-"


def _per(amount: float, count: int, digits: int = 2) -> str:
    return f"{amount / count:.{digits}f}" if count else "-"


Row = tuple[str, Callable[[RulesetSummary], str]]

COMMON_ROWS: tuple[Row, ...] = (
    ("matches", lambda s: str(s.matches)),
    ("hands per match (mean ± stdev)", lambda s: f"{s.hands_mean:.1f} ± {s.hands_stdev:.1f}"),
    (f"leader after hand {LEAD_HAND} wins", lambda s: _rate(*s.leader)),
)
SPADES_ROWS: tuple[Row, ...] = (
    ("nil attempts per match", lambda s: _per(s.nil[0], s.matches)),
    ("nil success rate", lambda s: _rate(s.nil[1], s.nil[0])),
    ("blind nil attempts per match", lambda s: _per(s.blind_nil[0], s.matches)),
    ("blind nil success rate", lambda s: _rate(s.blind_nil[1], s.blind_nil[0])),
    ("contracts set per hand", lambda s: _per(s.sets, s.hands, 3)),
    ("contracts set (of contracts)", lambda s: _rate(s.sets, s.contracts)),
    ("bag penalties per match", lambda s: _per(s.bag_penalties, s.matches)),
)
ROOK_ROWS: tuple[Row, ...] = (
    ("auction won (not thrown in)", lambda s: _rate(s.contracts, s.contracts + s.thrown_in)),
    ("mean winning bid", lambda s: _per(s.bid_total, s.contracts, 1)),
    ("declarer made the bid", lambda s: _rate(s.contracts - s.sets, s.contracts)),
    ("sets per match", lambda s: _per(s.sets, s.matches)),
)
# The figures that apply to one game only, by its family's key (engine.games); a game
# without an entry reports the common figures.
GAME_ROWS: dict[str, tuple[Row, ...]] = {"spades": SPADES_ROWS, "rook": ROOK_ROWS}


@dataclass(frozen=True)
class SimulationReport:
    """The figures of a simulation, one column per ruleset; `str()` is the printed table."""

    columns: tuple[RulesetSummary, ...]
    seed: int
    bots: tuple[tuple[str, ...], ...]
    workers: int

    def rows(self) -> list[tuple[str, list[str]]]:
        """(label, one cell per column) for every figure that applies to some column."""
        games = {column.game for column in self.columns}
        rows = list(COMMON_ROWS)
        for game, game_rows in GAME_ROWS.items():
            rows += game_rows if game in games else ()
        return [(label, [self._cell(c, label, cell) for c in self.columns]) for label, cell in rows]

    @staticmethod
    def _cell(column: RulesetSummary, label: str, cell: Callable[[RulesetSummary], str]) -> str:
        own = COMMON_ROWS + GAME_ROWS.get(column.game, ())
        return cell(column) if any(label == mine for mine, _ in own) else "-"

    def __str__(self) -> str:
        head = ("", [column.label for column in self.columns])
        table = [head, *self.rows()]
        first = max(len(label) for label, _ in table)
        widths = [max(len(cells[i]) for _, cells in table) for i in range(len(self.columns))]
        lines = [self._title(), ""]
        for label, cells in table:
            parts = [label.ljust(first), *(c.rjust(w) for c, w in zip(cells, widths, strict=True))]
            lines.append("  ".join(parts).rstrip())
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
