"""pydantic's validation errors as `rulesets.problems.Problem`s, worded as the JSON Schema
of the format words them (`'north' is not of type 'integer'`), located by the log's JSON path
with hands and list indexes counted from 1."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from rulesets.problems import Problem

__all__ = ["Locate", "field_names", "problems_from", "where"]

Locate = Callable[[Sequence[str | int]], tuple[int | None, str]]
"""(hand, field) of a JSON path."""

_TYPES = {
    "int_type": "integer",
    "int_parsing": "integer",
    "string_type": "string",
    "bool_type": "boolean",
    "list_type": "array",
    "tuple_type": "array",
    "dict_type": "object",
    "model_type": "object",
    "model_attributes_type": "object",
    "none_required": "null",
}


def field_names(models: Iterable[type[BaseModel]]) -> frozenset[str]:
    """Every field name of `models` and of the models their fields hold: the string parts of
    an error's location that are not one of them name a union's member, and are dropped."""
    names: set[str] = set()
    for model in models:
        names.update(model.model_fields)
    return frozenset(names)


def where(path: Sequence[str | int]) -> tuple[int | None, str]:
    """(hand, field) for a JSON path into a document with `hands`: hands and list indexes
    counted from 1 (`hands[2].actions[4]` is hand 3, `actions[5]`)."""
    hand: int | None = None
    parts = list(path)
    if len(parts) >= 2 and parts[0] == "hands" and isinstance(parts[1], int):
        hand, parts = parts[1] + 1, parts[2:]
    text = ""
    for part in parts:
        text += f"[{part + 1}]" if isinstance(part, int) else (f".{part}" if text else part)
    return hand, text or ("hand" if hand is not None else "log")


def problems_from(
    error: ValidationError, names: frozenset[str], locate: Locate = where, *, tagged: bool = False
) -> list[Problem]:
    """One problem per place, in the order of the places: the members of a union that all
    refuse a value make one problem (`... is not valid under any of the given schemas`).
    `tagged`: the document is a tagged union, whose tag opens every location."""
    found: dict[tuple[str | int, ...], list[ErrorDetails]] = {}
    for detail in error.errors(include_url=False):
        loc = detail["loc"][1:] if tagged else detail["loc"]
        path = tuple(part for part in loc if isinstance(part, int) or part in names)
        found.setdefault(path, []).append(detail)
    problems = []
    for path, details in sorted(found.items(), key=lambda item: [str(p) for p in item[0]]):
        at, message, code = _worded(path, details)
        hand, field = locate(at)
        problems.append(Problem(hand, field, message, code=code))
    return problems


def _worded(
    path: tuple[str | int, ...], details: list[ErrorDetails]
) -> tuple[tuple[str | int, ...], str, str]:
    """(where, message, code) as JSON Schema says it."""
    if len(details) > 1:
        value = _show(details[0]["input"])
        return path, f"{value} is not valid under any of the given schemas", "type"
    detail = details[0]
    kind, value, context = detail["type"], detail["input"], detail.get("ctx") or {}
    if kind == "missing" and path and isinstance(path[-1], str):
        return path[:-1], f"{path[-1]!r} is a required property", "required"
    if kind == "missing":
        return path[:-1], f"{_show(value)} is too short", "length"
    if kind == "extra_forbidden" and path:
        unexpected = f"({path[-1]!r} was unexpected)"
        return path[:-1], f"Additional properties are not allowed {unexpected}", "unknown-key"
    if kind in _TYPES:
        return path, f"{_show(value)} is not of type {_TYPES[kind]!r}", "type"
    if kind == "string_pattern_mismatch":
        return path, f"{_show(value)} does not match {context.get('pattern')!r}", "pattern"
    if kind == "literal_error":
        return path, f"{_show(value)} is not one of [{context.get('expected')}]", "choice"
    if kind in {"greater_than_equal", "greater_than"}:
        return path, f"{_show(value)} is less than the minimum of {context.get('ge')}", "range"
    if kind in {"less_than_equal", "less_than"}:
        return path, f"{_show(value)} is greater than the maximum of {context.get('le')}", "range"
    if kind == "too_short":
        return path, f"{_show(value)} is too short", "length"
    if kind == "too_long":
        return path, f"{_show(value)} is too long", "length"
    return path, str(detail["msg"]), "invalid"


def _show(value: Any) -> str:
    """A value as JSON Schema's messages show it (Python's repr of the JSON value)."""
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
