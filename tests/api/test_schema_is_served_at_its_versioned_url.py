"""The site serves the rules language's JSON Schema at `/schema/houserules-1.json` to anyone,
with `SITE_URL` + that path as its `$id`, cacheable and revalidated by its ETag; a JSON
Schema validator accepts the document and, with it, every ruleset of the library."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
import yaml
from django.test import Client

import rulesets
from rulesets.catalog import LIBRARY_PATH

URL = "/schema/houserules-1.json"


@pytest.fixture
def served(db: None, settings: Any) -> dict[str, Any]:
    settings.SITE_URL = "https://rules.example.org"
    response = Client().get(URL)
    assert response.status_code == 200
    document: dict[str, Any] = response.json()
    return document


def test_anyone_gets_it_with_the_sites_address_as_its_id(db: None, settings: Any) -> None:
    settings.SITE_URL = "https://rules.example.org"
    response = Client().get(URL)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/schema+json"
    assert response.json()["$id"] == "https://rules.example.org/schema/houserules-1.json"
    assert response["Access-Control-Allow-Origin"] == "*"


def test_the_default_site_url_is_the_one_make_run_serves(db: None) -> None:
    assert Client().get(URL).json()["$id"] == "http://127.0.0.1:8000/schema/houserules-1.json"


def test_it_is_cached_and_revalidates_to_304(db: None) -> None:
    client = Client()
    first = client.get(URL)
    assert "public" in first["Cache-Control"] and "max-age=86400" in first["Cache-Control"]
    again = client.get(URL, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b"" and again["ETag"] == first["ETag"]
    assert client.head(URL).status_code == 200
    assert client.post(URL).status_code == 405


def test_the_older_addresses_serve_the_same_document(db: None) -> None:
    client = Client()
    body = client.get(URL).content
    assert client.get("/rules-language/schema.json").content == body
    assert client.get("/api/v1/rules-language/schema.json").content == body


def test_a_json_schema_validator_accepts_the_document(served: dict[str, Any]) -> None:
    validator = jsonschema.validators.validator_for(served)
    assert validator is jsonschema.Draft202012Validator
    validator.check_schema(served)


@pytest.mark.parametrize("name", rulesets.library_names())
def test_every_library_ruleset_is_valid_against_it(served: dict[str, Any], name: str) -> None:
    document = yaml.safe_load((LIBRARY_PATH / f"{name}.yaml").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(served).validate(document)


def test_a_mistake_is_found_by_it(served: dict[str, Any]) -> None:
    document = {"format": "houserules/1", "game": "spades", "match": {"target": "fifty"}}
    errors = list(jsonschema.Draft202012Validator(served).iter_errors(document))
    assert errors and any("fifty" in error.message for error in errors)
