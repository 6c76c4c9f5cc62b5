"""The background job of "What would this change do?": play a run's bot matches on a
django-tasks worker (`manage.py db_worker`), step by step, recording progress as it goes.

Match i of each ruleset is `engine.match.play_match(rules, bots, seed + i)`, so playing the
matches in steps of `STEP` gives exactly the figures `engine.simulate.simulate` gives in one
call; the steps only let the page show how far along the run is.
"""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import asdict
from typing import Any

from django.conf import settings
from django.utils import timezone
from django_tasks import TaskContext, task

import rulesets
from clubsite.models import RunStatus, SimulationRun
from engine.simulate import MatchStats, run_matches, seat_bots, summarize

logger = logging.getLogger(__name__)

__all__ = ["run_simulation", "play_run", "Superseded", "STEP"]

STEP = 20
"""Matches per ruleset between two progress updates."""


@task(takes_context=True)
def run_simulation(context: TaskContext, run_id: int) -> str:
    """Play the run's matches and store their figures (the job a worker runs)."""
    play_run(SimulationRun.objects.get(pk=run_id), job=str(context.task_result.id))
    return "done"


class Superseded(Exception):
    """The run was given to another job (its worker seemed lost: `SimulationRun.stalled`)."""


def play_run(run: SimulationRun, job: str | None = None) -> None:
    """Play `run` now, in this process, updating its progress; a failure is recorded on the
    run (and raised again, so the task queue records it too). A job whose run was handed to
    another job meanwhile stops at its next step and leaves the run to that job. `job` is the
    id of the job playing it (None: whichever job the run names now)."""
    run.refresh_from_db()
    if job is not None:
        run.task_id = job  # from here on, this object's task_id is the job that plays it
    if run.status == RunStatus.DONE:
        return
    try:
        _update(run, status=RunStatus.RUNNING, started_at=timezone.now(), done=0, error="")
        games = [_rules(run.rules_a_json), _rules(run.rules_b_json)]
        stats = _play(run, games)
        result = _result([rules.game for rules in games], stats)
        _update(run, status=RunStatus.DONE, result=result, finished_at=timezone.now())
    except Superseded:
        logger.warning("simulation run %s was handed to another job; this one stops", run.pk)
    except BaseException as error:  # a worker stopped mid-run (SystemExit) fails it too
        logger.exception("simulation run %s failed", run.pk)
        reason = str(error) if isinstance(error, Exception) else "the worker was stopped"
        with contextlib.suppress(Superseded):
            _update(run, status=RunStatus.FAILED, error=reason, finished_at=timezone.now())
        raise


def _play(run: SimulationRun, games: list[rulesets.Ruleset]) -> list[list[MatchStats]]:
    setups = [(rules, seat_bots(rules, run.bots)) for rules in games]
    processes = max(1, settings.HOUSERULES_SIMULATION_PROCESSES)
    stats: list[list[MatchStats]] = [[], []]
    for start in range(0, run.matches, STEP):
        count = min(STEP, run.matches - start)
        for side, played in enumerate(run_matches(setups, count, run.seed + start, processes)):
            stats[side].extend(played)
        _update(run, done=2 * (start + count))
    return stats


def _rules(canonical: str) -> rulesets.Ruleset:
    return rulesets.from_data(json.loads(canonical))


def _result(games: list[str], stats: list[list[MatchStats]]) -> dict[str, Any]:
    """The stored figures: each side's summary, and each match's length (for the chart)."""
    return {
        "sides": [
            {"summary": asdict(summarize(label, game, played)), "hands": [m.hands for m in played]}
            for label, game, played in zip("AB", games, stats, strict=True)
        ]
    }


def _update(run: SimulationRun, **fields: Any) -> None:
    """Save `fields`, and the time of this sign of life (`SimulationRun.stalled`), unless
    the run now belongs to another job: then raise `Superseded`."""
    fields["progress_at"] = timezone.now()
    mine = SimulationRun.objects.filter(pk=run.pk, task_id=run.task_id)
    if not mine.update(**fields):
        raise Superseded(run.pk)
    for name, value in fields.items():
        setattr(run, name, value)
