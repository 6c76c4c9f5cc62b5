"""Caching: content addressed by digest or by version number is immutable (ETag = its digest,
a year, `public` only in a public club) and revalidates to 304; `latest` is never cached;
everything else revalidates; every response carrying rules names their digest."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from registry.api.rulecache import public_rules
from registry.editor_schema import download_source
from registry.models import Ruleset
from registry.services import change_lifecycle
from rulesets import source_digest
from tests.api.conftest import Clients, Scene, ruleset_url
from tests.cast import Cast, publish_next, with_target


def make_public(cast: Cast) -> None:
    cast.club.is_public = True
    cast.club.save(update_fields=["is_public"])


def test_rules_by_digest_are_the_canonical_bytes_cached_for_a_year(
    ruleset: Ruleset, client_as: Clients
) -> None:
    digest = ruleset.head.rules_digest
    response = client_as("viewer").get(f"/api/v1/rules/{digest}")
    assert response.status_code == 200
    assert "sha256:" + hashlib.sha256(response.content).hexdigest() == digest
    assert response["ETag"] == f'"{digest}"'
    assert response["Cache-Control"] == "private, max-age=31536000, immutable"
    assert response["Rules-Digest"] == digest
    assert response["Content-Type"] == "application/json"


def test_a_public_clubs_rules_are_publicly_cacheable_and_readable_anonymously(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    make_public(cast)
    digest = ruleset.head.rules_digest
    response = client_as("anonymous").get(f"/api/v1/rules/{digest}")
    assert response.status_code == 200
    assert response["Cache-Control"] == "public, max-age=31536000, immutable"
    source = client_as("anonymous").get(ruleset_url(ruleset, "versions/1/source"))
    assert source["Cache-Control"] == "public, max-age=31536000, immutable"


@pytest.mark.parametrize("role", ["viewer", "anonymous"])
def test_if_none_match_with_the_digest_is_304(
    ruleset: Ruleset, client_as: Clients, cast: Cast, role: str
) -> None:
    make_public(cast)
    digest = ruleset.head.rules_digest
    client = client_as(role)
    response = client.get(f"/api/v1/rules/{digest}", HTTP_IF_NONE_MATCH=f'"{digest}"')
    assert response.status_code == 304 and response.content == b""
    assert response["ETag"] == f'"{digest}"' and response["Rules-Digest"] == digest
    assert "immutable" in response["Cache-Control"]
    weak = client.get(f"/api/v1/rules/{digest}", HTTP_IF_NONE_MATCH=f'"x", W/"{digest}"')
    assert weak.status_code == 304
    other = client.get(f"/api/v1/rules/{digest}", HTTP_IF_NONE_MATCH='"sha256:0"')
    assert other.status_code == 200


def test_revalidating_rules_you_may_not_read_is_404_not_304(
    ruleset: Ruleset, client_as: Clients
) -> None:
    digest = ruleset.head.rules_digest
    response = client_as("outsider").get(
        f"/api/v1/rules/{digest}", HTTP_IF_NONE_MATCH=f'"{digest}"'
    )
    assert response.status_code == 404


def test_the_yaml_form_of_rules_has_its_own_entity_tag(
    ruleset: Ruleset, client_as: Clients
) -> None:
    digest = ruleset.head.rules_digest
    client = client_as("viewer")
    by_query = client.get(f"/api/v1/rules/{digest}?format=yaml")
    by_accept = client.get(f"/api/v1/rules/{digest}", HTTP_ACCEPT="application/yaml")
    assert by_query.content == by_accept.content
    assert by_query["Content-Type"] == "application/yaml"
    assert by_query["ETag"] == f'"{digest}+yaml"' != f'"{digest}"'
    assert "Accept" in by_query["Vary"]
    again = client.get(f"/api/v1/rules/{digest}?format=yaml", HTTP_IF_NONE_MATCH=by_query["ETag"])
    assert again.status_code == 304


def test_a_versions_source_is_immutable_by_the_digest_of_the_bytes_served(
    ruleset: Ruleset, client_as: Clients
) -> None:
    head = ruleset.head
    client = client_as("viewer")
    response = client.get(ruleset_url(ruleset, "versions/1/source"), HTTP_ACCEPT="text/plain")
    # The stored bytes with the site's schema modeline (test_downloads_point_editors_at_...).
    assert response.status_code == 200 and response.content == download_source(head.source_bytes)
    assert response["Content-Type"] == "application/yaml"
    assert response["ETag"] == f'"{source_digest(response.content)}"'
    assert response["Cache-Control"] == "private, max-age=31536000, immutable"
    assert response["Rules-Digest"] == head.rules_digest
    again = client.get(
        ruleset_url(ruleset, "versions/1/source"), HTTP_IF_NONE_MATCH=response["ETag"]
    )
    assert again.status_code == 304


def test_latest_redirects_307_to_the_newest_active_version_and_is_never_cached(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    second = publish_next(ruleset, with_target(300), cast.editor)
    client = client_as("viewer")
    response = client.get(ruleset_url(ruleset, "versions/latest"))
    assert response.status_code == 307
    assert response["Location"] == ruleset_url(ruleset, "versions/2/")
    assert response["Rules-Digest"] == second.rules_digest
    assert {"no-cache", "no-store"} <= set(response["Cache-Control"].replace(" ", "").split(","))
    change_lifecycle(second, "deprecated", actor=cast.owner, reason="too short")
    assert client.get(ruleset_url(ruleset, "versions/latest"))["Location"].endswith("/1/")


def test_a_version_carries_its_lifecycle_so_it_revalidates(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    client = client_as("viewer")
    url = ruleset_url(ruleset, "versions/1/")
    first = client.get(url)
    assert first["Cache-Control"] == "private, no-cache"
    assert first["Rules-Digest"] == ruleset.head.rules_digest
    assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    change_lifecycle(ruleset.head, "deprecated", actor=cast.owner, reason="old")
    changed = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert changed.status_code == 200 and changed.json()["lifecycle"] == "deprecated"


def test_the_ruleset_etag_is_its_revision(ruleset: Ruleset, client_as: Clients) -> None:
    response = client_as("viewer").get(ruleset_url(ruleset))
    assert response["ETag"] == f'"{ruleset.revision}"'
    assert response.json()["revision"] == ruleset.revision
    assert response["Cache-Control"] == "private, no-cache"
    assert response["Rules-Digest"] == ruleset.head.rules_digest


def test_every_response_that_carries_rules_names_their_digest(
    scene: Scene, client_as: Clients
) -> None:
    client = client_as("viewer")
    ruleset = scene.ruleset
    match = scene.bot_match
    for url in [
        ruleset_url(ruleset, "versions/1/"),
        ruleset_url(ruleset, "versions/1/source"),
        ruleset_url(ruleset, "versions/1/rulebook"),
        f"/api/v1/rules/{match.rules_digest}",
        f"/api/v1/matches/{match.pk}/",
        f"/api/v1/matches/{match.pk}/log",
        f"/api/v1/matches/{match.pk}/verify",
    ]:
        response = client.get(url)
        assert response["Rules-Digest"] == match.rules_digest, url


def test_a_club_made_private_is_no_longer_answered_from_memory(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any
) -> None:
    make_public(cast)
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    anonymous = client_as("anonymous")
    assert anonymous.get(url).status_code == 200
    cast.club.is_public = False
    cast.club.save(update_fields=["is_public"])  # noticed at once in this process
    assert anonymous.get(url).status_code == 404

    settings.API_PUBLIC_RULES_BYTES = 0  # the memory off
    make_public(cast)
    assert anonymous.get(url).status_code == 200
    cast.club.is_public = False
    cast.club.save(update_fields=["is_public"])
    assert anonymous.get(url).status_code == 404


FAST_MIDDLEWARE = "registry.api.fastpath.PublicRulesMiddleware"


@pytest.mark.parametrize("where", ["middleware", "route"])
def test_rules_from_memory_are_answered_exactly_as_the_full_view_answers(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any, where: str
) -> None:
    """From memory by the middleware (the site's settings), or by the route itself when a
    site's MIDDLEWARE leaves the middleware out."""
    assert FAST_MIDDLEWARE in settings.MIDDLEWARE
    if where == "route":
        settings.MIDDLEWARE = [m for m in settings.MIDDLEWARE if m != FAST_MIDDLEWARE]
    make_public(cast)
    digest = ruleset.head.rules_digest
    url = f"/api/v1/rules/{digest}"
    anonymous = client_as("anonymous")
    for headers in ({}, {"HTTP_IF_NONE_MATCH": f'"{digest}"'}, {"HTTP_ACCEPT": "*/*"}):
        public_rules.clear()
        full = anonymous.get(url, **headers)  # not in memory: the DRF view answers
        assert public_rules.get(digest) is not None
        remembered = anonymous.get(url, **headers)  # answered from memory
        assert (remembered.status_code, remembered.content) == (full.status_code, full.content)
        assert _but_the_request_id(remembered) == _but_the_request_id(full)
        # Answered before the session middleware ran, or after it.
        assert hasattr(remembered.wsgi_request, "session") == (where == "route")


def _but_the_request_id(response: Any) -> dict[str, str]:
    """The headers, less the one that is each request's own (houserules/middleware.py)."""
    return {k: v for k, v in response.headers.items() if k != "X-Request-ID"}


def test_public_rules_from_memory_still_refuse_a_host_the_site_does_not_serve(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    make_public(cast)
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    anonymous = client_as("anonymous")
    assert anonymous.get(url).status_code == 200  # now in memory
    assert anonymous.get(url, HTTP_HOST="evil.example").status_code == 400
