"""The background jobs of "What would this change do?": a run's bot matches, cut into chunks
that are queued as separate django-tasks jobs, so that every worker (`manage.py db_worker`,
on this machine or any other that reaches the database) takes its share of one run.

- `run_simulation` (the run's own job, `SimulationRun.task_id`) starts the run, queues a
  `play_chunk` job for each chunk but the first, and plays the first itself.
- `play_chunk` plays chunk `index`: matches `index * CHUNK` to `index * CHUNK + CHUNK - 1` of
  each ruleset, each match `i` from seed `run.seed + i`, exactly as `engine.simulate.simulate`
  plays it. It stores the chunk's summary on the run and adds its matches to `done` (so the
  progress adds up across chunks); the chunk that completes the set merges them, in chunk
  order, into the run's figures. A summary is integer sums only (`engine.simulate.merge`),
  so the figures are the same whichever workers played which chunks, in whatever order.

A chunk job whose run has since been handed to another job (its lead was thought lost:
`SimulationRun.stalled`) stops without storing anything.
"""

from __future__ import annotations

import contextlib
import functools
import json
import logging
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django_tasks import TaskContext, task

import rulesets
from clubsite.models import RunStatus, SimulationRun
from clubsite.simulations import RESULT_FORMAT
from engine.simulate import MatchStats, RulesetSummary, merge, run_matches, seat_bots, summarize

logger = logging.getLogger(__name__)

__all__ = [
    "run_simulation", "play_chunk_task", "play_run", "play_chunk", "chunks_of", "Superseded",
    "CHUNK", "finished_chunks", "played",
]  # fmt: skip

CHUNK = 25
"""Matches per ruleset in one chunk: a job of a few seconds at most, so that two workers
share even a short run, and a chunk lost with its worker is little work to play again."""


def chunks_of(run: SimulationRun) -> int:
    """How many chunks the run is cut into."""
    return max(1, -(-run.matches // CHUNK))


@task(takes_context=True)
def run_simulation(context: TaskContext, run_id: int) -> str:
    """Start the run, queue its other chunks for any worker, and play its first chunk (the
    job `ask` queues)."""
    play_run(SimulationRun.objects.get(pk=run_id), job=str(context.task_result.id), spread=True)
    return "started"


@task()
def play_chunk_task(run_id: int, index: int, job: str) -> str:
    """Play chunk `index` of the run that job `job` leads (a job `run_simulation` queues)."""
    run = SimulationRun.objects.get(pk=run_id)
    run.task_id = job
    try:
        play_chunk(run, index)
    except Superseded:
        logger.warning("simulation run %s was handed to another job; chunk %s stops", run_id, index)
        return "superseded"
    return "played"


class Superseded(Exception):
    """The run was given to another job (its worker seemed lost: `SimulationRun.stalled`)."""


def play_run(run: SimulationRun, job: str | None = None, *, spread: bool = False) -> None:
    """Start `run` as job `job` (None: whichever job the run names now) and play it: every
    chunk here, in this process, or, with `spread`, the first chunk here and the others as
    queued `play_chunk` jobs. A failure is recorded on the run (and raised again, so the task
    queue records it too). A job whose run was handed to another job meanwhile stops at its
    next chunk and leaves the run to that job."""
    run.refresh_from_db()
    if job is not None:
        run.task_id = job  # from here on, this object's task_id is the job that plays it
    if run.status == RunStatus.DONE:
        return
    try:
        kept = finished_chunks(run)
        _update(
            run, status=RunStatus.RUNNING, started_at=timezone.now(), done=played(kept),
            error="", result={"format": RESULT_FORMAT, "chunks": kept},
        )  # fmt: skip
        missing = [index for index in range(chunks_of(run)) if str(index) not in kept]
        if not missing:  # every chunk was stored before the run was stopped: merge them
            _update(run, status=RunStatus.DONE, finished_at=timezone.now(), result=_result(kept))
            return
        if spread:
            for index in missing[1:]:
                play_chunk_task.enqueue(run.pk, index, run.task_id)
        for index in missing[:1] if spread else missing:
            play_chunk(run, index)
    except Superseded:
        logger.warning("simulation run %s was handed to another job; this one stops", run.pk)


def finished_chunks(run: SimulationRun) -> dict[str, Any]:
    """The chunks of `run` already played and stored (kept when a stopped run is played
    again, so it goes on from them instead of from the start)."""
    result = run.result
    if isinstance(result, dict) and result.get("format") == RESULT_FORMAT:
        chunks = result.get("chunks")
        if isinstance(chunks, dict):
            return dict(chunks)
    return {}


def played(chunks: dict[str, Any]) -> int:
    """The matches (A and B) the stored chunks hold."""
    return sum(len(chunk[0]["hands"]) + len(chunk[1]["hands"]) for chunk in chunks.values())


def play_chunk(run: SimulationRun, index: int) -> None:
    """Play chunk `index` of `run` and store it; raise `Superseded` when the run now belongs
    to another job than `run.task_id`. A failure fails the run (and is raised again)."""
    try:
        if not _mine(run).filter(status=RunStatus.RUNNING).exists():
            raise Superseded(run.pk)
        games = [_rules(run.rules_a_json), _rules(run.rules_b_json)]
        setups = [(rules, seat_bots(rules, run.bots)) for rules in games]
        start = index * CHUNK
        count = min(CHUNK, run.matches - start)
        processes = max(1, settings.HOUSERULES_SIMULATION_PROCESSES)
        played = run_matches(setups, count, run.seed + start, processes)
        chunk = [
            {"summary": summarize(label, rules.game, stats).to_json(), "hands": lengths(stats)}
            for label, rules, stats in zip("AB", games, played, strict=True)
        ]
        _store(run, index, chunk, 2 * count)
    except Superseded:
        raise
    except BaseException as error:  # a worker stopped mid-run (SystemExit) fails it too
        logger.exception("simulation run %s failed", run.pk)
        reason = str(error) if isinstance(error, Exception) else "the worker was stopped"
        with contextlib.suppress(Superseded):
            _update(run, status=RunStatus.FAILED, error=reason, finished_at=timezone.now())
        raise


def lengths(stats: list[MatchStats]) -> list[int]:
    """Each match's hands (the chart of match lengths)."""
    return [match.hands for match in stats]


def _store(run: SimulationRun, index: int, chunk: list[dict[str, Any]], matches: int) -> None:
    """Add the chunk to the run, under the run's row lock; the chunk completing the set
    merges them all into the figures."""
    with transaction.atomic():
        locked = _mine(run).select_for_update().filter(status=RunStatus.RUNNING).first()
        if locked is None:
            raise Superseded(run.pk)
        chunks: dict[str, Any] = dict(locked.result["chunks"])
        if str(index) in chunks:  # played twice (a job run again): count it once
            return
        chunks[str(index)] = chunk
        fields: dict[str, Any] = {"done": locked.done + matches, "progress_at": timezone.now()}
        if len(chunks) == chunks_of(locked):
            fields.update(status=RunStatus.DONE, finished_at=timezone.now(), result=_result(chunks))
        else:
            fields["result"] = {"format": RESULT_FORMAT, "chunks": chunks}
        _mine(run).update(**fields)
    for name, value in fields.items():
        setattr(run, name, value)


def _result(chunks: dict[str, Any]) -> dict[str, Any]:
    """The stored figures: each side's summary, and each match's length (for the chart), in
    match order."""
    ordered = [chunks[key] for key in sorted(chunks, key=int)]
    sides = []
    for side in range(2):
        parts = [RulesetSummary.from_json(chunk[side]["summary"]) for chunk in ordered]
        hands = [length for chunk in ordered for length in chunk[side]["hands"]]
        sides.append({"summary": merge(parts).to_json(), "hands": hands})
    return {"format": RESULT_FORMAT, "sides": sides}


@functools.lru_cache(maxsize=8)
def _rules(canonical: str) -> rulesets.Ruleset:
    """The rules of a run's canonical JSON: one object per text in this process, so the
    chunks a worker plays of one run share the engine's per-ruleset tables (the pack, the
    seating, the bots' thresholds: `engine.core.memo.PerRuleset`, keyed by the object),
    instead of working them out again for every chunk. Rules objects are immutable."""
    return rulesets.from_data(json.loads(canonical))


def _mine(run: SimulationRun) -> Any:
    return SimulationRun.objects.filter(pk=run.pk, task_id=run.task_id)


def _update(run: SimulationRun, **fields: Any) -> None:
    """Save `fields`, and the time of this sign of life (`SimulationRun.stalled`), unless
    the run now belongs to another job: then raise `Superseded`."""
    fields["progress_at"] = timezone.now()
    if not _mine(run).update(**fields):
        raise Superseded(run.pk)
    for name, value in fields.items():
        setattr(run, name, value)
