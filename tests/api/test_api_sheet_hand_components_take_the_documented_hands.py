"""The API's score-sheet components, converted from the sheet models (registry.api.schema),
take the hands the document shows as examples, and hold nothing that no operation uses: a
bid that may be text, a number or null stays so in OpenAPI 3.0 (it became `type: object`,
which refuses all three), and the whole-sheet model, which no operation takes, is left out
(Redocly: no-invalid-media-type-examples, no-unused-components)."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from pydantic import BaseModel, ConfigDict
from rest_framework.test import APIClient

from engine.formats.sheet import HeartsSheetHand, RookSheetHand, SpadesSheetHand, sheet_json_schema
from registry.api.schema import openapi_components, sheet_hand_component


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
    assert validator.is_valid({"cards": [["QS"], ["2H"], [], []], "moon_choice": "others_add"})
    # A Hearts hand records tricks only beside its points (for the rules' hand events), and
    # no game's hand has both points and bids.
    assert validator.is_valid({"points": [0, 5, 13, 8], "tricks": [1, 2, 3, 4]})
    assert not validator.is_valid({"points": [0, 5, 13, 8], "bids": ["1", "2", "3", "4"]})


def test_the_sheet_components_are_those_a_posted_hand_or_an_opened_sheet_uses(
    components: dict[str, Any],
) -> None:
    schemas = components["components"]["schemas"]
    assert {
        "SheetHand",
        "SpadesSheetHand",
        "RookSheetHand",
        "HeartsSheetHand",
        "SheetRenege",
        "SheetStart",  # a sheet is opened with its start (a match continued from paper)
    } <= set(schemas)
    assert "ScoreSheet" not in schemas


def test_the_sheet_hand_is_any_hand_model_of_the_score_sheet_hearts_included(
    components: dict[str, Any],
) -> None:
    schemas = components["components"]["schemas"]
    hands = sheet_json_schema()["properties"]["hands"]["anyOf"]
    names = [hand["items"]["$ref"].rpartition("/")[2] for hand in hands]
    # Every game's hand joins through its family (`GameFamily.sheet_hand`), in their order.
    assert names == [
        "SpadesSheetHand", "RookSheetHand", "HeartsSheetHand", "OhHellSheetHand", "EuchreSheetHand",
    ]  # fmt: skip
    assert schemas["SheetHand"]["anyOf"] == [
        {"$ref": f"#/components/schemas/{name}"} for name in names
    ]
    assert set(schemas["HeartsSheetHand"]["properties"]) == set(HeartsSheetHand.model_fields)


class WhistSheetHand(BaseModel):
    """A fourth game's hand, as a family would add it to the score sheet's hands."""

    model_config = ConfigDict(extra="forbid")
    tricks: list[int]


class FourGameSheet(BaseModel):
    hands: (
        list[SpadesSheetHand] | list[RookSheetHand] | list[HeartsSheetHand] | list[WhistSheetHand]
    )


def test_a_fourth_game_s_hand_joins_the_sheet_hand_with_no_edit_in_the_registry() -> None:
    sheet = openapi_components(FourGameSheet.model_json_schema(), "ScoreSheet")
    hand = sheet_hand_component(sheet["ScoreSheet"])
    assert hand["anyOf"][-1] == {"$ref": "#/components/schemas/WhistSheetHand"}
    assert len(hand["anyOf"]) == 4
