"""Issue 13, "for every game": the API opens a score sheet from a given standing (`start`,
a match continued from paper). The start is checked against the pinned rules: one that does
not fit them is a 422 naming its field, never a 500, and nothing is stored. The hands, the
finish and the verification follow the started standing."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from rest_framework.test import APIClient

from registry.models import Match, Version
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.api.conftest import Clients
from tests.cast import Cast, publish_next

ROOK = (LIBRARY_DIR / "rook.yaml").read_bytes()
SEATS = ["alice", "erin", "bob", "stan"]
BIG = {"bidder": 2, "bid": 120, "trump": "hearts", "points": [10, 130]}
"""Side 2 makes 120 with 130 of the 140 points; side 1 keeps its 10."""


@pytest.fixture
def rook(cast: Cast) -> Version:
    table = create_ruleset(cast.club, slug="rook", title="Thursday Rook", actor=cast.owner)
    return publish_next(table, ROOK, cast.owner, "Seed 004")


def open_sheet(client: APIClient, start: Any) -> Any:
    body = {"mode": "sheet", "version": "riverside/rook@1", "seats": SEATS, "start": start}
    return client.post("/api/v1/matches/", body, format="json")


def test_a_rook_sheet_continued_from_paper_finishes_on_its_first_hand(
    rook: Version, client_as: Clients
) -> None:
    client = client_as("editor")
    opened = open_sheet(client, {"scores": [0, 200], "hands_played": 3})
    assert opened.status_code == 201, opened.content
    links = opened.json()["links"]
    assert client.get(links["verify"]).json()["summary"] == "verified"
    # rook.yaml plays to 300: 200 + 130 = 330 for side 2.
    last = client.post(links["hands"], BIG, format="json")
    assert last.status_code == 200, last.content
    assert last.json()["status"] == "finished"
    assert last.json()["result"]["winners"] == [2]
    assert last.json()["result"]["standing"]["scores"] == [10, 330]
    assert last.json()["result"]["standing"]["hands_played"] == 4
    log = client.get(links["log"]).json()["log"]
    assert log["start"] == {"scores": [0, 200], "hands_played": 3}
    assert client.get(links["verify"]).json()["summary"] == "verified"


@pytest.mark.parametrize(
    ("start", "field", "message"),
    [
        ({"scores": [0, 200], "bags": [1, 0]}, "start.bags", "this game counts no bags"),
        ({"scores": [0, 200, 10]}, "start.scores", "one number per side is needed"),
        ({"scores": "lots"}, "start.scores", ""),
        ({"bags": [0, 0]}, "start.scores", ""),
        ({"scores": [0, 200], "turns": 3}, "start.turns", ""),
        ("200 to 0", "start", ""),
        ({"scores": [0, 200], "hands_played": -1}, "start.hands_played", ""),
        ({"scores": [True, 200]}, "start.scores[1]", ""),
        # rook.yaml plays to 300: at 310 nothing is left to play.
        ({"scores": [0, 310]}, "start.scores", "the match is already over at this standing"),
    ],
)
def test_a_start_that_does_not_fit_is_a_located_422_and_stores_nothing(
    rook: Version, client_as: Clients, start: Any, field: str, message: str
) -> None:
    refused = open_sheet(client_as("editor"), start)
    assert refused.status_code == 422, refused.content
    body = refused.json()
    assert body["type"].endswith("/invalid-match-input")
    assert [(p["hand"], p["field"]) for p in body["problems"]] == [(None, field)]
    assert message in body["problems"][0]["message"]
    assert Match.objects.count() == 0


def test_a_bot_match_takes_no_start(rook: Version, client_as: Clients) -> None:
    body = {"mode": "bots", "version": "riverside/rook@1", "bots": ["random"] * 4}
    refused = client_as("editor").post(
        "/api/v1/matches/", {**body, "start": {"scores": [0, 200]}}, format="json"
    )
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"start": ["only a score sheet starts from paper"]}
    assert Match.objects.count() == 0


def test_the_api_document_describes_the_start(db: None) -> None:
    document = yaml.safe_load(APIClient().get("/api/v1/schema/").content)
    create = document["components"]["schemas"]["MatchCreateRequest"]["properties"]["start"]
    assert create["allOf"] == [{"$ref": "#/components/schemas/SheetStart"}]
    assert "continued from paper" in create["description"]
    start = document["components"]["schemas"]["SheetStart"]
    assert start["required"] == ["scores"]
    assert set(start["properties"]) == {"scores", "bags", "sets", "hands_played"}
