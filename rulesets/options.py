"""The options of the rules language as data: every leaf option and the states it can take.

Tests use this to demand a scenario for every option in each of its states, and to check
that the engine reads each option in exactly one place; a new field therefore fails the
build until it is played and tested.
"""

from __future__ import annotations

import enum
import types
import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from rulesets.canonical import PROSE_FIELDS
from rulesets.formats import GAME_MODELS

__all__ = ["Option", "leaf_options", "GAMES"]

GAMES = GAME_MODELS
"""The model of each known game, by key: the registered families' models."""
_NOT_OPTIONS = frozenset({"format", "game"}) | PROSE_FIELDS


@dataclass(frozen=True)
class Option:
    """One leaf option: its dotted path, its default, and the names of its states.

    States are enum values; `true`/`false`; `default` and `other` for numbers, lists and
    tables; and `null` for options that may be switched off with null."""

    path: str
    default: Any
    states: tuple[str, ...]


def leaf_options(model: type[BaseModel]) -> list[Option]:
    """Every leaf option of a ruleset model, depth first, in declaration order."""
    return list(_walk(model, "", None))


def _walk(
    model: type[BaseModel], prefix: str, defaults: dict[str, Any] | None
) -> typing.Iterator[Option]:
    # A section's defaults come from its parent's default (Blind 6 is a TeamBid whose
    # defaults differ from TeamBid's own), so they are passed down rather than re-read.
    for name, info in model.model_fields.items():
        if not prefix and name in _NOT_OPTIONS:
            continue
        path = f"{prefix}{name}"
        default = defaults[name] if defaults is not None else _default(info)
        nested = _nested_model(info.annotation)
        if nested is not None:
            yield from _walk(nested, path + ".", default)
        else:
            yield Option(path, default, _states(info))


def _default(info: FieldInfo) -> Any:
    value = info.get_default(call_default_factory=True)
    return value.model_dump(mode="json") if isinstance(value, BaseModel) else value


def _nested_model(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _states(info: FieldInfo) -> tuple[str, ...]:
    annotation, optional = _strip_optional(info.annotation)
    states = _value_states(annotation)
    if optional:
        states = (*states, "null") if info.default is not None else ("null", "other")
    return states


def _strip_optional(annotation: Any) -> tuple[Any, bool]:
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        return args[0], len(args) < len(typing.get_args(annotation))
    return annotation, False


def _value_states(annotation: Any) -> tuple[str, ...]:
    base = (
        typing.get_args(annotation)[0]
        if typing.get_origin(annotation) is typing.Annotated
        else annotation
    )
    if isinstance(base, type) and issubclass(base, enum.Enum):
        return tuple(str(member.value) for member in base)
    if base is bool:
        return ("true", "false")
    if typing.get_origin(base) is list:
        (item,) = typing.get_args(base)
        if isinstance(item, type) and issubclass(item, enum.Enum):
            return ("empty", *(str(member.value) for member in item))
    return ("default", "other")
