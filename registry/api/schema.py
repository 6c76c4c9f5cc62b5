"""Additions to the generated OpenAPI document (a drf-spectacular postprocessing hook)."""

from __future__ import annotations

from typing import Any

__all__ = ["add_common_responses"]

PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}


def add_common_responses(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """Every operation may answer with a problem document (401, 403, 404, 429...), and every
    GET may answer 304 to a client revalidating with `If-None-Match`."""
    default = {
        "description": "A problem (RFC 9457): 400, 401, 403, 404, 405, 406, 413, 415, 429 or 503.",
        "content": {"application/problem+json": {"schema": PROBLEM_REF}},
    }
    for operations in result.get("paths", {}).values():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            responses.setdefault("default", default)
            if method == "get":
                responses.setdefault("304", {"description": "Not modified (If-None-Match)."})
    return result
