"""The canonical form of a ruleset and its digests.

The canonical form is what a digest is taken of, so it is specified exactly (see
docs/rules-language.md, "Recomputing the digest"): the resolved rules (every default filled
in) as JSON with the keys sorted at every level, no insignificant whitespace, UTF-8, and
without the prose fields
(`name`, `description`, `notes`), which describe the rules but are not rules, and without
the options added after the format was published (`rulesets.base.AddedLater`) while they are
at their default, so a new option never moves the digest of a version stored before it. The
rules language has no floating-point values, so every number is an integer.
"""

from __future__ import annotations

import enum
import hashlib
import json
from typing import Any, Final

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from rulesets.base import AddedLater
from rulesets.formats import Ruleset

__all__ = [
    "PROSE_FIELDS",
    "canonical_rules",
    "canonical_json",
    "rules_digest",
    "source_digest",
    "sha256_digest",
    "added_later",
]

PROSE_FIELDS: Final = frozenset({"name", "description", "notes"})
"""Fields that are part of the source but not of the rules: they never change the digest."""


def canonical_rules(rules: Ruleset) -> dict[str, Any]:
    """The resolved rules as plain JSON data, prose fields left out, and options added after
    the format was published left out while at their default."""
    data = rules.model_dump(mode="json", exclude=set(PROSE_FIELDS))
    _drop_later_defaults(type(rules), data)
    return data


def added_later(model: type[BaseModel], prefix: str = "") -> list[str]:
    """The dotted paths of the options and sections of `model` marked `AddedLater`."""
    found: list[str] = []
    for name, info in model.model_fields.items():
        if _is_later(info):
            found.append(prefix + name)
        nested = _section_model(info)
        if nested is not None:
            found.extend(added_later(nested, f"{prefix}{name}."))
    return found


def _drop_later_defaults(model: type[BaseModel], data: dict[str, Any]) -> None:
    for name, info in model.model_fields.items():
        if name not in data:
            continue
        if _is_later(info) and data[name] == _default_json(info):
            del data[name]
            continue
        nested = _section_model(info)
        if nested is not None and isinstance(data[name], dict):
            _drop_later_defaults(nested, data[name])


def _is_later(info: FieldInfo) -> bool:
    return any(isinstance(item, AddedLater) for item in info.metadata)


def _section_model(info: FieldInfo) -> type[BaseModel] | None:
    annotation = info.annotation
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _default_json(info: FieldInfo) -> Any:
    value = info.get_default(call_default_factory=True)
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    return value.value if isinstance(value, enum.Enum) else value


def canonical_json(rules: Ruleset) -> str:
    """The canonical JSON text of the rules: sorted keys, no whitespace."""
    return json.dumps(
        canonical_rules(rules), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )


def sha256_digest(data: bytes) -> str:
    """`sha256:` followed by the lowercase hex SHA-256 of `data`."""
    return "sha256:" + hashlib.sha256(data).hexdigest()


def rules_digest(rules: Ruleset) -> str:
    """The digest of the rules: equal exactly when the resolved rules are equal."""
    return sha256_digest(canonical_json(rules).encode("utf-8"))


def source_digest(source: bytes | str) -> str:
    """The digest of the exact bytes of a document as written."""
    data = source.encode("utf-8", "surrogatepass") if isinstance(source, str) else source
    return sha256_digest(data)
