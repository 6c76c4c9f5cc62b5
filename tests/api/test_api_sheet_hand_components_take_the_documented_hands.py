"""The API's score-sheet components, converted from the sheet models (registry.api.schema),
take the hands the document shows as examples, and hold nothing that no operation uses: a
bid that may be text, a number or null stays so in OpenAPI 3.0 (it became `type: object`,
which refuses all three), and the whole-sheet model, which no operation takes, is left out
(Redocly: no-invalid-media-type-examples, no-unused-components)."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from rest_framework.test import APIClient


@pytest.fixture
def components(db: None) -> dict[str, Any]:
    response = APIClient().get("/api/v1/schema/?format=json")
    assert response.status_code == 200
    document: dict[str, Any] = response.json()
    return document


def json_schema(node: Any) -> Any:
    """An OpenAPI 3.0 schema as JSON Schema: `nullable` beside a `type` admits null."""
    if isinstance(node, list):
        return [json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: json_schema(value) for key, value in node.items() if key != "nullable"}
    if "$ref" in out:
        out["$ref"] = out["$ref"].replace("#/components/schemas/", "#/$defs/")
    if node.get("nullable") and "type" in node:
        out["type"] = [node["type"], "null"]
    return out


def test_every_sheet_hand_example_is_a_sheet_hand(components: dict[str, Any]) -> None:
    schemas = components["components"]["schemas"]
    validator = jsonschema.Draft202012Validator(
        {**json_schema(schemas["SheetHand"]), "$defs": json_schema(schemas)}
    )
    body = components["paths"]["/api/v1/matches/{id}/hands"]["post"]["requestBody"]
    examples = [
        example["value"]
        for content in body["content"].values()
        for example in content["examples"].values()
    ]
    assert examples
    for example in examples:
        assert not list(validator.iter_errors(example)), example
    assert validator.is_valid({"bids": ["4", None, 3, "nil"], "tricks": [4, 3, 3, 3]})


def test_the_sheet_components_are_those_a_posted_hand_uses(components: dict[str, Any]) -> None:
    schemas = components["components"]["schemas"]
    assert {"SheetHand", "SpadesSheetHand", "RookSheetHand", "SheetRenege"} <= set(schemas)
    assert "ScoreSheet" not in schemas and "SheetStart" not in schemas
