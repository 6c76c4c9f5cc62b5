"""Three-way merge of two edits of a ruleset, option by option.

Two people start from the same version (the base). One publishes first (the head); the
other's edit is a set of option changes against the base. Options only one of them changed
merge by themselves: the second edit's changes are applied on top of the head. Only an
option both changed, to different values, is a conflict, to be decided by a person.

The units are the editor's options (`rulesets.form`), the same paths the semantic diff
(`rulesets.diff`) reports and words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from pydantic import JsonValue

from rulesets.form import controls_of
from rulesets.rulebook import Rules

__all__ = ["Conflict", "Merge", "option_values", "changed_options", "merge_changes"]


@dataclass(frozen=True)
class Conflict:
    """An option both edits changed, to different values."""

    path: str
    base: JsonValue
    theirs: JsonValue
    mine: JsonValue


@dataclass(frozen=True)
class Merge:
    """What to apply on top of the head, and what only a person can decide."""

    changes: dict[str, JsonValue] = field(default_factory=dict)
    conflicts: list[Conflict] = field(default_factory=list)


def option_values(rules: Rules) -> dict[str, JsonValue]:
    """The value of every editor option of `rules`, by path, as JSON."""
    data: JsonValue = rules.model_dump(mode="json")
    values: dict[str, JsonValue] = {}
    for path in controls_of(type(rules)):
        node = data
        for part in path.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        values[path] = node
    return values


def changed_options(
    before: Mapping[str, JsonValue], after: Mapping[str, JsonValue]
) -> dict[str, JsonValue]:
    """The options whose value differs from `before` to `after`, with their new value."""
    return {path: value for path, value in after.items() if before.get(path) != value}


def merge_changes(
    base: Mapping[str, JsonValue],
    head: Mapping[str, JsonValue],
    mine: Mapping[str, JsonValue],
) -> Merge:
    """Merge `mine` (option changes made against `base`) onto `head`."""
    theirs = changed_options(base, head)
    merged = Merge()
    for path, value in mine.items():
        if path not in theirs:
            if head.get(path) != value:
                merged.changes[path] = value
        elif theirs[path] != value:
            merged.conflicts.append(Conflict(path, base.get(path), theirs[path], value))
    return merged
