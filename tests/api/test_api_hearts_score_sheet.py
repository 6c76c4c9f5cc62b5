"""A Hearts score sheet through the API, on a club's versions of the library's Hearts rules
(standard, Omnibus, Black Maria): opened like any sheet, its hands (the penalty points or the
cards each seat took) posted one by one and scored exactly as the engine's sheet scorer
scores the same sheet, finished by the hand that ends the match, and verified. A bad hand is
a 422 naming the hand and the field of every problem, and stores nothing."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

import rulesets
from engine.games import family_for
from registry.models import Match, MatchStatus, Version
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tests.api.conftest import Clients
from tests.cast import Cast, publish_next

SEATS = ["alice", "erin", "bob", "stan"]
HEARTS = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
STANDARD_HANDS: list[dict[str, Any]] = [
    {"points": [0, 5, 13, 8]},
    {"points": [26, 0, 0, 0]},  # seat 1 shoots the moon: the others score 26 (hearts.yaml)
    {"cards": [["QS"], HEARTS, [], []]},  # the Q♠ 13 and thirteen hearts 13
    {"points": [0, 13, 13, 0]},
    {"points": [0, 0, 0, 26]},  # seat 4 shoots the moon
    {"points": [0, 20, 6, 0]},  # seat 2 passes 100: the match ends, seat 4 lowest
]
"""Standard Hearts to 100 (hearts.yaml: `moon: others_add`, `end_score: 100`, lowest wins),
worked by hand: 0 5 13 8; 0 31 39 34; 13 44 39 34; 13 57 52 34; 39 83 78 34; 39 103 84 34."""


def hearts_version(cast: Cast, slug: str, library_file: str) -> Version:
    table = create_ruleset(cast.club, slug=slug, title=slug, actor=cast.owner)
    return publish_next(table, (LIBRARY_DIR / library_file).read_bytes(), cast.owner, "Library")


def engine_scores(library_file: str, hands: list[dict[str, Any]]) -> Any:
    """The engine's own scoring of the whole sheet, the oracle for what the API answers."""
    rules = rulesets.load((LIBRARY_DIR / library_file).read_text())
    return family_for(rules).score_sheet(rules, {"format": "houserules-sheet/1", "hands": hands})


def open_sheet(client: APIClient, slug: str, seats: list[str]) -> dict[str, Any]:
    body = {"mode": "sheet", "version": f"riverside/{slug}@1", "seats": seats}
    opened = client.post("/api/v1/matches/", body, format="json")
    assert opened.status_code == 201, opened.content
    return dict(opened.json())


def post_each_as_the_engine_scores(
    client: APIClient, opened: dict[str, Any], library_file: str, hands: list[dict[str, Any]]
) -> dict[str, Any]:
    """Post `hands` one by one; after each, the API's standing is the engine's for the sheet
    so far. Returns the last answer."""
    answer: dict[str, Any] = {}
    for number in range(1, len(hands) + 1):
        posted = client.post(opened["links"]["hands"], hands[number - 1], format="json")
        assert posted.status_code == 200, (number, posted.content)
        answer = posted.json()
        expected = engine_scores(library_file, hands[:number]).standing.to_json()
        hand = Match.objects.get(pk=opened["id"]).log["hands"][-1]
        assert hand["standing"] == expected, number
    return answer


def test_a_standard_hearts_sheet_is_scored_as_the_engine_scores_it_and_finishes(
    cast: Cast, client_as: Clients
) -> None:
    version = hearts_version(cast, "hearts", "hearts.yaml")
    client = client_as("editor")
    opened = open_sheet(client, "hearts", SEATS)
    assert (opened["status"], opened["rules_digest"]) == ("open", version.rules_digest)
    oracle = engine_scores("hearts.yaml", STANDARD_HANDS)
    assert oracle.outcome is not None, "the worked sheet must end the match"
    last = post_each_as_the_engine_scores(client, opened, "hearts.yaml", STANDARD_HANDS)
    assert last["status"] == "finished"
    assert last["result"]["standing"] == oracle.standing.to_json()
    assert last["result"]["winners"] == oracle.outcome.to_json()["winners"]
    assert last["result"]["standing"]["scores"] == [39, 103, 84, 34]  # STANDARD_HANDS
    assert last["result"]["winners"] == [4]
    assert client.get(opened["links"]["verify"]).json()["summary"] == "verified"
    refused = client.post(opened["links"]["hands"], {"points": [26, 0, 0, 0]}, format="json")
    assert refused.status_code == 409


def test_an_omnibus_sheet_scores_the_jack_of_diamonds_as_the_engine_does(
    cast: Cast, client_as: Clients
) -> None:
    hearts_version(cast, "omnibus", "omnibus-hearts.yaml")
    client = client_as("editor")
    opened = open_sheet(client, "omnibus", SEATS)
    hands = [
        {"points": [3, 10, 13, 0], "jack_of_diamonds": 4},
        {"points": [0, 0, 26, 0], "jack_of_diamonds": 3},  # seat 3 shoots, and takes the J♦
    ]
    post_each_as_the_engine_scores(client, opened, "omnibus-hearts.yaml", hands)
    # omnibus-hearts.yaml: the J♦ counts -10, and still does for a shooter (others +26).
    standings = [hand["standing"] for hand in Match.objects.get(pk=opened["id"]).log["hands"]]
    assert [standing["scores"] for standing in standings] == [[3, 10, 13, -10], [29, 36, 3, 16]]


def test_a_black_maria_sheet_seats_three_and_counts_43_points(
    cast: Cast, client_as: Clients
) -> None:
    hearts_version(cast, "maria", "black-maria.yaml")
    client = client_as("editor")
    opened = open_sheet(client, "maria", SEATS[:3])
    post_each_as_the_engine_scores(client, opened, "black-maria.yaml", [{"points": [20, 13, 10]}])
    # Black Maria's 43: the K♠ 10 and A♠ 7 count; eleven hearts are missing here.
    short = {"cards": [["KS", "AS"], ["QS"], ["2H", "3H"]]}
    refused = client.post(opened["links"]["hands"], short, format="json")
    assert refused.status_code == 422
    assert [(p["hand"], p["field"]) for p in refused.json()["problems"]] == [(2, "cards")]
    assert len(Match.objects.get(pk=opened["id"]).log["hands"]) == 1
    four = client.post(
        "/api/v1/matches/",
        {"mode": "sheet", "version": "riverside/maria@1", "seats": SEATS},
        format="json",
    )
    assert four.status_code == 422, four.content


BAD_HANDS: list[tuple[Any, list[tuple[int | None, str]]]] = [
    ({"points": [0, 5, 13, 7]}, [(1, "points")]),  # 25 of the 26 penalty points
    ({"points": [0, 5, 13]}, [(1, "points")]),  # three seats of four
    ({"points": [0, 5, 13, "8"]}, [(1, "points[4]")]),
    ({"points": [0, 5, 13, 8], "dealer": 9}, [(1, "dealer")]),
    ({"points": [0, 5, 13, 8], "tricks": [1, 2, 3, 4]}, [(1, "tricks")]),
    ({"cards": [["QS", "QS"], [], [], []]}, [(1, "cards")]),
    ({"cards": [["ZZ"], [], [], []]}, [(1, "cards[1][1]")]),
    ({}, [(1, "points")]),  # neither points nor cards
]


@pytest.mark.parametrize(("hand", "located"), BAD_HANDS)
def test_a_bad_hearts_hand_is_a_located_422_and_stores_nothing(
    cast: Cast, client_as: Clients, hand: Any, located: list[tuple[int | None, str]]
) -> None:
    hearts_version(cast, "hearts", "hearts.yaml")
    client = client_as("editor")
    opened = open_sheet(client, "hearts", SEATS)
    refused = client.post(opened["links"]["hands"], hand, format="json")
    assert refused.status_code == 422, refused.content
    body = refused.json()
    assert body["type"].endswith("/invalid-match-input")
    assert [(p["hand"], p["field"]) for p in body["problems"]][: len(located)] == located
    assert all(p["message"] for p in body["problems"])
    assert Match.objects.get(pk=opened["id"]).log["hands"] == []


@pytest.mark.parametrize("body", [[1, 2], "points", None, 7])
def test_a_hearts_hand_that_is_not_an_object_is_a_4xx_problem(
    cast: Cast, client_as: Clients, body: Any
) -> None:
    hearts_version(cast, "hearts", "hearts.yaml")
    client = client_as("editor")
    opened = open_sheet(client, "hearts", SEATS)
    refused = client.post(opened["links"]["hands"], body, format="json")
    assert 400 <= refused.status_code < 500, refused.content
    assert refused["Content-Type"].startswith("application/problem+json")
    assert Match.objects.get(pk=opened["id"]).status == MatchStatus.OPEN


def test_an_omnibus_hand_without_the_jack_of_diamonds_names_that_field(
    cast: Cast, client_as: Clients
) -> None:
    hearts_version(cast, "omnibus", "omnibus-hearts.yaml")
    client = client_as("editor")
    opened = open_sheet(client, "omnibus", SEATS)
    refused = client.post(opened["links"]["hands"], {"points": [3, 10, 13, 0]}, format="json")
    assert refused.status_code == 422, refused.content
    fields = [p["field"] for p in refused.json()["problems"]]
    assert fields == ["jack_of_diamonds"]
