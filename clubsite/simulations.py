"""Asking "What would this change do?", and reading the answer.

`ask` finds or creates the run that answers the question (the same rules and parameters are
played once per club, whoever in it asks) and queues it on the task queue; `Figures` turns a
finished run into the rows and charts the result page shows side by side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.safestring import SafeString

import engine
import rulesets
from clubsite import charts
from clubsite.models import RunStatus, Simulation, SimulationRun, run_key
from engine.core.figures import MATCHES, Figure
from engine.simulate import RulesetSummary, SimulationReport
from registry.forms import source_bytes
from registry.models import Ruleset, Version
from registry.quotas import refuse_when_full

__all__ = [
    "Draft",
    "parse_draft",
    "ask",
    "Figures",
    "DEFAULT_MATCHES",
    "MAX_MATCHES",
    "BOTS",
    "SIMULATION_BOTS",
]

DEFAULT_MATCHES = 200
MAX_MATCHES = 2000
BOTS = ("heuristic",)
"""By default every seat is played by the heuristic bot (engine.bots): it bids and plays like
a sensible club player, so the figures say what the rules do to sensible play, and a few
hundred matches take minutes."""
SIMULATION_BOTS = (
    ("heuristic", "Standard bots (heuristic): minutes"),
    ("search:casual", "Good bots (search:casual): about a hundred times longer"),
)
"""The bots a club may have play its simulation, every seat alike, fastest first."""


@dataclass(frozen=True)
class Draft:
    """Unpublished YAML to compare with a version: its text and the rules it resolves to."""

    text: str
    rules: rulesets.Ruleset


def ask(
    ruleset: Ruleset,
    base: Version,
    other: Version | Draft,
    *,
    matches: int,
    seed: int,
    user: AbstractBaseUser | None,
    bots: tuple[str, ...] = BOTS,
) -> Simulation:
    """Record the club's question, answered by a stored run of the same rules and parameters
    when there is one; otherwise a new run, queued in the same transaction (the queue is a
    table of the same database, so a run is never stored without its job)."""
    digest_b, json_b = _rules_of(other)
    key = run_key(
        base.rules_digest, digest_b, club=ruleset.club_id, matches=matches, seed=seed,
        bots=bots, engine=engine.__version__,
    )  # fmt: skip
    with transaction.atomic():
        run = _run(
            key, base, digest_b, json_b, matches, seed, ruleset=ruleset, user=user, bots=bots
        )
        return Simulation.objects.create(
            ruleset=ruleset,
            base=base,
            other=other if isinstance(other, Version) else None,
            draft=other.text if isinstance(other, Draft) else "",
            run=run,
            requested_by=user if user is not None and user.is_authenticated else None,
        )


def _rules_of(other: Version | Draft) -> tuple[str, str]:
    if isinstance(other, Version):
        return other.rules_digest, other.document.canonical_json
    return rulesets.rules_digest(other.rules), rulesets.canonical_json(other.rules)


def _run(
    key: str,
    base: Version,
    digest_b: str,
    json_b: str,
    matches: int,
    seed: int,
    *,
    ruleset: Ruleset,
    user: AbstractBaseUser | None,
    bots: tuple[str, ...] = BOTS,
) -> SimulationRun:
    run = SimulationRun.objects.select_for_update().filter(key=key).first()
    if run is None or _needs_playing(run):
        # Only a question that queues work counts against the quotas: one answered by a run
        # already stored, queued or playing costs the worker nothing more.
        _check_quotas(ruleset, user)
    if run is None:
        try:
            with transaction.atomic():
                run = SimulationRun.objects.create(
                    key=key,
                    rules_a=base.rules_digest,
                    rules_b=digest_b,
                    rules_a_json=base.document.canonical_json,
                    rules_b_json=json_b,
                    matches=matches,
                    seed=seed,
                    bots=list(bots),
                    engine_version=engine.__version__,
                )
        except IntegrityError:  # the same question, asked at the same moment: share its run
            return SimulationRun.objects.get(key=key)
        _enqueue(run)
    elif _needs_playing(run):
        _abandon_task(run)
        requeue(run)
    return run


def requeue(run: SimulationRun) -> None:
    """Queue a stopped run again under a new job. The chunks it already stored are kept, so
    it goes on from them (a result in an old shape is played again from the start)."""
    from clubsite.tasks import finished_chunks, played

    if run.status == RunStatus.DONE:
        run.result = None
    run.done = played(finished_chunks(run))
    run.status, run.error = RunStatus.QUEUED, ""
    run.save(update_fields=["status", "done", "error", "result"])
    _enqueue(run)


def _needs_playing(run: SimulationRun) -> bool:
    """A stored run that must be queued again to answer: failed, stalled, or in an old shape."""
    return (
        run.status == RunStatus.FAILED
        or run.stalled
        or (run.status == RunStatus.DONE and not current_result(run))
    )


FALLBACK_RATE = 25.0
"""Matches a second the worker is assumed to play when no run shows its pace yet (about what
one worker plays on the project's 2-core machine)."""


def _waiting(**lookups: object) -> list[SimulationRun]:
    """The runs queued or playing (not stalled) that were asked for as `lookups` say."""
    fresh = timezone.now() - timedelta(seconds=settings.HOUSERULES_SIMULATION_STALL_SECONDS)
    alive = Q(status=RunStatus.QUEUED) | Q(status=RunStatus.RUNNING, progress_at__gte=fresh)
    found = SimulationRun.objects.filter(alive, **lookups).distinct()
    return list(found.only("matches", "done", "started_at", "status")[:100])


def _seconds_left(run: SimulationRun) -> float:
    """How long the run still needs, at its own pace so far or at the assumed one."""
    left = max(0, run.total - run.done)
    if run.done and run.started_at is not None:
        elapsed = max(1.0, (timezone.now() - run.started_at).total_seconds())
        return left * elapsed / run.done
    return left / FALLBACK_RATE


def _check_quotas(ruleset: Ruleset, user: AbstractBaseUser | None) -> None:
    """Refuse (`QueueFull`) a question that would queue a run past the member's or the club's
    quota of simulations queued or running at once."""
    if user is not None and user.is_authenticated:
        mine = _waiting(simulations__requested_by=user)
        soonest = min((_seconds_left(run) for run in mine), default=0)
        refuse_when_full(
            len(mine), "simulations_per_member", "simulations", "You", math.ceil(soonest)
        )
    theirs = _waiting(simulations__ruleset__club_id=ruleset.club_id)
    soonest = min((_seconds_left(run) for run in theirs), default=0)
    refuse_when_full(
        len(theirs), "simulations_per_club", "simulations", "The club", math.ceil(soonest)
    )


def _abandon_task(run: SimulationRun) -> None:
    """Mark the jobs of a stalled run (its lead and its chunks) failed in the task queue too,
    where a killed worker left them running for ever."""
    from clubsite.recovery import abandon_jobs

    abandon_jobs(run, "its worker stopped: no progress")


def _enqueue(run: SimulationRun) -> None:
    from clubsite.tasks import run_simulation

    result = run_simulation.enqueue(run.pk)
    SimulationRun.objects.filter(pk=run.pk).update(task_id=str(result.id))


# --- The answer -------------------------------------------------------------------------------

RESULT_FORMAT = 2
"""The stored result's shape (`clubsite.tasks`): each side's summary as
`RulesetSummary.to_json` (integer sums, with confidence intervals), and its match lengths.
A run stored in an older shape is played again when asked for again."""


def current_result(run: SimulationRun) -> bool:
    """Whether the run's stored result is in today's shape."""
    return isinstance(run.result, dict) and run.result.get("format") == RESULT_FORMAT


@dataclass(frozen=True)
class Figures:
    """A finished run's figures, labelled for one club's question."""

    columns: tuple[RulesetSummary, ...]
    hands: tuple[list[int], ...]
    seed: int

    @classmethod
    def of(cls, simulation: Simulation) -> Figures | None:
        """The figures of the simulation's run, or None while it is not done."""
        run = simulation.run
        if run.status != RunStatus.DONE or not current_result(run):
            return None
        labels = (simulation.label_a, simulation.label_b)
        sides = run.result["sides"]
        columns = tuple(
            RulesetSummary.from_json(side["summary"], label)
            for side, label in zip(sides, labels, strict=True)
        )
        return cls(columns, tuple(side["hands"] for side in sides), run.seed)

    @property
    def report(self) -> SimulationReport:
        return SimulationReport(self.columns, self.seed, (), 1)

    def headings(self) -> list[str]:
        """The table's column titles: A, B, and whether B differs from A beyond the noise."""
        return [f"A: {self.columns[0].label}", f"B: {self.columns[1].label}", "B against A"]

    def rows(self) -> list[tuple[str, list[str]]]:
        """The engine's report rows (as `python -m engine simulate` prints them): each figure
        with its 95% interval under A and B, and B against A (`within noise`, or the
        difference with its interval)."""
        return self.report.rows()

    def noise(self) -> list[str]:
        """The figures whose difference between A and B is within noise."""
        return [label for label, cells in self.rows() if cells[-1] == "within noise"]

    def charts(self) -> list[tuple[str, SafeString]]:
        """The charts of the result page, in the order shown: (title, SVG). The rates and
        the per-match figures are those of the games' figures marked for charting."""
        names = [column.label for column in self.columns]
        lengths = "How long a match lasts (share of matches by hands played)"
        found = [
            (
                lengths,
                charts.histogram(
                    lengths, list(zip(names, self.hands, strict=True)), what="hands in the match"
                ),
            )
        ]
        figures = [figure for figure in self.report.figures() if figure.chart]
        rates = {f.label: self._values(f) for f in figures if f.rate}
        counts = {f.label: self._values(f) for f in figures if not f.rate and f.whole == MATCHES}
        if rates:
            found.append(
                self._chart("How often (percent)", rates, unit="%", top=100, missing="no attempts")
            )
        if counts:
            found.append(self._chart("Per match", counts))
        return found

    def _values(self, figure: Figure) -> list[float | None]:
        return [None if each is None else each.value for each in self.report.estimates(figure)]

    def _chart(
        self,
        title: str,
        rows: dict[str, list[float | None]],
        unit: str = "",
        top: float = 0,
        missing: str = "none",
    ) -> tuple[str, SafeString]:
        series = [
            charts.Series(column.label, [values[i] for values in rows.values()])
            for i, column in enumerate(self.columns)
        ]
        chart = charts.bar_chart(
            title, list(rows), series, unit=unit, top=top or None, missing=missing
        )
        return title, chart


def parse_draft(text: str) -> Draft:
    """The draft's rules; raises `rulesets.RulesetError` listing every problem."""
    source = source_bytes(text)
    return Draft(source.decode("utf-8"), rulesets.load(source, "draft"))
