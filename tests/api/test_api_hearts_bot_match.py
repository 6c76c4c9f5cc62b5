"""A Hearts bot match through the API, on a club's version of the library's hearts.yaml: played
to its end when it is posted, its log (a Hearts deal per hand, each seat's penalty points)
and its verification served, its events in the match's feed and the club's audit chain, and
the same seed playing the same match."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from registry.models import Version
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.api.conftest import Clients
from tests.cast import Cast, publish_next

BOTS = ["heuristic", "random", "heuristic", "random"]


@pytest.fixture
def hearts(cast: Cast) -> Version:
    table = create_ruleset(cast.club, slug="hearts", title="Hearts", actor=cast.owner)
    source = (LIBRARY_DIR / "hearts.yaml").read_bytes()
    return publish_next(table, source, cast.owner, "Library Hearts")


def play(client: APIClient, seed: int) -> dict[str, Any]:
    body = {"version": "riverside/hearts@1", "mode": "bots", "bots": BOTS, "seed": seed}
    played = client.post("/api/v1/matches/", body, format="json")
    assert played.status_code == 201, played.content
    return dict(played.json())


def test_a_hearts_bot_match_is_played_to_its_end_and_verifies(
    hearts: Version, client_as: Clients
) -> None:
    client = client_as("editor")
    match = play(client, seed=5)
    assert (match["status"], match["rules_digest"]) == ("finished", hearts.rules_digest)
    scores = match["result"]["standing"]["scores"]
    assert len(scores) == 4 and max(scores) >= 100  # hearts.yaml: the match ends at 100
    assert match["result"]["winners"] == [scores.index(min(scores)) + 1]  # lowest wins
    log = client.get(match["links"]["log"]).json()["log"]
    assert log["game"] == "hearts"
    assert log["hands"][-1]["standing"]["scores"] == scores
    verified = client.get(match["links"]["verify"]).json()
    assert (verified["verified"], verified["summary"]) == (True, "verified")


def test_a_hearts_bot_match_s_events_are_in_its_feed_and_the_club_s_chain(
    hearts: Version, client_as: Clients
) -> None:
    client = client_as("viewer")
    match = play(client_as("editor"), seed=5)
    events = client.get(f"/api/v1/matches/{match['id']}/events/").json()
    assert [event["action"] for event in events] == ["match.start", "match.finish"]
    assert {event["object_ref"] for event in events} == {match["id"]}
    chain = client.get("/api/v1/audit/events?club=riverside").json()["events"]
    assert [e["hash"] for e in chain if e["object_ref"] == match["id"]] == [
        e["hash"] for e in events
    ]
    assert client_as("outsider").get(f"/api/v1/matches/{match['id']}/events/").status_code in (
        403,
        404,
    )


def test_the_same_seed_plays_the_same_hearts_match(hearts: Version, client_as: Clients) -> None:
    client = client_as("editor")
    first, again = play(client, seed=11), play(client, seed=11)
    logs = [client.get(m["links"]["log"]).json()["log"] for m in (first, again)]
    assert logs[0]["hands"] == logs[1]["hands"]
    assert first["result"] == again["result"]


def test_a_hearts_bot_match_with_a_seat_too_many_is_a_located_422(
    hearts: Version, client_as: Clients
) -> None:
    body = {"version": "riverside/hearts@1", "mode": "bots", "bots": [*BOTS, "random"]}
    refused = client_as("editor").post("/api/v1/matches/", body, format="json")
    assert refused.status_code == 422, refused.content
    assert refused["Content-Type"].startswith("application/problem+json")
