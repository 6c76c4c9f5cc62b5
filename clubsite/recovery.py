"""A task worker that starts picks up the simulation runs whose worker is gone.

A worker killed mid-run (SIGKILL, a lost machine) reports nothing: its jobs stay RUNNING in
the task queue for ever and its run makes no progress. When a worker starts
(`manage.py db_worker`), `recover_orphans` finds the simulation jobs claimed only by workers
whose heartbeat (`houserules.heartbeat`) is older than `HOUSERULES_WORKER_SEEN_SECONDS`,
marks them failed, and queues the chunks of their runs that are neither stored nor still
queued, under the run's own job, so the run goes on from its finished chunks.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from clubsite.models import RunStatus, SimulationRun

logger = logging.getLogger(__name__)

__all__ = ["recover_orphans", "jobs_of_run", "abandon_jobs", "RUN_TASK", "CHUNK_TASK"]

RUN_TASK = "clubsite.tasks.run_simulation"
CHUNK_TASK = "clubsite.tasks.play_chunk_task"


def _run_of(job: DBTaskResult) -> int | None:
    args = (job.args_kwargs or {}).get("args") or []
    return args[0] if args and isinstance(args[0], int) else None


def _chunk_of(job: DBTaskResult) -> int | None:
    args = (job.args_kwargs or {}).get("args") or []
    return args[1] if job.task_path == CHUNK_TASK and len(args) > 1 else None


def _simulation_jobs() -> Iterable[DBTaskResult]:
    return DBTaskResult.objects.filter(task_path__in=[RUN_TASK, CHUNK_TASK])


def jobs_of_run(run: SimulationRun, jobs: Iterable[DBTaskResult]) -> list[DBTaskResult]:
    """The jobs among `jobs` that play `run`."""
    return [job for job in jobs if _run_of(job) == run.pk]


def abandon_jobs(run: SimulationRun, reason: str) -> int:
    """Mark failed every job of `run` still RUNNING in the task queue (its lead and its
    chunks): their worker is gone, and the queue cannot see that by itself."""
    running = jobs_of_run(run, _simulation_jobs().filter(status="RUNNING"))
    for job in running:
        job.set_failed(RuntimeError(reason))
    return len(running)


def _live_workers() -> set[str]:
    from houserules.models import WorkerHeartbeat

    seen = timezone.now() - timedelta(seconds=settings.HOUSERULES_WORKER_SEEN_SECONDS)
    return set(
        WorkerHeartbeat.objects.filter(seen_at__gte=seen).values_list("worker_id", flat=True)
    )


def recover_orphans(worker_id: str) -> list[int]:
    """Fail the simulation jobs whose workers are all gone and queue again what their runs
    still need; the ids of the runs recovered. Called by a worker (`worker_id`) as it starts."""
    from clubsite.simulations import requeue
    from clubsite.tasks import chunks_of, finished_chunks, play_chunk_task

    live = _live_workers() | {worker_id}
    orphans = [
        job
        for job in _simulation_jobs().filter(status="RUNNING")
        if not set(job.worker_ids or []) & live
    ]
    recovered = []
    for run_id in sorted({_run_of(job) for job in orphans} - {None}):
        with transaction.atomic():
            run = SimulationRun.objects.select_for_update().filter(pk=run_id).first()
            if run is None:
                continue
            mine = jobs_of_run(run, orphans)
            for job in mine:
                job.set_failed(RuntimeError(f"its worker stopped; recovered by worker {worker_id}"))
            if run.status == RunStatus.QUEUED and any(job.task_path == RUN_TASK for job in mine):
                requeue(run)  # its lead died before it started: queue the run afresh
            elif run.status == RunStatus.RUNNING:
                waiting = {
                    _chunk_of(job)
                    for job in jobs_of_run(run, _simulation_jobs().filter(status="READY"))
                }
                kept = finished_chunks(run)
                missing = [
                    index
                    for index in range(chunks_of(run))
                    if str(index) not in kept and index not in waiting
                ]
                for index in missing:
                    play_chunk_task.enqueue(run.pk, index, run.task_id)
                SimulationRun.objects.filter(pk=run.pk).update(progress_at=timezone.now())
            else:
                continue
            recovered.append(run.pk)
            logger.warning("simulation run %s: its worker was gone; recovered", run.pk)
    return recovered
