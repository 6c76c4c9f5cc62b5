"""YAML downloaded from the site (a version's *Download the YAML*) and from the API (a
version's `source`, `rules/{digest}` as YAML) starts with a modeline pointing editors at the
site's schema; the stored bytes, the source digest and the rules digest do not change."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

import rulesets
from registry.models import Ruleset
from tests.api.conftest import Clients, ruleset_url
from tests.cast import CLASSIC, Cast, publish_next

MODELINE = b"# yaml-language-server: $schema=https://rules.example.org/schema/houserules-1.json"


@pytest.fixture(autouse=True)
def site_url(settings: Any) -> None:
    settings.SITE_URL = "https://rules.example.org/"


def test_the_api_source_replaces_the_librarys_relative_modeline(
    ruleset: Ruleset, client_as: Clients
) -> None:
    head = ruleset.head
    assert head.source_bytes.startswith(b"# yaml-language-server: $schema=../schema.json\n")
    served = client_as("viewer").get(ruleset_url(ruleset, "versions/1/source")).content
    assert served == MODELINE + b"\n" + CLASSIC.split(b"\n", 1)[1]
    assert rulesets.rules_digest(rulesets.load(served)) == head.rules_digest
    head.refresh_from_db()
    assert head.source_bytes == CLASSIC and head.source_digest == rulesets.source_digest(CLASSIC)


def test_a_file_without_a_modeline_gets_one_on_its_first_line(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    plain = b"format: houserules/1\ngame: spades\nname: Plain\n"
    publish_next(ruleset, plain, cast.editor)
    served = client_as("viewer").get(ruleset_url(ruleset, "versions/2/source"))
    assert served.content == MODELINE + b"\n" + plain
    assert served["ETag"] == f'"{rulesets.source_digest(served.content)}"'


def test_a_file_that_has_the_sites_modeline_is_served_exactly(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    pulled = client_as("viewer").get(ruleset_url(ruleset, "versions/1/source")).content
    version = publish_next(ruleset, pulled.replace(b"500", b"300", 1), cast.editor)
    served = client_as("viewer").get(ruleset_url(ruleset, "versions/2/source"))
    assert served.content == version.source_bytes
    assert served["ETag"] == f'"{version.source_digest}"'


def test_rules_by_digest_as_yaml_start_with_the_modeline(
    ruleset: Ruleset, client_as: Clients
) -> None:
    digest = ruleset.head.rules_digest
    response = client_as("viewer").get(f"/api/v1/rules/{digest}?format=yaml")
    first, rest = response.content.split(b"\n", 1)
    assert first == MODELINE
    assert rulesets.rules_digest(rulesets.load(response.content)) == digest
    json_form = client_as("viewer").get(f"/api/v1/rules/{digest}")
    assert rulesets.source_digest(json_form.content) == digest  # JSON is left as it was


def test_the_club_pages_download_carries_it_too(ruleset: Ruleset, cast: Cast) -> None:
    client = Client()
    client.force_login(cast.viewer)
    response = client.get(f"/clubs/{cast.club.slug}/rulesets/{ruleset.slug}/v/1/rules.yaml")
    assert response.status_code == 200
    assert response.content == MODELINE + b"\n" + CLASSIC.split(b"\n", 1)[1]
    assert "attachment" in response["Content-Disposition"]
