"""Matches through the API: pinned by rules digest or by `club/ruleset@N` (both must agree),
refused on a withdrawn version, played by bots at once or opened as a score sheet that is
scored hand by hand, and verified by replaying their log under the pinned rules."""

from __future__ import annotations

from typing import Any

from registry.models import Match, Ruleset
from registry.services import change_lifecycle
from tests.api.conftest import FIRST_HAND, SHEET_SEATS, Clients, Scene
from tests.cast import Cast, publish_next, with_target

BOTS = ["random"] * 4


def start(client: Any, **body: Any) -> Any:
    return client.post("/api/v1/matches/", {"mode": "bots", "bots": BOTS, **body}, format="json")


def test_a_bot_match_pinned_by_version_is_played_and_verifies(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("editor")
    response = start(client, version="riverside/house@1", seed=11)
    assert response.status_code == 201, response.content
    body = response.json()
    assert response["Location"] == f"/api/v1/matches/{body['id']}/" == body["links"]["self"]
    assert response["Rules-Digest"] == body["rules_digest"] == ruleset.head.rules_digest
    assert (body["version"], body["status"], body["seed"]) == ("riverside/house@1", "finished", 11)
    assert body["started_by"] == "erin"
    log = client.get(body["links"]["log"]).json()
    assert log["log"]["hands"] and log["rules_digest"] == body["rules_digest"]
    verified = client.get(body["links"]["verify"]).json()
    assert verified == {
        "id": body["id"],
        "rules_digest": body["rules_digest"],
        "verified": True,
        "discrepancy": None,
        "summary": "verified",
    }


def test_a_digest_alone_pins_the_version_that_has_those_rules(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    second = publish_next(ruleset, with_target(300), cast.editor)
    response = start(client_as("owner"), rules_digest=second.rules_digest, seed=1)
    assert response.status_code == 201
    assert response.json()["version"] == "riverside/house@2"


def test_a_digest_and_a_version_that_disagree_are_422(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    second = publish_next(ruleset, with_target(300), cast.editor)
    client = client_as("owner")
    agreeing = start(client, rules_digest=second.rules_digest, version="riverside/house@2")
    assert agreeing.status_code == 201
    response = start(client, rules_digest=second.rules_digest, version="riverside/house@1")
    assert response.status_code == 422
    problem = response.json()
    assert problem["type"].endswith("/invalid-reference")
    assert problem["rules_digest"] == ruleset.versions.get(number=1).rules_digest


def test_a_withdrawn_version_is_409_for_new_matches(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    change_lifecycle(ruleset.head, "withdrawn", actor=cast.owner, reason="wrong bags")
    client = client_as("owner")
    for pin in ({"version": "riverside/house@1"}, {"rules_digest": ruleset.head.rules_digest}):
        response = start(client, **pin)
        assert response.status_code == 409, pin
        assert response.json()["type"].endswith("/lifecycle-conflict")
    assert not Match.objects.exists()


def test_rules_you_may_not_read_are_404_when_starting_a_match(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("outsider")
    assert start(client, rules_digest=ruleset.head.rules_digest).status_code == 404
    assert start(client, version="riverside/house@1").status_code == 404
    assert start(client, version="riverside/house@9").status_code == 404


def test_unknown_bots_and_a_wrong_number_of_seats_are_422_listing_each(
    ruleset: Ruleset, client_as: Clients
) -> None:
    response = start(client_as("owner"), version="riverside/house@1", bots=["random", "nobody"])
    assert response.status_code == 422
    problem = response.json()
    assert problem["type"].endswith("/invalid-match-input")
    messages = [p["message"] for p in problem["problems"]]
    assert len(messages) == 2 and "4" in messages[0] and "nobody" in messages[1]


def test_a_score_sheet_is_scored_hand_by_hand(ruleset: Ruleset, client_as: Clients) -> None:
    client = client_as("editor")
    opened = client.post(
        "/api/v1/matches/",
        {"mode": "sheet", "version": "riverside/house@1", "seats": SHEET_SEATS},
        format="json",
    )
    assert opened.status_code == 201, opened.content
    assert opened.json()["status"] == "open"
    hands = opened.json()["links"]["hands"]
    scored = client.post(hands, FIRST_HAND, format="json")
    assert scored.status_code == 200, scored.content
    log = client.get(opened.json()["links"]["log"]).json()["log"]
    assert len(log["hands"]) == 1
    assert client.get(opened.json()["links"]["verify"]).json()["verified"] is True

    bad = client.post(hands, {"bids": ["4", "nill", "3", "3"], "tricks": [4, 3, 3]}, format="json")
    assert bad.status_code == 422
    problems = bad.json()["problems"]
    assert {(p["hand"], p["field"]) for p in problems} >= {(2, "bids[2]"), (2, "tricks")}


def test_a_finished_match_takes_no_hands(scene: Scene, client_as: Clients) -> None:
    response = client_as("owner").post(
        f"/api/v1/matches/{scene.bot_match.pk}/hands", FIRST_HAND, format="json"
    )
    assert response.status_code == 409
    assert response.json()["type"].endswith("/match-conflict")


def test_a_hand_must_be_an_object(scene: Scene, client_as: Clients) -> None:
    response = client_as("owner").post(
        f"/api/v1/matches/{scene.sheet_match.pk}/hands", [1, 2], format="json"
    )
    assert response.status_code == 400


def test_matches_and_references_by_digest(scene: Scene, client_as: Clients) -> None:
    client = client_as("viewer")
    digest = scene.bot_match.rules_digest
    matches = client.get(f"/api/v1/rules/{digest}/matches").json()
    assert [m["id"] for m in matches["results"]] == [str(scene.bot_match.pk)]
    references = client.get(f"/api/v1/rules/{digest}/references").json()
    assert [r["ref"] for r in references["results"]] == ["riverside/house@1"]
