"""The JSON Schema of the rules language, generated from the models.

Editors use it through `# yaml-language-server: $schema=...`. It describes the shape of a
document (keys, types, choices, ranges); the cross-field rules are checked by the loader only.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Final

from pydantic import Field, TypeAdapter

from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

__all__ = ["SCHEMA_ID", "SCHEMA_PATH", "json_schema", "schema_text"]

SCHEMA_ID: Final = "https://houserules.example/rules-language/houserules-1.schema.json"
SCHEMA_PATH: Final = Path(__file__).with_name("schema.json")
"""The committed copy, shipped with the package."""

_Document = Annotated[SpadesRules | RookRules, Field(discriminator="game")]


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a `houserules/1` document of any game."""
    schema = TypeAdapter(_Document).json_schema()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "houserules/1 ruleset",
        "description": "House rules for a trick-taking game, in the houserules rules language.",
        **schema,
    }


def schema_text() -> str:
    """The schema as the committed file holds it: indented, sorted, one trailing newline."""
    return json.dumps(json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
