"""The JSON Schema of the rules language, generated from the models, and the editor modeline
that points a YAML file at it.

Editors use it through `# yaml-language-server: $schema=...`. It describes the shape of a
document (keys, types, choices, ranges); the cross-field rules are checked by the loader only.
A site serves it at `SCHEMA_URL_PATH` with its own address as the `$id`; the committed copy
(`schema.json`, next to the library's files, which point at it by a relative path) has the
site-independent `SCHEMA_ID`.

    >>> schema_url("https://rules.example.org/")
    'https://rules.example.org/schema/houserules-1.json'
    >>> source = b"# yaml-language-server: $schema=../schema.json\\ngame: rook\\n"
    >>> print(with_modeline(source, "https://rules.example.org/schema/houserules-1.json").decode())
    # yaml-language-server: $schema=https://rules.example.org/schema/houserules-1.json
    game: rook
    <BLANKLINE>
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated, Any, Final, Union

from pydantic import Field, TypeAdapter

from rulesets.families import rules_families

__all__ = [
    "SCHEMA_ID",
    "SCHEMA_PATH",
    "SCHEMA_URL_PATH",
    "json_schema",
    "modeline",
    "schema_text",
    "schema_url",
    "with_modeline",
]

SCHEMA_ID: Final = "urn:houserules:schema:houserules-1"
"""The `$id` of the committed copy: a name, not an address (each site serves the schema at its
own address, `schema_url`)."""
SCHEMA_PATH: Final = Path(__file__).with_name("schema.json")
"""The committed copy, shipped with the package."""
SCHEMA_URL_PATH: Final = "/schema/houserules-1.json"
"""Where a houserules site serves the schema of `format: houserules/1`; a later format gets a
new number, so this address keeps its meaning."""
_MODELINE = re.compile(rb"#\s*yaml-language-server\s*:\s*\$schema=\S*\s*")
_BOM = b"\xef\xbb\xbf"


def schema_url(site_url: str) -> str:
    """The address of the schema on the site at `site_url` (`https://rules.example.org`)."""
    return site_url.rstrip("/") + SCHEMA_URL_PATH


def json_schema(schema_id: str = SCHEMA_ID) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a `houserules/1` document of any game, with
    `schema_id` (the address it is served at) as its `$id`."""
    schema = TypeAdapter(_document()).json_schema()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": schema_id,
        "title": "houserules/1 ruleset",
        "description": "House rules for a trick-taking game, in the houserules rules language.",
        **schema,
    }


def _document() -> Any:
    """A document of any registered game, told apart by its `game`."""
    models = tuple(family.model for family in rules_families())
    if len(models) == 1:
        return models[0]
    return Annotated[Union[models], Field(discriminator="game")]  # noqa: UP007


def schema_text(schema_id: str = SCHEMA_ID) -> str:
    """The schema as the committed file holds it: indented, sorted, one trailing newline."""
    return json.dumps(json_schema(schema_id), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def modeline(url: str) -> str:
    """The comment that points yaml-language-server (VS Code's YAML extension, and others)
    at the schema at `url`."""
    return f"# yaml-language-server: $schema={url}"


def with_modeline(source: bytes, url: str) -> bytes:
    """`source` with its schema modeline pointing at `url`: the modeline among the comments
    at the top is replaced, or one is added as the first line. Only a comment changes, so
    the rules (and their digest) are the same."""
    bom, body = (_BOM, source[len(_BOM) :]) if source.startswith(_BOM) else (b"", source)
    lines = body.splitlines(keepends=True)
    for index, line in enumerate(lines):
        text = line.rstrip(b"\r\n")
        if _MODELINE.fullmatch(text):
            lines[index] = modeline(url).encode("utf-8") + line[len(text) :]
            return bom + b"".join(lines)
        if text.strip() and not text.lstrip().startswith(b"#"):
            break
    newline = b"\r\n" if lines and lines[0].endswith(b"\r\n") else b"\n"
    return bom + modeline(url).encode("utf-8") + newline + body
