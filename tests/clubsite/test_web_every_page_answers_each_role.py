"""Every page of the club site, for every role, in a private and a public club: a private club
does not exist for outsiders (404), a public one reads to anyone; scoring a table and
simulating need the owner or editor role; simulations are read by members."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubsite.models import Simulation
from clubsite.simulations import ask
from registry.models import Ruleset
from registry.services.matches import open_score_sheet
from tests.clubsite.conftest import ROLES, Cast, Clients, bot_match, publish_next, with_target

READ = {"owner": 200, "editor": 200, "viewer": 200, "outsider": 404, "anonymous": 404, "staff": 200}
PUBLIC_READ = dict.fromkeys(ROLES, 200)
SCORE = {
    "owner": 200,
    "editor": 200,
    "viewer": 403,
    "outsider": 404,
    "anonymous": 404,
    "staff": 200,
}
PUBLIC_SCORE = {**SCORE, "outsider": 403, "anonymous": 302}
MEMBERS = {"owner": 200, "editor": 200, "viewer": 200, "outsider": 404, "anonymous": 404,
           "staff": 200}  # fmt: skip
PUBLIC_MEMBERS = {**MEMBERS, "outsider": 403, "anonymous": 302}


def pages(ruleset: Ruleset, cast: Cast) -> dict[str, tuple[str, str]]:
    """Each page's URL, and the access it needs: read, score or members."""
    club, slug = ruleset.club.slug, ruleset.slug
    version = ruleset.head
    match = bot_match(version, cast.owner)
    sheet = open_score_sheet(version, seats=["A", "B", "C", "D"], started_by=cast.editor)
    other = publish_next(ruleset, with_target(250), cast.editor, "Play to 250")
    simulation: Simulation = ask(ruleset, version, other, matches=10, seed=1, user=cast.editor)
    at = {"club": club, "ruleset": slug}
    return {
        "club": (reverse("clubsite:club", args=[club]), "read"),
        "ruleset": (reverse("clubsite:ruleset", kwargs=at), "read"),
        "version": (reverse("clubsite:version", kwargs={**at, "number": 1}), "read"),
        "source": (reverse("clubsite:source", kwargs={**at, "number": 1}), "read"),
        "history": (reverse("clubsite:history", kwargs=at), "read"),
        "compare": (reverse("clubsite:compare", kwargs={**at, "a": 1, "b": 2}), "read"),
        "audit": (reverse("clubsite:match", args=[club, match.pk]), "read"),
        "open sheet": (reverse("clubsite:open_sheet", kwargs=at), "score"),
        "score": (reverse("clubsite:score", args=[club, sheet.pk]), "score"),
        "simulate": (reverse("clubsite:simulate", kwargs=at), "score"),
        "simulations": (reverse("clubsite:simulations", kwargs=at), "members"),
        "simulation": (
            reverse("clubsite:simulation", kwargs={**at, "simulation": simulation.pk}),
            "members",
        ),
    }


@pytest.mark.parametrize("role", ROLES)
def test_a_private_club_reads_to_members_and_staff_only(
    role: str, ruleset: Ruleset, cast: Cast, client_as: Clients
) -> None:
    expected = {"read": READ, "score": SCORE, "members": MEMBERS}
    client = client_as(role)
    for name, (url, needs) in pages(ruleset, cast).items():
        status = client.get(url).status_code
        assert status == expected[needs][role], f"{name} ({url}) as {role}: {status}"


@pytest.mark.parametrize("role", ROLES)
def test_a_public_club_reads_to_anyone_and_scores_for_its_editors(
    role: str, open_house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    expected = {"read": PUBLIC_READ, "score": PUBLIC_SCORE, "members": PUBLIC_MEMBERS}
    client = client_as(role)
    for name, (url, needs) in pages(open_house, cast).items():
        response = client.get(url)
        assert response.status_code == expected[needs][role], f"{name} ({url}) as {role}"
        if response.status_code == 302:
            assert response.url.startswith(reverse("login") + "?next=")


def test_pages_of_a_club_answer_only_under_that_club(
    ruleset: Ruleset, open_house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    match = bot_match(ruleset.head, cast.owner)
    client = client_as("owner")
    assert client.get(reverse("clubsite:match", args=["parkside", match.pk])).status_code == 404
    assert client.get(reverse("clubsite:match", args=["riverside", match.pk])).status_code == 200
    missing = reverse("clubsite:version", args=["riverside", "house", 99])
    assert client.get(missing).status_code == 404


def test_scoring_and_simulating_posts_are_refused_like_their_pages(
    ruleset: Ruleset, cast: Cast, client_as: Clients
) -> None:
    at = {"club": "riverside", "ruleset": "house"}
    data = {"version": 1, "players": "A, B, C, D"}
    assert (
        client_as("viewer").post(reverse("clubsite:open_sheet", kwargs=at), data).status_code == 403
    )
    assert (
        client_as("outsider").post(reverse("clubsite:simulate", kwargs=at), {}).status_code == 404
    )
    assert not Simulation.objects.exists()
