"""The OpenAPI document names the headers each response really sends (ETag, Location,
Retry-After, Ruleset-Revision, Rules-Digest, Content-Location), has an example for every
request body in each of its media types, and each example is a body the API accepts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pydantic import ValidationError
from rest_framework.test import APIClient

from clubevents.api import (
    BracketGameSerializer,
    EventCreateSerializer,
    ResultCreateSerializer,
    SeedSerializer,
)
from engine.formats.sheet import score_sheet_model
from registry.api import serializers
from registry.api.tag_serializers import LockRequestSerializer, TagMoveSerializer
from registry.api.views.versions import CheckRequestSerializer
from registry.models import Ruleset
from tests.api.conftest import Clients, Scene, ruleset_url
from tests.cast import CLASSIC, with_target

NAMED = {"ETag", "Location", "Retry-After", "Ruleset-Revision", "Rules-Digest", "Content-Location"}
READERS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "clubs_rulesets_create": lambda body: serializers.RulesetCreateSerializer(data=body),
    "clubs_rulesets_versions_create": lambda body: serializers.PublishSerializer(data=body),
    "clubs_rulesets_versions_check_create": lambda body: CheckRequestSerializer(data=body),
    "clubs_rulesets_versions_tags_update": lambda body: TagMoveSerializer(data=body),
    "clubs_rulesets_lock_update": lambda body: LockRequestSerializer(data=body),
    "clubs_rulesets_versions_lifecycle_partial_update": lambda body: (
        serializers.LifecycleSerializer(data=body)
    ),
    "matches_create": lambda body: serializers.MatchCreateSerializer(data=body),
    "matches_hands_create": lambda body: SheetHandReader(body),
    "clubs_events_tables_sheet_hands_create": lambda body: SheetHandReader(body),
    "clubs_events_create": lambda body: EventCreateSerializer(data=body),
    "clubs_events_results_create": lambda body: ResultCreateSerializer(data=body),
    "clubs_events_bracket_create": lambda body: BracketGameSerializer(data=body),
    "clubs_events_seed_create": lambda body: SeedSerializer(data=body),
}


class SheetHandReader:
    """A posted hand is read by the engine's sheet models (the hand of any game family), as
    `registry.services.matches.add_sheet_hand` reads it: a sheet of that one hand."""

    def __init__(self, body: dict[str, Any]) -> None:
        self.body = body
        self.errors: list[Any] = []

    def is_valid(self) -> bool:
        try:
            score_sheet_model().model_validate({"hands": [self.body]})
        except ValidationError as error:
            self.errors = error.errors()
        return not self.errors


@pytest.fixture
def document(db: None) -> dict[str, Any]:
    response = APIClient().get("/api/v1/schema/?format=json")
    assert response.status_code == 200
    data: dict[str, Any] = response.json()
    return data


def operations(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        operation["operationId"]: operation
        for path in document["paths"].values()
        for operation in path.values()
    }


def documented(document: dict[str, Any], operation_id: str, status: int) -> set[str]:
    response = operations(document)[operation_id]["responses"][str(status)]
    return set(response.get("headers", {})) & NAMED


def test_every_request_body_has_an_example_per_media_type(document: dict[str, Any]) -> None:
    bodies = {
        name: operation["requestBody"]["content"]
        for name, operation in operations(document).items()
        if "requestBody" in operation
    }
    assert set(bodies) == set(READERS)
    for name, content in bodies.items():
        for media_type, body in content.items():
            assert body.get("examples"), f"{name} {media_type} has no example"


def test_every_example_is_a_body_the_api_accepts(document: dict[str, Any]) -> None:
    for name, operation in operations(document).items():
        if "requestBody" not in operation:
            continue
        for body in operation["requestBody"]["content"].values():
            for example in body["examples"].values():
                reader = READERS[name](example["value"])
                assert reader.is_valid(), (name, example["value"], reader.errors)


def test_throttled_and_unavailable_answers_document_retry_after(document: dict[str, Any]) -> None:
    shared = document["components"]["responses"]
    for name, operation in operations(document).items():
        for status in ("429", "503"):
            ref = operation["responses"][status]["$ref"].rsplit("/", 1)[1]
            assert "Retry-After" in shared[ref]["headers"], (name, status)
    assert "Retry-After" in document["components"]["headers"]


def sent(response: Any) -> set[str]:
    return {name for name in NAMED if response.has_header(name)}


def test_the_headers_documented_are_those_sent(
    document: dict[str, Any], scene: Scene, client_as: Clients
) -> None:
    ruleset: Ruleset = scene.ruleset
    editor = client_as("editor")
    revision = ruleset.revision
    body = {"source": with_target(250).decode(), "message": "Play to 250"}
    calls: list[tuple[str, int, Any]] = [
        ("clubs_rulesets_retrieve", 200, editor.get(ruleset_url(ruleset))),
        ("clubs_rulesets_versions_retrieve", 200, editor.get(ruleset_url(ruleset, "versions/1/"))),
        ("clubs_rulesets_versions_list", 200, editor.get(ruleset_url(ruleset, "versions/"))),
        ("clubs_rulesets_versions_latest_retrieve", 307,
         editor.get(ruleset_url(ruleset, "versions/latest"))),
        ("rules_retrieve", 200, editor.get(f"/api/v1/rules/{ruleset.head.rules_digest}")),
        ("matches_retrieve", 200, editor.get(f"/api/v1/matches/{scene.bot_match.pk}/")),
        ("clubs_rulesets_versions_create", 201, editor.post(
            ruleset_url(ruleset, "versions/"), body, format="json",
            HTTP_IF_MATCH=f'"{revision}"')),
        ("clubs_rulesets_versions_create", 412, editor.post(
            ruleset_url(ruleset, "versions/"),
            {"source": with_target(260).decode(), "message": "Play to 260"}, format="json",
            HTTP_IF_MATCH=f'"{revision}"')),
    ]  # fmt: skip
    ruleset.refresh_from_db()
    calls += [
        ("clubs_rulesets_versions_create", 200, editor.post(
            ruleset_url(ruleset, "versions/"), body, format="json",
            HTTP_IF_MATCH=f'"{ruleset.revision}"')),
        ("clubs_rulesets_create", 201, client_as("owner").post(
            f"/api/v1/clubs/{ruleset.club.slug}/rulesets/",
            {"slug": "second", "title": "Second", "source": CLASSIC.decode()}, format="json")),
        ("matches_create", 201, editor.post("/api/v1/matches/", {
            "version": f"{ruleset.club.slug}/{ruleset.slug}@1", "mode": "bots",
            "bots": ["random"] * 4, "seed": 1}, format="json")),
    ]  # fmt: skip
    source = editor.get(ruleset_url(ruleset, "versions/1/source"))
    calls += [
        ("clubs_rulesets_versions_source_retrieve", 200, source),
        ("clubs_rulesets_versions_source_retrieve", 304, editor.get(
            ruleset_url(ruleset, "versions/1/source"), HTTP_IF_NONE_MATCH=source["ETag"])),
    ]  # fmt: skip
    for operation_id, status, response in calls:
        assert response.status_code == status, (operation_id, response.content[:300])
        assert documented(document, operation_id, status) == sent(response), operation_id
