"""Findings 11 and 14 (issue 16): 1,100 query parameters, a bad Host or multipart with 1,500
fields got Django's HTML 400; a 50 MB file part was read in full and answered 400, as the
2.5 MB limit skipped file parts; an API CSRF failure was titled "Your role in the club does
not allow this". Each is now a problem document that says what happened."""

from __future__ import annotations

import json
from typing import Any

from django.test import Client
from rest_framework.test import APIClient

from tests.api.conftest import Clients, Scene

MATCHES = "/api/v1/matches/"


def _problem(response: Any, status: int, type_: str) -> dict[str, Any]:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"] == "application/problem+json"
    body: dict[str, Any] = json.loads(response.content)
    assert body["type"].endswith("/" + type_) and body["status"] == status
    return body


def test_eleven_hundred_query_parameters_are_a_problem(scene: Scene) -> None:
    query = "&".join(f"p{n}=1" for n in range(1100))
    body = _problem(Client().get(f"/api/v1/clubs/?{query}"), 400, "bad-request")
    assert "too many" in body["detail"]


def test_a_host_the_site_does_not_serve_is_a_problem(scene: Scene) -> None:
    answer = Client().get("/api/v1/clubs/", HTTP_HOST="evil.example")
    assert "Host" in _problem(answer, 400, "bad-request")["detail"]


def test_multipart_with_fifteen_hundred_fields_is_a_problem(
    client_as: Clients, scene: Scene
) -> None:
    fields = {f"f{n}": "1" for n in range(1500)}
    answer = client_as("editor").post(MATCHES, fields)  # multipart, as a browser sends it
    _problem(answer, 400, "bad-request")


def test_a_file_part_over_the_limit_is_413_before_it_is_read(
    client_as: Clients, scene: Scene
) -> None:
    url = f"/api/v1/clubs/{scene.cast.club.slug}/rulesets/{scene.ruleset.slug}/versions/"
    upload = ("rules.yaml", b"#" * 3_000_000)  # over the 2.5 MB limit, all of it a file
    from django.core.files.uploadedfile import SimpleUploadedFile

    answer = client_as("editor").post(
        url, {"source": SimpleUploadedFile(*upload)}, HTTP_IF_MATCH=f'"{scene.ruleset.revision}"'
    )
    assert "2,621,440 bytes" in _problem(answer, 413, "payload-too-large")["detail"]


def test_fifty_megabytes_announced_are_refused_unread(client_as: Clients, scene: Scene) -> None:
    answer = client_as("editor").post(
        MATCHES, b"--x--", content_type="multipart/form-data; boundary=x",
        CONTENT_LENGTH=str(50 * 1024 * 1024),
    )  # fmt: skip
    _problem(answer, 413, "payload-too-large")


def test_a_browser_session_without_its_csrf_token_is_told_so(scene: Scene) -> None:
    browser = APIClient(enforce_csrf_checks=True)
    browser.force_login(scene.cast.editor)
    answer = browser.post(MATCHES, {"mode": "bots"}, format="json")
    body = _problem(answer, 403, "csrf-failed")
    assert body["title"] == "A signed-in browser's request lacks a valid CSRF token"
    assert "CSRF" in body["detail"]
