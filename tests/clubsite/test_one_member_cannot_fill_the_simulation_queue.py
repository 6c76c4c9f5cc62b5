"""Finding 3 (issue 42): every distinct (matches, seed) question queued a new simulation run,
with no limit per member or club: 60 questions from one editor queued 240,000 bot matches,
hours of the queue every club shares. A member may now have 3 simulations queued or running
at once and a club 6 (settings); past that the question is refused (429, Retry-After) with a
message saying when to try again. A question answered by a run already stored or queued
costs nothing and is never refused."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from clubsite.models import RunStatus, Simulation, SimulationRun
from registry.models import Role, Ruleset
from registry.services import set_membership
from tests.cast import Cast, make_user

URL = reverse("clubsite:simulate", args=["riverside", "house"])


def question(seed: int, matches: int = 2000) -> dict[str, object]:
    return {"base": 1, "against": "version", "other": 2, "matches": matches, "seed": seed}


@pytest.fixture
def editor(client_as: Any) -> Client:
    return client_as("editor")


def test_a_member_past_their_quota_is_refused_with_when_to_try_again(
    house: Ruleset, editor: Client
) -> None:
    asked = [editor.post(URL, question(seed)).status_code for seed in range(5)]
    assert asked == [302, 302, 302, 429, 429]
    assert SimulationRun.objects.count() == 3
    refused = editor.post(URL, question(99))
    page = refused.content.decode()
    assert "You already have 3 simulations queued or running" in page
    assert "Try again in about" in page and "minutes" in page
    assert int(refused["Retry-After"]) > 0


def test_the_same_question_again_shares_its_run_and_is_never_refused(
    house: Ruleset, editor: Client
) -> None:
    for seed in range(3):
        editor.post(URL, question(seed))
    again = editor.post(URL, question(1))
    assert again.status_code == 302
    assert SimulationRun.objects.count() == 3 and Simulation.objects.count() == 4


def test_a_finished_run_frees_a_place(house: Ruleset, editor: Client) -> None:
    for seed in range(3):
        editor.post(URL, question(seed))
    SimulationRun.objects.filter(seed=0).update(status=RunStatus.DONE)
    assert editor.post(URL, question(7)).status_code == 302


def test_the_club_has_a_quota_of_its_own(
    house: Ruleset, cast: Cast, client_as: Any, settings: Any
) -> None:
    settings.HOUSERULES_QUEUE_QUOTAS = {**settings.HOUSERULES_QUEUE_QUOTAS}
    settings.HOUSERULES_QUEUE_QUOTAS["simulations_per_club"] = 4
    others = []
    for name in ("dora", "ed"):
        member = make_user(name)
        set_membership(cast.club, member, Role.EDITOR, actor=cast.owner)
        client = Client()
        client.force_login(member)
        others.append(client)
    statuses = [client.post(URL, question(seed)).status_code for seed in range(2)
                for client in [client_as("editor")]]  # fmt: skip
    statuses += [others[0].post(URL, question(10 + seed)).status_code for seed in range(2)]
    assert statuses == [302] * 4
    refused = others[1].post(URL, question(20))
    assert refused.status_code == 429
    assert "The club already has 4 simulations queued or running" in refused.content.decode()


def test_the_quotas_are_settings(house: Ruleset, editor: Client, settings: Any) -> None:
    settings.HOUSERULES_QUEUE_QUOTAS = {**settings.HOUSERULES_QUEUE_QUOTAS}
    settings.HOUSERULES_QUEUE_QUOTAS["simulations_per_member"] = 1
    assert [editor.post(URL, question(s)).status_code for s in range(2)] == [302, 429]
