"""A worker killed mid-run reports nothing, so the task queue shows its job running for ever.
A run with no progress for HOUSERULES_SIMULATION_STALL_SECONDS is shown as stopped, with the
offer to ask again, and asking again queues it for another worker, which finishes it."""

from __future__ import annotations

from datetime import timedelta

from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from clubsite.models import RunStatus, SimulationRun
from registry.models import Ruleset

ASK = {"base": 1, "against": "version", "other": 2, "matches": 12, "seed": 3}


def ask_url() -> str:
    return reverse("clubsite:simulate", args=["riverside", "house"])


def killed_mid_run(seconds_ago: int) -> SimulationRun:
    """The state a SIGKILLed worker leaves: its job claimed and running, the run half done,
    its last progress `seconds_ago`."""
    run = SimulationRun.objects.get()
    job = DBTaskResult.objects.get()
    job.claim("worker-on-a-lost-machine")
    then = timezone.now() - timedelta(seconds=seconds_ago)
    run.status, run.done, run.started_at, run.progress_at = RunStatus.RUNNING, 8, then, then
    run.save()
    return run


def test_a_run_without_progress_for_too_long_is_shown_stopped_with_a_way_to_ask_again(
    house: Ruleset, editor: Client, settings: object
) -> None:
    page = editor.post(ask_url(), ASK).url
    killed_mid_run(seconds_ago=301)
    html = editor.get(page).content.decode()
    assert "The simulation stopped after 8 of 24 matches" in html
    assert "Try again" in html and "http-equiv" not in html


def test_a_run_still_making_progress_is_left_to_its_worker(house: Ruleset, editor: Client) -> None:
    page = editor.post(ask_url(), ASK).url
    killed_mid_run(seconds_ago=299)
    html = editor.get(page).content.decode()
    assert "Playing matches: 8 of 24" in html and "http-equiv" in html
    editor.post(ask_url(), ASK)
    assert SimulationRun.objects.get().status == RunStatus.RUNNING
    assert DBTaskResult.objects.count() == 1


def test_asking_again_queues_a_stopped_run_and_another_worker_finishes_it(
    flushable_db: None, house: Ruleset, editor: Client
) -> None:
    editor.post(ask_url(), ASK)
    stale_job = DBTaskResult.objects.get()
    killed_mid_run(seconds_ago=3600)
    editor.post(ask_url(), ASK)
    stale_job.refresh_from_db()
    assert stale_job.status == "FAILED" and "its worker stopped" in stale_job.traceback
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.DONE and run.done == run.total == 24
    assert DBTaskResult.objects.exclude(pk=stale_job.pk).get().status == "SUCCESSFUL"


def test_the_time_allowed_without_progress_is_a_setting(
    house: Ruleset, editor: Client, settings: object
) -> None:
    settings.HOUSERULES_SIMULATION_STALL_SECONDS = 30  # type: ignore[attr-defined]
    editor.post(ask_url(), ASK)
    assert killed_mid_run(seconds_ago=31).stalled


def test_a_worker_that_was_only_slow_stops_when_its_run_was_handed_on(
    house: Ruleset, editor: Client
) -> None:
    from clubsite.tasks import play_run

    editor.post(ask_url(), ASK)
    slow_job = SimulationRun.objects.get().task_id
    killed_mid_run(seconds_ago=3600)
    editor.post(ask_url(), ASK)  # handed to a new job
    play_run(SimulationRun.objects.get(), job=slow_job)  # the slow job goes on: it must stop
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.QUEUED and run.done == 0 and run.result is None
