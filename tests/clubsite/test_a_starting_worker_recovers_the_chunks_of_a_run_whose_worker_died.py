"""Finding 6 (issue 42): a worker killed mid-simulation left its chunk RUNNING for good; the
run was seen as stalled only after 300 s, "try again" replayed the whole run from 0 (3,950
finished matches thrown away), and the orphaned chunk job was never failed. A worker that
starts now fails the jobs of workers whose heartbeat is gone and queues the chunks their
runs still need; "try again" goes on from the chunks already stored. The figures are the
same as one `simulate` call either way."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from clubsite import tasks
from clubsite.models import RunStatus, Simulation, SimulationRun
from clubsite.simulations import Figures, ask
from engine.simulate import simulate
from houserules.models import WorkerHeartbeat
from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head

MATCHES, SEED = 12, 5  # chunks of 4: 0, 1 and 2
CHUNK_TASK = "clubsite.tasks.play_chunk_task"


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Chunks of 4 matches; the list of first seeds every chunk was played from."""
    monkeypatch.setattr(tasks, "CHUNK", 4)
    seeds: list[int] = []
    real = tasks.run_matches

    def counted(setups: Any, count: int, seed: int, processes: int) -> Any:
        seeds.append(seed)
        return real(setups, count, seed, processes)

    monkeypatch.setattr(tasks, "run_matches", counted)
    return seeds


def killed_after_chunk_0(house: Ruleset, user: Any = None) -> Simulation:
    """A worker on a machine now lost took the run's job, played chunk 0, queued chunks 1 and
    2, claimed chunk 1 and died: its jobs stay RUNNING, and its heartbeat is old."""
    simulation = ask(
        house, house.versions.get(number=1), head(house), matches=MATCHES, seed=SEED, user=user
    )
    run = SimulationRun.objects.get()
    lead = DBTaskResult.objects.get(pk=run.task_id)
    lead.claim("lost-worker")
    tasks.play_run(run, job=run.task_id, spread=True)
    chunk_1 = next(
        job for job in DBTaskResult.objects.filter(task_path=CHUNK_TASK)
        if job.args_kwargs["args"][1] == 1
    )  # fmt: skip
    chunk_1.claim("lost-worker")
    long_ago = timezone.now() - timedelta(hours=1)
    WorkerHeartbeat.objects.create(worker_id="lost-worker", started_at=long_ago, seen_at=long_ago)
    return simulation


def one_call(house: Ruleset) -> list[tuple[str, list[str]]]:
    old, new = house.versions.get(number=1).load_rules(), head(house).load_rules()
    return simulate(old, new, MATCHES, 1, SEED).rows()


def work() -> None:
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)


def test_a_starting_worker_fails_the_orphaned_jobs_and_plays_only_the_missing_chunks(
    flushable_db: None, house: Ruleset, small_chunks: list[int]
) -> None:
    simulation = killed_after_chunk_0(house)
    assert SimulationRun.objects.get().done == 8
    small_chunks.clear()
    work()
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.DONE and run.done == run.total == 24
    assert sorted(small_chunks) == [SEED + 4, SEED + 8]  # chunk 0 was not played again
    failed = DBTaskResult.objects.filter(status="FAILED")
    assert failed.count() == 2  # the lead and chunk 1, both of the lost worker
    assert all("recovered by worker" in job.traceback for job in failed)
    assert not DBTaskResult.objects.filter(status="RUNNING").exists()
    figures = Figures.of(Simulation.objects.get(pk=simulation.pk))
    assert figures is not None and figures.rows() == one_call(house)


def test_jobs_of_a_worker_still_beating_are_left_alone(flushable_db: None, house: Ruleset) -> None:
    killed_after_chunk_0(house)
    WorkerHeartbeat.objects.filter(worker_id="lost-worker").update(seen_at=timezone.now())
    work()
    assert DBTaskResult.objects.filter(status="RUNNING").count() == 2
    assert SimulationRun.objects.get().status == RunStatus.RUNNING


def test_try_again_goes_on_from_the_finished_chunks(
    flushable_db: None, house: Ruleset, client_as: Clients, small_chunks: list[int]
) -> None:
    editor: Client = client_as("editor")
    killed_after_chunk_0(house, user=house.club.memberships.get(role="editor").user)
    SimulationRun.objects.update(progress_at=timezone.now() - timedelta(hours=1))  # stalled
    url = reverse("clubsite:simulate", args=["riverside", "house"])
    question = {"base": 1, "against": "version", "other": 2, "matches": MATCHES, "seed": SEED}
    assert editor.post(url, question).status_code == 302
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.QUEUED and run.done == 8  # chunk 0 kept
    assert not DBTaskResult.objects.filter(status="RUNNING").exists()  # lead and chunk 1 failed
    small_chunks.clear()
    work()
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.DONE and run.done == 24
    assert sorted(small_chunks) == [SEED + 4, SEED + 8]
    figures = Figures.of(Simulation.objects.order_by("created_at").last())
    assert figures is not None and figures.rows() == one_call(house)
