"""Rulesets and versions through the API: creating a ruleset with its version 1, paging
versions, the semantic and text diff, the rulebook, lifecycle changes, JSON and YAML."""

from __future__ import annotations

import json

import yaml

from registry.models import AuditEvent, Ruleset
from tests.api.conftest import BAD_YAML, Clients, ruleset_url
from tests.cast import CLASSIC, Cast, publish_next, with_target


def test_creating_a_ruleset_publishes_its_version_1(cast: Cast, client_as: Clients) -> None:
    client = client_as("editor")
    body = {"slug": "league", "title": "League nights", "source": CLASSIC.decode()}
    response = client.post("/api/v1/clubs/riverside/rulesets/", body, format="json")
    assert response.status_code == 201, response.content
    created = response.json()
    assert response["Location"] == "/api/v1/clubs/riverside/rulesets/league/"
    assert response["ETag"] == f'"{created["revision"]}"'
    assert created["head"]["number"] == 1 and created["latest"] == 1
    ruleset = Ruleset.objects.get(club=cast.club, slug="league")
    assert ruleset.head.source_bytes == CLASSIC and ruleset.head.author == cast.editor
    actions = list(AuditEvent.objects.filter(club=cast.club).values_list("action", flat=True))
    assert actions[-2:] == ["ruleset.create", "version.publish"]


def test_a_ruleset_slug_is_taken_once_and_bad_yaml_creates_nothing(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("owner")
    url = "/api/v1/clubs/riverside/rulesets/"
    taken = client.post(url, {"slug": "house", "title": "x", "source": CLASSIC.decode()})
    assert taken.status_code == 409
    bad = client.post(url, {"slug": "other", "title": "x", "source": BAD_YAML.decode()})
    assert bad.status_code == 422 and len(bad.json()["diagnostics"]) == 2
    assert not Ruleset.objects.filter(slug="other").exists()


def test_versions_are_listed_in_pages(ruleset: Ruleset, client_as: Clients, cast: Cast) -> None:
    for target in (300, 400):
        publish_next(ruleset, with_target(target), cast.editor)
    client = client_as("viewer")
    first = client.get(ruleset_url(ruleset, "versions/?page_size=2")).json()
    assert first["count"] == 3 and [v["number"] for v in first["results"]] == [1, 2]
    assert "rules" not in first["results"][0]
    second = client.get(first["next"]).json()
    assert [v["number"] for v in second["results"]] == [3] and second["next"] is None
    assert client.get(ruleset_url(ruleset, "versions/?page=9")).status_code == 404


def test_a_version_shows_its_canonical_rules_and_links(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    version = client_as("viewer").get(ruleset_url(ruleset, "versions/2/")).json()
    assert version["rules"]["match"]["target"] == 300
    assert (version["ref"], version["author"], version["message"]) == (
        "riverside/house@2",
        "erin",
        "Play to 300",
    )
    assert version["links"]["diff_from_parent"] == ruleset_url(ruleset, "versions/1/diff/2")
    assert version["links"]["rules"] == f"/api/v1/rules/{version['rules_digest']}"


def test_the_diff_is_semantic_and_the_text_diff_comes_on_request(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    publish_next(ruleset, with_target(300), cast.editor)
    client = client_as("viewer")
    diff = client.get(ruleset_url(ruleset, "versions/1/diff/2")).json()
    assert [(c["path"], c["old"], c["new"]) for c in diff["changes"]] == [
        ("match.target", 500, 300)
    ]
    assert "300" in diff["summary"] and "text_diff" not in diff
    text = client.get(ruleset_url(ruleset, "versions/1/diff/2?text=1")).json()["text_diff"]
    assert "-  target: 500" in text and "+  target: 300" in text


def test_the_rulebook_is_markdown_or_wrapped_in_json(ruleset: Ruleset, client_as: Clients) -> None:
    client = client_as("viewer")
    url = ruleset_url(ruleset, "versions/1/rulebook")
    markdown = client.get(url, HTTP_ACCEPT="text/markdown")
    assert markdown["Content-Type"] == "text/markdown; charset=utf-8"
    assert markdown.content.decode().startswith("# ")
    assert client.get(url).json()["markdown"] == markdown.content.decode()


def test_lifecycle_changes_need_a_reason_and_a_new_state(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("editor")
    url = ruleset_url(ruleset, "versions/1/lifecycle")
    assert client.patch(url, {"state": "deprecated"}, format="json").status_code == 400
    changed = client.patch(url, {"state": "deprecated", "reason": "old"}, format="json")
    assert changed.status_code == 200 and changed.json()["lifecycle"] == "deprecated"
    again = client.patch(url, {"state": "deprecated", "reason": "old"}, format="json")
    assert again.status_code == 409
    assert client.get(ruleset_url(ruleset, "versions/latest")).status_code == 404
    assert client.get(url).status_code == 405


def test_json_and_yaml_by_content_negotiation(ruleset: Ruleset, client_as: Clients) -> None:
    client = client_as("viewer")
    url = ruleset_url(ruleset, "versions/1/")
    as_json = client.get(url, HTTP_ACCEPT="application/json")
    as_yaml = client.get(url, HTTP_ACCEPT="application/yaml")
    assert as_yaml["Content-Type"] == "application/yaml"
    assert yaml.safe_load(as_yaml.content) == json.loads(as_json.content)
    assert client.get(url + "?format=yaml")["Content-Type"] == "application/yaml"


def test_a_yaml_request_body_publishes(ruleset: Ruleset, client_as: Clients) -> None:
    body = yaml.safe_dump({"source": with_target(300).decode(), "message": "From YAML"})
    response = client_as("editor").generic(
        "POST",
        ruleset_url(ruleset, "versions/"),
        body.encode(),
        content_type="application/yaml",
        HTTP_IF_MATCH=ruleset.revision,
        HTTP_ACCEPT="application/yaml",
    )
    assert response.status_code == 201, response.content
    assert yaml.safe_load(response.content)["message"] == "From YAML"
    assert ruleset.versions.get(number=2).source_bytes == with_target(300)
