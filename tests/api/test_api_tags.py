"""Tags through the API: `versions/tags/{name}` answers 307 to the version like `latest`, the
ruleset lists its tags, PUT creates a tag and moves it guarded by If-Match (of two moves from
the same revision one wins, the other gets 412), a protected tag refuses to move, and a match
started by tag pins the digest the tag pointed at then."""

from __future__ import annotations

from typing import Any

from registry.models import AuditEvent, Match, Ruleset
from registry.services import change_lifecycle
from tests.api.conftest import Clients, Scene, ruleset_url


def put_tag(client: Any, ruleset: Ruleset, name: str, revision: str | None = None, **body: Any):  # noqa: ANN201
    headers = {"HTTP_IF_MATCH": f'"{revision}"'} if revision else {}
    url = ruleset_url(ruleset, f"versions/tags/{name}")
    return client.put(url, body, format="json", **headers)


def test_a_tag_is_created_listed_and_answers_307_to_its_version(
    scene: Scene, client_as: Clients
) -> None:
    editor = client_as("editor")
    created = put_tag(editor, scene.ruleset, "stable", version=1, message="Our house rules")
    assert created.status_code == 201, created.json()
    tag = created.json()
    assert (tag["name"], tag["version"], tag["ref"]) == ("stable", 1, "riverside/house:stable")
    assert created["Location"] == tag["url"] == ruleset_url(scene.ruleset, "versions/tags/stable")
    redirect = client_as("viewer").get(tag["url"])
    assert redirect.status_code == 307
    assert redirect["Location"] == ruleset_url(scene.ruleset, "versions/1/")
    assert redirect["ETag"] == f'"{tag["revision"]}"'
    assert "no-cache" in redirect["Cache-Control"]
    listed = client_as("viewer").get(ruleset_url(scene.ruleset)).json()["tags"]
    assert [(t["name"], t["version"], t["revision"]) for t in listed] == [
        ("stable", 1, tag["revision"])
    ]
    assert (
        client_as("viewer").get(ruleset_url(scene.ruleset, "versions/tags/nope")).status_code == 404
    )


def test_of_two_moves_from_the_same_revision_one_wins_and_the_other_gets_412(
    scene: Scene, client_as: Clients
) -> None:
    revision = put_tag(client_as("owner"), scene.ruleset, "stable", version=1).json()["revision"]
    first = put_tag(client_as("owner"), scene.ruleset, "stable", revision, version=2)
    second = put_tag(client_as("editor"), scene.ruleset, "stable", revision, version=1)
    assert first.status_code == 200 and first.json()["version"] == 2
    assert second.status_code == 412
    problem = second.json()
    assert problem["type"].endswith("/stale-tag")
    assert problem["tag"]["version"] == 2 and second["ETag"] == f'"{first.json()["revision"]}"'
    assert AuditEvent.objects.filter(action="tag.move").count() == 2


def test_moving_an_existing_tag_needs_if_match_and_creating_one_twice_is_412(
    scene: Scene, client_as: Clients
) -> None:
    editor = client_as("editor")
    put_tag(editor, scene.ruleset, "stable", version=1)
    missing = put_tag(editor, scene.ruleset, "stable", version=2)
    assert missing.status_code == 428
    url = ruleset_url(scene.ruleset, "versions/tags/stable")
    again = editor.put(url, {"version": 2}, format="json", HTTP_IF_NONE_MATCH="*")
    assert again.status_code == 412


def test_a_protected_tag_refuses_to_move(scene: Scene, client_as: Clients) -> None:
    owner = client_as("owner")
    pinned = put_tag(owner, scene.ruleset, "league-2026", version=2, protected=True).json()
    moved = put_tag(owner, scene.ruleset, "league-2026", pinned["revision"], version=1)
    assert moved.status_code == 409
    assert moved.json()["type"].endswith("/tag-conflict") and "protected" in moved.json()["detail"]
    same = put_tag(
        owner, scene.ruleset, "league-2026", pinned["revision"], version=2, protected=True
    )
    assert same.status_code == 200 and same.json()["revision"] == pinned["revision"]


def test_a_withdrawn_version_takes_a_tag_only_when_the_move_says_so(
    scene: Scene, client_as: Clients
) -> None:
    change_lifecycle(scene.ruleset.versions.get(number=2), "withdrawn", actor=None, reason="typo")
    refused = put_tag(client_as("editor"), scene.ruleset, "stable", version=2)
    assert refused.status_code == 409 and "allow_withdrawn" in refused.json()["detail"]
    meant = put_tag(client_as("editor"), scene.ruleset, "stable", version=2, allow_withdrawn=True)
    assert meant.status_code == 201


def test_a_viewer_may_not_move_a_tag_and_a_bad_name_is_not_a_route(
    scene: Scene, client_as: Clients
) -> None:
    assert put_tag(client_as("viewer"), scene.ruleset, "stable", version=1).status_code == 403
    assert put_tag(client_as("editor"), scene.ruleset, "Bad%20Name", version=1).status_code == 404
    assert put_tag(client_as("editor"), scene.ruleset, "stable", version=9).status_code == 404


def test_a_match_started_by_tag_pins_the_digest_the_tag_pointed_at_then(
    scene: Scene, client_as: Clients
) -> None:
    owner = client_as("owner")
    revision = put_tag(owner, scene.ruleset, "league-2026", version=1).json()["revision"]
    body = {"version": "riverside/house:league-2026", "mode": "bots", "bots": ["random"] * 4}
    started = owner.post("/api/v1/matches/", {**body, "seed": 5}, format="json")
    assert started.status_code == 201, started.json()
    first = scene.ruleset.versions.get(number=1)
    assert started.json()["version"] == "riverside/house@1"
    assert started.json()["rules_digest"] == first.rules_digest
    put_tag(owner, scene.ruleset, "league-2026", revision, version=2)
    match = Match.objects.get(pk=started.json()["id"])
    assert match.rules_digest == first.rules_digest  # the tag moved; the match did not
    start = AuditEvent.objects.get(action="match.start", object_ref=str(match.pk))
    assert start.details["tag"] == "league-2026"
    later = owner.post("/api/v1/matches/", {**body, "seed": 6}, format="json").json()
    assert later["version"] == "riverside/house@2"
