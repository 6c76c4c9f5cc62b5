"""Every error is an RFC 9457 problem document (`application/problem+json`): unknown paths,
missing or refused credentials, roles, methods, media types, malformed bodies, throttling."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import override_settings
from rest_framework.settings import api_settings
from rest_framework.test import APIClient

from registry.models import Ruleset
from tests.api.conftest import Clients, ruleset_url
from tests.cast import Cast

TYPE_BASE = "https://houserules.example/problems/"


def assert_problem(response: Any, status: int, slug: str) -> dict[str, Any]:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["type"] == TYPE_BASE + slug and problem["status"] == status
    assert problem["title"] and problem["detail"]
    return problem


def test_an_unknown_path_is_a_404_problem(client_as: Clients, cast: Cast) -> None:
    problem = assert_problem(client_as("owner").get("/api/v1/nowhere/at/all"), 404, "not-found")
    assert problem["instance"] == "/api/v1/nowhere/at/all"


def test_a_private_club_is_indistinguishable_from_a_missing_one(
    ruleset: Ruleset, client_as: Clients
) -> None:
    outsider = client_as("outsider")
    hidden = outsider.get(ruleset_url(ruleset))
    missing = outsider.get("/api/v1/clubs/nosuchclub/rulesets/house/")
    assert_problem(hidden, 404, "not-found")
    assert_problem(missing, 404, "not-found")
    assert hidden.json()["detail"] == missing.json()["detail"]


def test_a_bad_token_is_401_with_www_authenticate(ruleset: Ruleset) -> None:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    response = client.get("/api/v1/clubs/")
    assert_problem(response, 401, "authentication-failed")
    assert response["WWW-Authenticate"] == "Token"


def test_writing_anonymously_to_a_public_club_is_401(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    cast.club.is_public = True
    cast.club.save(update_fields=["is_public"])
    response = client_as("anonymous").patch(
        ruleset_url(ruleset, "versions/1/lifecycle"), {"state": "deprecated", "reason": "x"}
    )
    assert_problem(response, 401, "not-authenticated")
    assert response["WWW-Authenticate"] == "Token"


def test_a_viewer_who_publishes_gets_403(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("viewer").post(
        ruleset_url(ruleset, "versions/"), {}, format="json", HTTP_IF_MATCH=ruleset.revision
    )
    assert_problem(response, 403, "forbidden")


@pytest.mark.parametrize("method", ["put", "delete", "patch"])
def test_versions_cannot_be_changed_or_deleted(
    ruleset: Ruleset, client_as: Clients, method: str
) -> None:
    response = getattr(client_as("owner"), method)(ruleset_url(ruleset, "versions/1/"))
    assert_problem(response, 405, "method-not-allowed")
    assert response["Allow"] == "GET, HEAD, OPTIONS"


def test_an_unreadable_json_body_is_400(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("owner").generic(
        "POST",
        ruleset_url(ruleset, "versions/"),
        b"{not json",
        content_type="application/json",
        HTTP_IF_MATCH=ruleset.revision,
    )
    assert_problem(response, 400, "bad-request")


def test_a_yaml_body_with_duplicate_keys_is_400(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("owner").generic(
        "PATCH",
        ruleset_url(ruleset, "versions/1/lifecycle"),
        b"state: deprecated\nstate: withdrawn\nreason: x\n",
        content_type="application/yaml",
    )
    assert_problem(response, 400, "bad-request")


def test_an_unsupported_body_type_is_415(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("owner").generic(
        "PATCH",
        ruleset_url(ruleset, "versions/1/lifecycle"),
        b"state=deprecated",
        content_type="text/csv",
    )
    assert_problem(response, 415, "unsupported-media-type")


def test_an_unmet_accept_header_is_406(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("owner").get(ruleset_url(ruleset), HTTP_ACCEPT="image/png")
    assert_problem(response, 406, "not-acceptable")


def test_invalid_fields_are_400_with_every_error(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("owner").patch(
        ruleset_url(ruleset, "versions/1/lifecycle"), {"state": "gone"}, format="json"
    )
    problem = assert_problem(response, 400, "invalid-request")
    assert set(problem["errors"]) == {"state", "reason"}


def test_huge_numbers_in_paths_and_queries_are_not_found_or_invalid(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("owner")
    assert_problem(
        client.get(ruleset_url(ruleset, "versions/99999999999999999999/")), 404, "not-found"
    )
    assert_problem(
        client.get("/api/v1/audit/events?club=riverside&after=99999999999999999999999"),
        400,
        "invalid-request",
    )
    assert_problem(client.get("/api/v1/matches/not-a-uuid/"), 404, "not-found")


def test_a_missing_or_extra_slash_is_served_not_redirected(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("owner")
    assert client.get("/api/v1/clubs").status_code == 200
    assert client.get(ruleset_url(ruleset, "versions/1/source/")).status_code == 200
    response = client.post(ruleset_url(ruleset, "versions").rstrip("/"), {}, format="json")
    assert_problem(response, 428, "precondition-required")


def test_too_many_requests_is_429_with_retry_after(ruleset: Ruleset, client_as: Clients) -> None:
    rates = {"anon": "2/minute", "user": "3/minute"}
    with override_settings(REST_FRAMEWORK={**_rest_framework(), "DEFAULT_THROTTLE_RATES": rates}):
        client = client_as("viewer")
        statuses = [client.get("/api/v1/clubs/").status_code for _ in range(4)]
        assert statuses == [200, 200, 200, 429]
        response = client.get("/api/v1/clubs/")
        assert_problem(response, 429, "throttled")
        assert 1 <= int(response["Retry-After"]) <= 60
        anonymous = client_as("anonymous")
        assert [anonymous.get("/api/v1/clubs/").status_code for _ in range(3)] == [200, 200, 429]


def _rest_framework() -> dict[str, Any]:
    from django.conf import settings

    assert api_settings.DEFAULT_THROTTLE_RATES  # the project configures rates
    return dict(settings.REST_FRAMEWORK)
