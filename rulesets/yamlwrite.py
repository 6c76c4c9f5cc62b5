"""Writing option changes into a club's YAML without disturbing the rest of the file.

ruamel.yaml's round-trip mode keeps the comments, the key order, the flow lists and the
folded text of the file; only the lines of the options that change are written anew. An
option the file does not mention is added in its section, after the options that come
before it in the model (a missing section is added the same way, among the sections).

This module only writes. What is stored is read back by the hardened loader
(`rulesets.loader`), which stays the only reader of a club's file: ruamel.yaml would accept
what the loader refuses (aliases, duplicate keys).
"""

from __future__ import annotations

import copy
import io
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, JsonValue
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.representer import RoundTripRepresenter
from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString
from ruamel.yaml.util import load_yaml_guess_indent

__all__ = ["apply_changes", "WriteError"]


class WriteError(ValueError):
    """The file cannot take the change (its YAML is broken, or a section is not a mapping)."""


def _null(representer: RoundTripRepresenter, _: None) -> Any:
    # The rules files spell "no value" as `null`; ruamel.yaml would write nothing at all.
    return representer.represent_scalar("tag:yaml.org,2002:null", "null")


def _yaml(indent: int, block_seq_indent: int) -> YAML:
    yaml = YAML()
    yaml.preserve_quotes = True
    yaml.width = 4096
    yaml.indent(mapping=indent, sequence=indent + block_seq_indent, offset=block_seq_indent)
    yaml.representer.add_representer(type(None), _null)
    return yaml


def apply_changes(source: str, changes: Mapping[str, JsonValue], model: type[BaseModel]) -> str:
    """`source` with each option path of `changes` set to its value (JSON, as the model
    dumps it). The model gives the order in which an absent option is added."""
    if not changes:
        return source
    try:
        _, indent, block_seq_indent = load_yaml_guess_indent(source)
        yaml = _yaml(indent or 2, block_seq_indent or 0)
        data = yaml.load(source)
    except Exception as broken:  # ruamel.yaml raises many error types, all meaning "not YAML"
        raise WriteError(f"the YAML cannot be read: {broken}") from broken
    if data is None:
        data = CommentedMap()
    if not isinstance(data, CommentedMap):
        raise WriteError("the YAML is not a mapping of options")
    for path, value in changes.items():
        _set(data, path.split("."), value, model)
    out = io.StringIO()
    yaml.dump(data, out)
    return out.getvalue()


def _set(data: CommentedMap, parts: list[str], value: JsonValue, model: Any) -> None:
    node, current = data, model
    for depth, key in enumerate(parts[:-1]):
        child = node.get(key)
        if child is None:
            child = CommentedMap()
            _insert(node, key, child, _order(current))
        if not isinstance(child, CommentedMap):
            raise WriteError(f"{'.'.join(parts[: depth + 1])} is not a section of options")
        node, current = child, _field_model(current, key)
    last = parts[-1]
    old = node.get(last)
    if isinstance(value, dict) and isinstance(old, CommentedMap):
        _update_table(old, value)
    elif last in node:
        node[last] = _value(value, old)
    else:
        _insert(node, last, _value(value, None), _order(current))


def _update_table(table: CommentedMap, value: dict[str, JsonValue]) -> None:
    # Key by key, so that the comments on the rows that stay are kept.
    for key in [key for key in table if str(key) not in value]:
        del table[key]
    for key, item in value.items():
        existing = next((k for k in table if str(k) == key), key)
        table[existing] = _value(item, table.get(existing))


def _field_model(model: Any, key: str) -> Any:
    fields = getattr(model, "model_fields", {})
    annotation = fields[key].annotation if key in fields else None
    is_model = isinstance(annotation, type) and issubclass(annotation, BaseModel)
    return annotation if is_model else None


def _order(model: Any) -> list[str]:
    return list(getattr(model, "model_fields", {}))


def _insert(node: CommentedMap, key: str, value: Any, order: list[str]) -> None:
    """Put `key` after the last key present that comes before it in the model's order."""
    rank = {name: index for index, name in enumerate(order)}
    mine = rank.get(key, len(order))
    keys = list(node.keys())
    before = [index for index, other in enumerate(keys) if rank.get(other, -1) < mine]
    position = before[-1] + 1 if before else 0
    if position < len(keys):
        node.insert(position, key, value)
        return
    node[key] = value
    if keys:
        _move_trailing_lines(node, keys[-1], key)


def _move_trailing_lines(node: CommentedMap, last: Any, key: str) -> None:
    """A mapping's blank lines (and comments) after its last entry belong to what follows
    the mapping: keep them after the entry appended, not between it and its elder sibling."""
    owner, entry_key = node, last
    while isinstance(owner[entry_key], CommentedMap) and len(owner[entry_key]):
        owner = owner[entry_key]
        entry_key = list(owner.keys())[-1]
    entry = owner.ca.items.get(entry_key)
    token = entry[2] if entry and len(entry) > 2 else None
    if token is None or "\n" not in token.value:
        return
    first, _, rest = token.value.partition("\n")
    if not rest:
        return
    token.value = first + "\n"
    moved = copy.copy(token)
    moved.value = "\n" + rest  # the first newline ends the appended entry's own line
    node.ca.items[key] = [None, None, moved, None]


def _value(value: JsonValue, old: Any) -> Any:
    if isinstance(value, list):
        seq = CommentedSeq(_value(item, None) for item in value)
        # A list the file wrote as a block keeps its style; a new one is written `[a, b]`.
        block = isinstance(old, CommentedSeq) and not old.fa.flow_style()
        if not block:
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, dict):
        table = CommentedMap((str(k), _value(v, None)) for k, v in value.items())
        if not isinstance(old, CommentedMap) or old.fa.flow_style():
            table.fa.set_flow_style()
        return table
    if isinstance(value, str) and isinstance(old, (FoldedScalarString, LiteralScalarString)):
        return type(old)(value)
    return value
