"""An Oh Hell score sheet through the API, on a club's version of the library's Oh Hell: its
hands (each seat's bid and tricks) posted one by one and scored exactly as the engine's
sheet scorer scores the same sheet, and verified. A hand whose bids break the hook, or whose
tricks do not add up, is a 422 naming the hand and the field, and stores nothing."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

import rulesets
from engine.games import family_for
from registry.models import Match
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.api.conftest import Clients
from tests.cast import Cast, publish_next

SEATS = ["alice", "erin", "bob", "stan"]
HANDS: list[dict[str, Any]] = [
    {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
    {"bids": [0, 1, 0, 0], "tricks": [0, 1, 1, 0]},
    {"cards": 3, "bids": [1, 1, 0, 2], "tricks": [1, 1, 0, 1]},
]
"""The first three hands of oh-hell.yaml (a point a trick, ten for an exact bid), worked by
hand: 11 10 10 0; 21 21 11 10; 32 32 21 11."""


@pytest.fixture
def opened(cast: Cast, client_as: Clients) -> tuple[APIClient, dict[str, Any]]:
    table = create_ruleset(cast.club, slug="oh-hell", title="Oh Hell", actor=cast.owner)
    publish_next(table, (LIBRARY_DIR / "oh-hell.yaml").read_bytes(), cast.owner, "Library")
    client = client_as("editor")
    body = {"mode": "sheet", "version": "riverside/oh-hell@1", "seats": SEATS}
    answer = client.post("/api/v1/matches/", body, format="json")
    assert answer.status_code == 201, answer.content
    return client, dict(answer.json())


def test_an_oh_hell_sheet_is_scored_as_the_engine_scores_it(
    opened: tuple[APIClient, dict[str, Any]],
) -> None:
    client, match = opened
    rules = rulesets.library("oh-hell")
    for number, hand in enumerate(HANDS, start=1):
        posted = client.post(match["links"]["hands"], hand, format="json")
        assert posted.status_code == 200, (number, posted.content)
        oracle = family_for(rules).score_sheet(rules, {"hands": HANDS[:number]})
        stored = Match.objects.get(pk=match["id"]).log["hands"][-1]
        assert stored["standing"] == oracle.standing.to_json()
    assert stored["standing"]["scores"] == [32, 32, 21, 11]
    assert client.get(match["links"]["verify"]).json()["summary"] == "verified"


@pytest.mark.parametrize(
    ("hand", "located"),
    [
        ({"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]}, [(1, "bids[1]")]),  # the hook
        ({"bids": [1, 0, 0, 1], "tricks": [1, 1, 0, 0]}, [(1, "tricks")]),
        ({"bids": [1, 0, 0], "tricks": [1, 0, 0, 0]}, [(1, "bids")]),
        ({"bids": [1, 0, 0, "x"], "tricks": [1, 0, 0, 0]}, [(1, "bids[4]")]),
    ],
)
def test_a_bad_oh_hell_hand_is_a_located_422_and_stores_nothing(
    opened: tuple[APIClient, dict[str, Any]], hand: dict[str, Any], located: list[Any]
) -> None:
    client, match = opened
    refused = client.post(match["links"]["hands"], hand, format="json")
    assert refused.status_code == 422, refused.content
    assert [(p["hand"], p["field"]) for p in refused.json()["problems"]] == located
    assert Match.objects.get(pk=match["id"]).log["hands"] == []
