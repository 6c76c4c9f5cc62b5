""" "What would this change do?": a question is queued on django-tasks' database backend, a
worker (`manage.py db_worker`) plays it in steps with its progress stored, and the figures
are shown side by side with SVG charts. The same question asked again is answered from the
stored run; a draft with mistakes is refused with their lines."""

from __future__ import annotations

import re

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

import rulesets
from clubsite.models import RunStatus, Simulation, SimulationRun
from clubsite.simulations import Figures, ask
from clubsite.tasks import CHUNK, play_run
from engine.simulate import simulate
from registry.models import Ruleset
from tests.clubsite.conftest import Cast, Clients, head, with_target


def ask_url() -> str:
    return reverse("clubsite:simulate", args=["riverside", "house"])


def versions(a: int = 1, b: int = 2, matches: int = 12, seed: int = 3) -> dict[str, object]:
    return {"base": a, "against": "version", "other": b, "matches": matches, "seed": seed}


def test_the_form_offers_the_previous_version_against_the_head(
    house: Ruleset, editor: Client
) -> None:
    html = editor.get(ask_url()).content.decode()
    assert re.search(r'name="base"[^>]*>.*?<option value="1" selected>', html, re.S)
    assert re.search(r'name="other"[^>]*>.*?<option value="2" selected>', html, re.S)


def test_asking_queues_a_run_and_shows_its_progress(house: Ruleset, editor: Client) -> None:
    response = editor.post(ask_url(), versions())
    simulation = Simulation.objects.get()
    assert response.url == reverse(
        "clubsite:simulation", args=["riverside", "house", simulation.pk]
    )
    run = simulation.run
    assert run.status == RunStatus.QUEUED and run.total == 24
    task = DBTaskResult.objects.get()
    assert task.task_path == "clubsite.tasks.run_simulation" and str(task.id) == run.task_id
    html = editor.get(response.url).content.decode()
    assert '<meta http-equiv="refresh" content="2">' in html
    assert '<progress id="progress" max="24" value="0">' in html
    assert "Waiting for a worker" in html and "db_worker" in html


def test_a_worker_plays_the_run_and_the_figures_appear(
    flushable_db: None, house: Ruleset, editor: Client, client_as: Clients
) -> None:
    response = editor.post(ask_url(), versions())
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)
    run = SimulationRun.objects.get()
    assert run.status == RunStatus.DONE and run.done == run.total == 24
    assert DBTaskResult.objects.get().status == "SUCCESSFUL"
    html = client_as("viewer").get(response.url).content.decode()
    assert "http-equiv" not in html
    assert html.count('<svg class="chart"') == 3 and "<title" in html
    assert "hands per match (mean ± stdev)" in html and "nil success rate" in html
    assert "comeback after trailing at hand 5" in html
    assert "95% confidence interval" in html and "B against A" in html
    assert '<p id="noise">' in html
    assert "A: version 1" in html and "B: version 2" in html
    assert "Target score: 500 points → 300 points" in html


def test_the_same_question_is_answered_from_the_stored_run(
    house: Ruleset, editor: Client, cast: Cast
) -> None:
    first = ask(house, house.versions.get(number=1), head(house), matches=12, seed=3, user=None)
    play_run(first.run)
    response = editor.post(ask_url(), versions())
    assert SimulationRun.objects.count() == 1 and DBTaskResult.objects.count() == 1
    second = Simulation.objects.exclude(pk=first.pk).get()
    assert second.run == first.run and second.requested_by == cast.editor
    html = editor.get(response.url).content.decode()
    assert "the stored result is shown" in html and html.count('<svg class="chart"') == 3
    editor.post(ask_url(), versions(seed=4))
    assert SimulationRun.objects.count() == 2


def test_a_draft_with_mistakes_is_refused_with_their_lines(house: Ruleset, editor: Client) -> None:
    draft = with_target(300).decode().replace("  target: 300", "  target: lots")
    data = {**versions(), "against": "draft", "other": "", "draft": draft}
    html = editor.post(ask_url(), data).content.decode()
    found = re.search(r'id="id_draft_errors"><li>(Line \d+, column \d+: [^<]+)</li>', html)
    assert found, "the draft's problem is listed next to it"
    assert not Simulation.objects.exists() and not SimulationRun.objects.exists()


def test_a_valid_draft_is_simulated_against_a_version(house: Ruleset, editor: Client) -> None:
    draft = with_target(200).decode()
    editor.post(ask_url(), {**versions(a=2), "against": "draft", "other": "", "draft": draft})
    simulation = Simulation.objects.get()
    assert simulation.other is None and simulation.label_b == "the draft"
    assert simulation.run.rules_b == rulesets.rules_digest(rulesets.load(draft))
    assert simulation.run.rules_a == head(house).rules_digest


def test_picking_a_with_itself_is_refused_next_to_b(house: Ruleset, editor: Client) -> None:
    html = editor.post(ask_url(), versions(a=2, b=2)).content.decode()
    assert "Pick a version other than A." in html and not Simulation.objects.exists()


def test_a_failed_run_is_queued_again_when_asked_again(house: Ruleset, editor: Client) -> None:
    editor.post(ask_url(), versions())
    run = SimulationRun.objects.get()
    run.status, run.error = RunStatus.FAILED, "worker lost"
    run.save()
    html = editor.get(editor.post(ask_url(), versions()).url).content.decode()
    run.refresh_from_db()
    assert run.status == RunStatus.QUEUED and DBTaskResult.objects.count() == 2
    assert "Waiting for a worker" in html


def test_chunks_give_exactly_the_figures_of_one_simulate_call(house: Ruleset) -> None:
    matches = CHUNK + 5
    old, new = house.versions.get(number=1), head(house)
    simulation = ask(house, old, new, matches=matches, seed=11, user=None)
    play_run(simulation.run)
    figures = Figures.of(Simulation.objects.get(pk=simulation.pk))
    assert figures is not None
    report = simulate(old.load_rules(), new.load_rules(), matches, 1, 11)
    for mine, engine_column in zip(figures.columns, report.columns, strict=True):
        assert (mine.matches, mine.figures) == (engine_column.matches, engine_column.figures)
    assert [cells for _, cells in figures.rows()] == [cells for _, cells in report.rows()]


def test_a_run_that_fails_says_why_and_offers_to_try_again(house: Ruleset, editor: Client) -> None:
    response = editor.post(ask_url(), versions())
    run = SimulationRun.objects.get()
    run.rules_b_json = '{"game": "whist"}'
    run.save()
    with pytest.raises(rulesets.RulesetError):
        play_run(run)
    run.refresh_from_db()
    assert run.status == RunStatus.FAILED and run.error
    html = editor.get(response.url).content.decode()
    assert "The simulation failed" in html and "Try again" in html
    assert "http-equiv" not in html
