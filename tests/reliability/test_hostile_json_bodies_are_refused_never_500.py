"""Finding 2 (issue 16): hostile JSON and YAML bodies answered 500. Deep nesting hit Python's
recursion limit in the parser; a lone surrogate failed when a problem document echoed it. The
one guard on bodies (`rulesets.safejson`) now refuses both, and huge numbers, with a 400
problem document that says why, on every route that reads a body."""

from __future__ import annotations

import json

import pytest

from rulesets import safejson
from tests.api.conftest import Clients, Scene

DEEP = "[" * 1000 + "]" * 1000
SURROGATE = '{"mode": "\\ud800"}'
HOSTILE = {
    "1,000 nested brackets": (DEEP, "application/json"),
    "a lone surrogate": (SURROGATE, "application/json"),
    "a lone surrogate in YAML": ('mode: "\\ud800"\n', "application/yaml"),
    "a 30-digit number": ('{"mode": "bots", "seed": 1' + "0" * 30 + "}", "application/json"),
    "a 5,000-digit number": ('{"seed": 1' + "0" * 5000 + "}", "application/json"),
    "Infinity": ('{"seed": Infinity}', "application/json"),
    "1e999": ('{"seed": 1e999}', "application/json"),
}


def _refused(response: object) -> None:
    assert response.status_code == 400, response.content  # type: ignore[attr-defined]
    assert response["Content-Type"] == "application/problem+json"  # type: ignore[index]
    body = json.loads(response.content)  # type: ignore[attr-defined]
    assert body["type"].endswith("/bad-request") and body["detail"]


@pytest.mark.parametrize("name", list(HOSTILE))
def test_an_anonymous_match_request_with_a_hostile_body_is_a_400(
    client_as: Clients, scene: Scene, name: str
) -> None:
    body, media_type = HOSTILE[name]
    _refused(client_as("anonymous").post("/api/v1/matches/", body, content_type=media_type))


def test_a_lone_surrogate_in_a_lifecycle_change_is_a_400(client_as: Clients, scene: Scene) -> None:
    url = f"/api/v1/clubs/{scene.cast.club.slug}/rulesets/{scene.ruleset.slug}/versions/1/lifecycle"
    answer = client_as("editor").patch(url, '{"state": "\\ud800"}', content_type="application/json")
    _refused(answer)


def test_a_lone_surrogate_as_a_key_of_a_hand_is_a_400(client_as: Clients, scene: Scene) -> None:
    url = f"/api/v1/matches/{scene.sheet_match.pk}/hands"
    answer = client_as("editor").post(url, '{"\\udfff": 1}', content_type="application/json")
    _refused(answer)


def test_the_guard_allows_what_real_bodies_hold() -> None:
    assert safejson.loads('{"a": [1, -2, 3.5, "é", {"b": null}], "c": 9223372036854775807}')


@pytest.mark.parametrize(
    "text, why",
    [
        ("[" * 33 + "]" * 33, "nested deeper"),
        ('["\\ud800"]', "lone surrogate"),
        ('{"\\udc00": 1}', "lone surrogate"),
        ("[9223372036854775808]", "outside"),
        ("[-9223372036854775809]", "outside"),
        ("[1e400]", "not finite"),
        ("[NaN]", "not a JSON number"),
    ],
)
def test_the_guard_says_why_it_refuses(text: str, why: str) -> None:
    with pytest.raises(safejson.UnsafeInput, match=why):
        safejson.loads(text)


def test_a_problem_document_escapes_a_surrogate_it_has_to_echo() -> None:
    from registry.api.problems import problem_response

    response = problem_response(400, "bad-request", "bad \ud800 value")
    assert json.loads(response.content)["detail"] == "bad \ud800 value"
