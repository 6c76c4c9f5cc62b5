"""A Rook score sheet through the API: opened on a Rook version like any sheet, its hands (the
auction's winner, the bid, the trump and each side's points) posted one by one and scored by
the engine, refused with every problem (422), finished by the hand that wins, and verified."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from rest_framework.test import APIClient

from registry.models import Match, MatchStatus, Version
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.api.conftest import Clients
from tests.cast import Cast, publish_next

ROOK = (LIBRARY_DIR / "rook.yaml").read_bytes()
SEATS = ["alice", "erin", "bob", "stan"]
BIG = {"bidder": 2, "bid": 120, "trump": "hearts", "points": [10, 130]}
"""Side 2 makes 120 with 130 of the 140 points: three of these pass 300."""


@pytest.fixture
def rook(cast: Cast) -> Version:
    table = create_ruleset(cast.club, slug="rook", title="Thursday Rook", actor=cast.owner)
    return publish_next(table, ROOK, cast.owner, "Seed 004")


def open_sheet(client: APIClient) -> dict[str, Any]:
    body = {"mode": "sheet", "version": "riverside/rook@1", "seats": SEATS}
    opened = client.post("/api/v1/matches/", body, format="json")
    assert opened.status_code == 201, opened.content
    return dict(opened.json())


def test_a_rook_sheet_is_scored_hand_by_hand_and_the_third_hand_wins(
    rook: Version, client_as: Clients
) -> None:
    client = client_as("editor")
    opened = open_sheet(client)
    assert (opened["status"], opened["rules_digest"]) == ("open", rook.rules_digest)
    hands = opened["links"]["hands"]
    first = client.post(hands, BIG, format="json")
    assert first.status_code == 200, first.content
    assert first["Rules-Digest"] == rook.rules_digest
    client.post(hands, {**BIG, "dealer": 2}, format="json")
    last = client.post(hands, {**BIG, "trump": "S"}, format="json")
    assert last.json()["status"] == "finished"
    assert last.json()["result"]["winners"] == [2]
    assert last.json()["result"]["standing"]["scores"] == [30, 390]
    log = client.get(opened["links"]["log"]).json()["log"]
    assert [(hand["declarer"], hand["trump"]) for hand in log["hands"]] == [
        (2, "H"),
        (2, "H"),
        (2, "S"),
    ]
    assert client.get(opened["links"]["verify"]).json()["summary"] == "verified"


def test_a_refused_rook_hand_is_422_listing_every_problem_and_stores_nothing(
    rook: Version, client_as: Clients
) -> None:
    client = client_as("owner")
    opened = open_sheet(client)
    bad = {"bidder": 5, "bid": 65, "trump": "purple", "points": [10, 120], "tricks": [4]}
    refused = client.post(opened["links"]["hands"], bad, format="json")
    assert refused.status_code == 422
    body = refused.json()
    assert body["type"].endswith("/invalid-match-input")
    assert body["detail"] == "5 problems; nothing was stored"
    assert [(p["hand"], p["field"]) for p in body["problems"]] == [
        (1, "tricks"),
        (1, "bidder"),
        (1, "bid"),
        (1, "trump"),
        (1, "points"),
    ]
    assert "65 cannot win the auction: a bid runs from 70 to 120" in body["problems"][2]["message"]
    assert Match.objects.get(pk=opened["id"]).log["hands"] == []


def test_a_rook_hand_may_be_sent_as_yaml(rook: Version, client_as: Clients) -> None:
    client = client_as("editor")
    opened = open_sheet(client)
    text = yaml.safe_dump({"bidder": 3, "bid": 85, "points": [100, 40], "discarded": 0})
    scored = client.post(opened["links"]["hands"], text, content_type="application/yaml")
    assert scored.status_code == 200, scored.content
    assert Match.objects.get(pk=opened["id"]).log["hands"][0]["standing"]["scores"] == [100, 40]


def test_a_viewer_may_not_score_a_rook_hand(rook: Version, client_as: Clients) -> None:
    opened = open_sheet(client_as("editor"))
    refused = client_as("viewer").post(opened["links"]["hands"], BIG, format="json")
    assert refused.status_code == 403
    assert Match.objects.get(pk=opened["id"]).status == MatchStatus.OPEN


def test_the_api_document_offers_the_rook_hand(db: None) -> None:
    document = yaml.safe_load(APIClient().get("/api/v1/schema/").content)
    hands = document["paths"]["/api/v1/matches/{id}/hands"]["post"]
    schema = hands["requestBody"]["content"]["application/json"]["schema"]
    shapes = document["components"]["schemas"][schema["$ref"].split("/")[-1]]["anyOf"]
    assert {"$ref": "#/components/schemas/RookSheetHand"} in shapes
    rook = document["components"]["schemas"]["RookSheetHand"]
    assert set(rook["required"]) == {"bid", "bidder", "points"}
    assert set(rook["properties"]) == {
        "dealer", "bidder", "bid", "trump", "points", "last_trick", "discarded", "reneges",
    }  # fmt: skip
