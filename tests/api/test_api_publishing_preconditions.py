"""Publishing is a compare-and-swap on the ruleset's revision, sent as `If-Match`: 428
without it, 412 (saying what changed) when the head moved, 201 with the new version, 200
when the bytes are already the head's; invalid YAML is 422 with every diagnostic."""

from __future__ import annotations

from typing import Any

from django.core.files.uploadedfile import SimpleUploadedFile

from registry.editor_schema import download_source
from registry.models import Ruleset, Version
from registry.services import change_lifecycle
from tests.api.conftest import BAD_YAML, Clients, ruleset_url
from tests.cast import Cast, with_name, with_target


def post_version(client: Any, ruleset: Ruleset, source: bytes, revision: str | None) -> Any:
    headers = {} if revision is None else {"HTTP_IF_MATCH": f'"{revision}"'}
    body = {"source": source.decode(), "message": "an edit"}
    return client.post(ruleset_url(ruleset, "versions/"), body, format="json", **headers)


def current_revision(client: Any, ruleset: Ruleset) -> str:
    return client.get(ruleset_url(ruleset))["ETag"].strip('"')


def test_publishing_without_if_match_is_428_and_stores_nothing(
    ruleset: Ruleset, client_as: Clients
) -> None:
    response = post_version(client_as("editor"), ruleset, with_target(300), None)
    assert response.status_code == 428
    assert response.json()["type"].endswith("/precondition-required")
    assert ruleset.versions.count() == 1


def test_if_match_star_is_refused_as_a_blind_overwrite(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("editor")
    body = {"source": with_target(300).decode(), "message": "m"}
    url = ruleset_url(ruleset, "versions/")
    response = client.post(url, body, format="json", HTTP_IF_MATCH="*")
    assert response.status_code == 428


def test_the_whole_flow_428_412_201_and_a_retry_that_is_200(
    ruleset: Ruleset, client_as: Clients
) -> None:
    alice, erin = client_as("owner"), client_as("editor")
    started_from = current_revision(alice, ruleset)
    assert post_version(alice, ruleset, with_target(300), None).status_code == 428

    erins = post_version(erin, ruleset, with_target(400), started_from)
    assert erins.status_code == 201
    stale = post_version(alice, ruleset, with_target(300), started_from)
    assert stale.status_code == 412
    problem = stale.json()
    assert stale["Content-Type"] == "application/problem+json"
    assert problem["type"].endswith("/stale-revision") and problem["base"] == 1
    assert [v["number"] for v in problem["since"]] == [2]
    assert problem["since"][0]["author"] == "erin"
    assert [c["path"] for c in problem["changes"]] == ["match.target"]
    assert problem["changes"][0]["new"] == 400
    assert problem["revision"] == erins.json()["revision"]
    assert stale["ETag"] == f'"{problem["revision"]}"'

    published = post_version(alice, ruleset, with_target(300), problem["revision"])
    assert published.status_code == 201
    body = published.json()
    assert published["Location"] == ruleset_url(ruleset, "versions/3/") == body["links"]["self"]
    assert body["number"] == 3 and body["author"] == "alice" and body["parent"] == 2
    assert published["Ruleset-Revision"] == body["revision"] == current_revision(alice, ruleset)
    assert published["Rules-Digest"] == body["rules_digest"]

    retry = post_version(alice, ruleset, with_target(300), problem["revision"])
    assert retry.status_code == 200
    assert retry.json()["number"] == 3 and retry["Content-Location"] == body["links"]["self"]
    assert ruleset.versions.count() == 3


def test_an_unquoted_revision_is_accepted_and_a_weak_one_never_matches(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client = client_as("editor")
    body = {"source": with_target(300).decode(), "message": "m"}
    url = ruleset_url(ruleset, "versions/")
    weak = client.post(url, body, format="json", HTTP_IF_MATCH=f'W/"{ruleset.revision}"')
    assert weak.status_code == 428
    bare = client.post(url, body, format="json", HTTP_IF_MATCH=ruleset.revision)
    assert bare.status_code == 201


def test_invalid_yaml_is_422_with_every_diagnostic_and_nothing_stored(
    ruleset: Ruleset, client_as: Clients
) -> None:
    response = post_version(client_as("editor"), ruleset, BAD_YAML, ruleset.revision)
    assert response.status_code == 422
    problem = response.json()
    assert problem["type"].endswith("/invalid-ruleset")
    assert [(d["code"], d["path"], d["line"], d["column"]) for d in problem["diagnostics"]] == [
        ("bad-type", "bidding.nil.success", 6, 14),
        ("unknown-key", "surprise", 7, 1),
    ]
    assert all(d["message"] for d in problem["diagnostics"])
    assert ruleset.versions.count() == 1


def test_bytes_that_are_not_utf8_are_a_diagnostic_not_a_crash(
    ruleset: Ruleset, client_as: Clients
) -> None:
    upload = SimpleUploadedFile("house.yaml", b"name: \xff\n", content_type="application/yaml")
    response = client_as("editor").post(
        ruleset_url(ruleset, "versions/"),
        {"source": upload, "message": "latin-1"},
        HTTP_IF_MATCH=ruleset.revision,
    )
    assert response.status_code == 422
    assert response.json()["diagnostics"][0]["code"] == "encoding"


def test_the_yaml_may_be_uploaded_as_a_file_and_is_stored_byte_for_byte(
    ruleset: Ruleset, client_as: Clients
) -> None:
    source = with_name("Riverside Thursdays").replace(b"\n", b"\r\n")
    upload = SimpleUploadedFile("house.yaml", source, content_type="application/yaml")
    client = client_as("editor")
    response = client.post(
        ruleset_url(ruleset, "versions/"),
        {"source": upload, "message": "Renamed"},
        HTTP_IF_MATCH=f'"{ruleset.revision}"',
    )
    assert response.status_code == 201
    assert Version.objects.get(ruleset=ruleset, number=2).source_bytes == source
    # The download is those bytes with the modeline to the site's schema, CRLF kept.
    served = client.get(ruleset_url(ruleset, "versions/2/source")).content
    assert served == download_source(source) and served.endswith(source.split(b"\r\n", 1)[1])


def test_a_change_message_is_required(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("editor").post(
        ruleset_url(ruleset, "versions/"),
        {"source": with_target(300).decode(), "message": "  "},
        format="json",
        HTTP_IF_MATCH=ruleset.revision,
    )
    assert response.status_code == 400
    assert "message" in response.json()["errors"]


def test_restoring_publishes_old_bytes_again_unless_withdrawn(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    client = client_as("editor")
    assert post_version(client, ruleset, with_target(300), ruleset.revision).status_code == 201
    url = ruleset_url(ruleset, "versions/")
    restored = client.post(
        url, {"restore": 1}, format="json", HTTP_IF_MATCH=current_revision(client, ruleset)
    )
    assert restored.status_code == 201
    assert (restored.json()["number"], restored.json()["restored_from"]) == (3, 1)

    change_lifecycle(ruleset.versions.get(number=2), "withdrawn", actor=cast.owner, reason="bad")
    refused = client.post(
        url, {"restore": 2}, format="json", HTTP_IF_MATCH=current_revision(client, ruleset)
    )
    assert refused.status_code == 409
    assert refused.json()["type"].endswith("/lifecycle-conflict")


def test_source_and_restore_together_are_refused(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("editor").post(
        ruleset_url(ruleset, "versions/"),
        {"restore": 1, "source": "x", "message": "m"},
        format="json",
        HTTP_IF_MATCH=ruleset.revision,
    )
    assert response.status_code == 400
