"""A run of "What would this change do?" is cut into chunks, each queued as its own job, so
that every task worker takes a share of it. The progress adds up across chunks, and the
figures are the same as one `simulate` call whichever workers played which chunks, in
whatever order: a chunk stores integer sums only, merged in chunk order."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django_tasks_db.models import DBTaskResult

from clubsite import tasks
from clubsite.models import RunStatus, Simulation, SimulationRun
from clubsite.simulations import Figures, ask
from engine.simulate import simulate
from registry.models import Ruleset
from tests.clubsite.conftest import head

MATCHES, SEED = 10, 5


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tasks, "CHUNK", 4)  # 10 matches: chunks of 4, 4 and 2


def asked(house: Ruleset) -> Simulation:
    return ask(
        house, house.versions.get(number=1), head(house), matches=MATCHES, seed=SEED, user=None
    )


def one_call(house: Ruleset) -> list[tuple[str, list[str]]]:
    old, new = house.versions.get(number=1).load_rules(), head(house).load_rules()
    return simulate(old, new, MATCHES, 1, SEED).rows()


def figures_of(simulation: Simulation) -> Figures:
    figures = Figures.of(Simulation.objects.get(pk=simulation.pk))
    assert figures is not None
    return figures


def test_the_run_job_queues_a_job_per_further_chunk_and_a_worker_plays_them_all(
    flushable_db: None, house: Ruleset
) -> None:
    simulation = asked(house)
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)
    jobs = DBTaskResult.objects.order_by("enqueued_at")
    assert [job.task_path for job in jobs] == [
        "clubsite.tasks.run_simulation",
        *["clubsite.tasks.play_chunk_task"] * 2,
    ]
    assert {job.status for job in jobs} == {"SUCCESSFUL"}
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.DONE and run.done == run.total == 20
    assert figures_of(simulation).rows() == one_call(house)


def test_chunks_played_in_another_order_give_the_same_figures_and_progress_adds_up(
    house: Ruleset,
) -> None:
    simulation = asked(house)
    run = SimulationRun.objects.get()
    tasks.play_run(run, job=run.task_id, spread=True)  # the run's job: chunk 0, queues 1 and 2
    assert DBTaskResult.objects.filter(task_path="clubsite.tasks.play_chunk_task").count() == 2
    progress = [SimulationRun.objects.get().done]
    for index in (2, 1):  # as a second worker might: the last chunk first
        tasks.play_chunk(SimulationRun.objects.get(), index)
        progress.append(SimulationRun.objects.get().done)
    assert progress == [8, 12, 20]
    assert SimulationRun.objects.get().status == RunStatus.DONE
    assert figures_of(simulation).rows() == one_call(house)


def test_a_chunk_played_twice_counts_once(house: Ruleset) -> None:
    asked(house)
    run = SimulationRun.objects.get()
    tasks.play_run(run, job=run.task_id, spread=True)
    tasks.play_chunk(SimulationRun.objects.get(), 1)
    tasks.play_chunk(SimulationRun.objects.get(), 1)
    assert SimulationRun.objects.get().done == 16


def test_a_chunk_of_a_run_handed_to_another_job_stores_nothing(house: Ruleset) -> None:
    asked(house)
    run = SimulationRun.objects.get()
    tasks.play_run(run, job=run.task_id, spread=True)
    lost = SimulationRun.objects.get()
    SimulationRun.objects.update(task_id="another-job")
    with pytest.raises(tasks.Superseded):
        tasks.play_chunk(lost, 1)
    assert SimulationRun.objects.get().done == 8


def test_the_chunks_a_worker_plays_share_one_rules_object_and_its_tables(
    house: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each chunk reads the run's rules; built once per process, the engine's per-ruleset
    tables (engine.core.memo.PerRuleset, keyed by the rules object) serve every chunk."""
    tasks._rules.cache_clear()
    built: list[object] = []
    real = tasks.rulesets.from_data

    def counted(data: object) -> object:
        built.append(data)
        return real(data)  # type: ignore[arg-type]

    monkeypatch.setattr(tasks.rulesets, "from_data", counted)
    asked(house)
    tasks.play_run(SimulationRun.objects.get())  # three chunks, A and B in each
    assert len(built) == 2
