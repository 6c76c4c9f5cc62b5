"""Additions to the generated OpenAPI document (drf-spectacular postprocessing hooks).

- `add_common_responses`: the problems every operation may answer (429 and 503 with
  `Retry-After`, shared as `components.responses`; the rest as `default`), and 304 for every
  GET.
- `add_response_headers`: the headers the views send (ETag, Location, Retry-After,
  Ruleset-Revision, Rules-Digest, Content-Location), documented on the responses that carry
  them, from one table here (a test compares it with what the views really send).
- `add_format_components`: the formats the engine defines as pydantic models (the match
  log, `engine.formats.log`; the score sheet's hands, `engine.formats.sheet`), as
  `components.schemas`, converted from the JSON Schema the models generate, so the API
  documents exactly what the engine checks.
- `type_nullable_schemas`: OpenAPI 3.0 gives `nullable` a meaning only beside a `type`
  (3.0.3, and Redocly's `nullable-type-sibling`): a nullable object reference gets
  `type: object`, and an any-JSON value, which admits null already, drops the no-op flag.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = [
    "HEADERS",
    "LOG_REF",
    "SENT",
    "SHEET_HAND_SCHEMA",
    "SHEET_START_REF",
    "sheet_hand_component",
    "add_common_responses",
    "add_format_components",
    "openapi_components",
    "add_response_headers",
    "type_nullable_schemas",
]

PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
LOG_COMPONENT = "HouserulesLog"
LOG_REF = {"$ref": f"#/components/schemas/{LOG_COMPONENT}"}
"""The match log (`houserules-log/1`) of any kind and game."""
SHEET_HAND_SCHEMA = {"$ref": "#/components/schemas/SheetHand"}
"""A score-sheet hand as posted (engine.formats.sheet): its shape depends on the game."""
SHEET_START_REF = {"$ref": "#/components/schemas/SheetStart"}
"""A score sheet's `start` (engine.formats.sheet.SheetStart), as a sheet is opened with it."""
RETRY_AFTER = {"Retry-After": {"$ref": "#/components/headers/Retry-After"}}

HEADERS: dict[str, dict[str, Any]] = {
    "ETag": {
        "description": "A strong entity tag: send it back in `If-None-Match` for a 304 (on a "
        "ruleset, it is the revision, for `If-Match` when publishing). docs/api.md, Caching.",
        "schema": {"type": "string"},
        "example": '"sha256:4bb8a2b9e091134d21b068c132ef39204dc0a8c02700b1b2b9fbaaedd23f21c1"',
    },
    "Location": {
        "description": "The URL of what was created (201), or of the version to go to (307).",
        "schema": {"type": "string", "format": "uri-reference"},
        "example": "/api/v1/clubs/demo/rulesets/friday-night/versions/3/",
    },
    "Content-Location": {
        "description": "The version whose bytes these already are (nothing was stored).",
        "schema": {"type": "string", "format": "uri-reference"},
        "example": "/api/v1/clubs/demo/rulesets/friday-night/versions/2/",
    },
    "Retry-After": {
        "description": "Seconds to wait before sending the same request again.",
        "schema": {"type": "integer", "minimum": 0},
        "example": 5,
    },
    "Ruleset-Revision": {
        "description": "The ruleset's revision after this publish: your next `If-Match`.",
        "schema": {"type": "string"},
        "example": "3f2a9c4e1b7d4e0f8a6b5c4d3e2f1a0b",
    },
    "Rules-Digest": {
        "description": "The digest of the rules this response carries or is pinned to.",
        "schema": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$"},
        "example": "sha256:4bb8a2b9e091134d21b068c132ef39204dc0a8c02700b1b2b9fbaaedd23f21c1",
    },
}
"""Every response header the API documents, as `components.headers`."""

_RULES = ("Rules-Digest",)
SENT: dict[str, dict[str, tuple[str, ...]]] = {
    "clubs_rulesets_create": {"201": ("ETag", "Location", *_RULES)},
    "clubs_rulesets_retrieve": {"200": _RULES},
    "clubs_rulesets_versions_create": {
        "201": ("Location", "Ruleset-Revision", *_RULES),
        "200": ("Content-Location", "Ruleset-Revision", *_RULES),
        "412": ("ETag",),
    },
    "clubs_rulesets_versions_retrieve": {"200": _RULES},
    "clubs_rulesets_versions_rulebook_retrieve": {"200": _RULES},
    "clubs_rulesets_versions_source_retrieve": {"200": _RULES, "304": _RULES},
    "clubs_rulesets_versions_latest_retrieve": {"307": ("Location", *_RULES)},
    "clubs_rulesets_versions_lifecycle_partial_update": {"200": _RULES},
    "matches_create": {"201": ("Location", *_RULES)},
    "matches_retrieve": {"200": _RULES},
    "matches_hands_create": {"200": _RULES},
    "matches_log_retrieve": {"200": _RULES},
    "matches_verify_retrieve": {"200": _RULES},
    "rules_retrieve": {"200": _RULES, "304": _RULES},
}
"""Per operation and status, the headers its responses carry besides those every GET has
(`ETag` on 200 and 304) and those of 429 and 503 (`Retry-After`)."""
_NO_ETAG = {"clubs_rulesets_versions_latest_retrieve"}
"""GETs that answer without an entity tag (a redirect that is never cached)."""


def add_common_responses(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """Every operation may answer with a problem document: 429 (throttled) and 503 (the
    database went away) say when to retry; the rest (401, 403, 404...) are `default`. Every
    GET may answer 304 to a client revalidating with `If-None-Match`."""
    default = {
        "description": "A problem (RFC 9457): 400, 401, 403, 404, 405, 406, 413 or 415.",
        "content": {"application/problem+json": {"schema": PROBLEM_REF}},
    }
    shared = result.setdefault("components", {}).setdefault("responses", {})
    shared["Throttled"] = _problem(
        "Throttled: too many requests in this window (docs/api.md, Throttling).", RETRY_AFTER
    )
    shared["Unavailable"] = _problem(
        "The database went away mid-request; nothing was half-stored. Send it again.",
        RETRY_AFTER,
    )
    retry = {"429": "Throttled", "503": "Unavailable"}
    for method, operation in _operations(result):
        responses = operation.setdefault("responses", {})
        for status, name in retry.items():
            responses.setdefault(status, {"$ref": f"#/components/responses/{name}"})
        responses.setdefault("default", default)
        if method == "get":
            responses.setdefault("304", {"description": "Not modified (If-None-Match)."})
    return result


def add_response_headers(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """Document each header on the responses that send it (see `SENT`)."""
    result.setdefault("components", {})["headers"] = HEADERS
    for method, operation in _operations(result):
        sent = SENT.get(operation.get("operationId", ""), {})
        for status, response in operation.get("responses", {}).items():
            if "$ref" in response:
                continue  # a shared response (429, 503) documents its own headers
            names = list(sent.get(status, ()))
            if method == "get" and status in ("200", "304"):
                names += [] if operation["operationId"] in _NO_ETAG else ["ETag"]
            if names:
                headers = response.setdefault("headers", {})
                for name in sorted(set(names)):
                    headers[name] = {"$ref": f"#/components/headers/{name}"}
    return result


def add_format_components(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """The models of the match log and the score sheet as components (see
    `openapi_components`)."""
    from engine.formats.log import log_json_schema
    from engine.formats.sheet import sheet_json_schema

    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(openapi_components(log_json_schema(), LOG_COMPONENT))
    # A sheet is opened with its start (SheetStart) and posted hand by hand (SheetHand): the
    # models of its hands and its start and what they hold, not the whole sheet, which no
    # operation takes.
    sheet = openapi_components(sheet_json_schema(), "ScoreSheet")
    hand = sheet_hand_component(sheet["ScoreSheet"])
    schemas.update({name: sheet[name] for name in _referenced(sheet, [hand, SHEET_START_REF])})
    schemas["SheetHand"] = hand
    result["components"]["schemas"] = dict(sorted(schemas.items()))
    return result


def sheet_hand_component(score_sheet: dict[str, Any]) -> dict[str, Any]:
    """`SheetHand`: any one of the hand models a sheet's `hands` may list, in their order
    there (engine.formats.sheet.score_sheet_model, one per game family), so a game whose hand model
    joins the sheet's joins the API with no edit here. `anyOf`, not `oneOf`: which hand a body
    is depends on the game of the match's pinned rules, not on its shape, and two games' hands
    may share one (a Hearts hand's fields are all optional)."""
    hands = [
        {"$ref": shape["items"]["$ref"]} for shape in score_sheet["properties"]["hands"]["anyOf"]
    ]
    return {
        "anyOf": hands,
        "description": "One hand of a score sheet, of the game of the pinned rules.",
    }


def _referenced(components: dict[str, Any], root: Any) -> list[str]:
    """The names of `components` that `root` refers to, directly or through them."""
    found: list[str] = []
    pending = [root]
    while pending:
        for node in _schemas(pending.pop()):
            name = str(node.get("$ref", "")).rpartition("/")[2]
            if name in components and name not in found:
                found.append(name)
                pending.append(components[name])
    return found


def openapi_components(schema: dict[str, Any], name: str) -> dict[str, dict[str, Any]]:
    """A JSON Schema (draft 2020-12, as pydantic generates it) as OpenAPI 3.0 components:
    the schema itself as `name` and each of its `$defs` under its own name. 3.0 has no
    `const`, `prefixItems` or null type: they become `enum`, `items` and `nullable`."""
    top = {key: value for key, value in schema.items() if key not in ("$defs", "$schema", "$id")}
    components = {name: _openapi(top)}
    for key, definition in schema.get("$defs", {}).items():
        components[key] = _openapi(definition)
    return components


def _openapi(node: Any) -> Any:
    if isinstance(node, list):
        return [_openapi(item) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "title":
            continue
        if key == "$ref":
            out[key] = value.replace("#/$defs/", "#/components/schemas/")
        elif key == "const":
            out["enum"] = [value]
        elif key == "prefixItems":
            # A fixed pair such as an action's [seat, notation]: each item is one of them.
            out["items"] = {"anyOf": _openapi(value)}
        elif key == "anyOf" and {"type": "null"} in value:
            others = [_openapi(item) for item in value if item != {"type": "null"}]
            if len(others) == 1 and "$ref" not in others[0]:
                out.update(others[0])
                out["nullable"] = True
            elif all("type" in other for other in others):
                # A bid: text, a number or null. `nullable` needs a `type` beside it (3.0.3),
                # and `type: object` beside the choice would refuse all three: each member is
                # nullable instead.
                out["anyOf"] = [{**other, "nullable": True} for other in others]
            else:
                out["anyOf" if len(others) > 1 else "allOf"] = others
                out["nullable"] = True
        elif key in ("properties", "$defs"):
            out[key] = {name: _openapi(item) for name, item in value.items()}
        else:
            out[key] = _openapi(value)
    return out


def type_nullable_schemas(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """Give every nullable schema the `type` its `nullable` needs (see the module)."""
    for schema in _schemas(result.get("components", {}).get("schemas", {})):
        if schema.get("nullable") is not True or "type" in schema:
            continue
        if any(key in schema for key in ("allOf", "oneOf", "anyOf", "$ref")):
            schema["type"] = "object"
        else:
            del schema["nullable"]  # any JSON value, null included
            schema.setdefault("description", "Any JSON value, or null.")
    return result


def _problem(description: str, headers: dict[str, Any]) -> dict[str, Any]:
    return {
        "description": description,
        "headers": headers,
        "content": {"application/problem+json": {"schema": PROBLEM_REF}},
    }


def _operations(result: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    for operations in result.get("paths", {}).values():
        yield from operations.items()


def _schemas(node: Any) -> Iterator[dict[str, Any]]:
    """Every schema object below `node`, depth first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _schemas(value)
    elif isinstance(node, list):
        for value in node:
            yield from _schemas(value)
