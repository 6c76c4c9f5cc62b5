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
import functools
import io
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from pydantic import BaseModel, JsonValue
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import CommentMark
from ruamel.yaml.representer import RoundTripRepresenter
from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString
from ruamel.yaml.tokens import CommentToken
from ruamel.yaml.util import load_yaml_guess_indent

__all__ = ["apply_changes", "comments_at", "remove_options", "WriteError"]


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


def apply_changes(
    source: str,
    changes: Mapping[str, JsonValue],
    model: type[BaseModel],
    keep_comments: Collection[str] = (),
) -> str:
    """`source` with each option path of `changes` set to its value (JSON, as the model
    dumps it). The model gives the order in which an absent option is added.

    A comment on the line of a value that changes, and the comment lines just above it, are
    dropped: they described the old value ("# to five hundred" above `target: 300`), unless
    the option's path is in `keep_comments` (its author said the comment still holds)."""
    if not changes:
        return source
    yaml, data = _load(source)
    for path, value in changes.items():
        _set(data, path.split("."), value, model, keep=path in keep_comments)
    return _dump(yaml, data)


def comments_at(source: str, paths: Iterable[str]) -> dict[str, str]:
    """The comments `apply_changes` would drop if the options at `paths` changed: each
    option's own line's comment and the comment lines just above it, by path, as written
    (options without one are left out)."""
    try:
        _, _, data = _read(source)  # read only: no copy
    except WriteError:
        return {}
    found: dict[str, str] = {}
    for path in paths:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node.get(key) if isinstance(node, CommentedMap) else None
        if isinstance(node, CommentedMap) and last in node:
            lines = [*_comment_above(node, last), _split(_token(node, last))[0]]
            text = "\n".join(line.strip() for line in lines if line.strip())
            if text:
                found[path] = text
    return found


def _comment_above(node: CommentedMap, key: Any) -> list[str]:
    keys = list(node.keys())
    index = keys.index(key)
    if index == 0:
        tokens = node.ca.comment[1] if node.ca.comment and len(node.ca.comment) > 1 else None
        return [token.value.rstrip("\n") for token in tokens or []]
    before = keys[index - 1]
    if isinstance(node[before], CommentedMap) and len(node[before]):
        return []  # the lines above belong to the elder sibling's last option
    # As `_without_comment_above` reads them: the comment lines right above the key.
    lines = _split(_token(node, before))[1].split("\n")
    if lines and not lines[-1].strip():
        lines.pop()
    above: list[str] = []
    while lines and lines[-1].lstrip().startswith("#"):
        above.insert(0, lines.pop())
    return above


def remove_options(source: str, paths: Iterable[str]) -> str:
    """`source` without the options at `paths` (each with its comments); the lines that
    follow an option removed (blank lines, the comments of the next one) are kept."""
    wanted = [path for path in paths]
    if not wanted:
        return source
    yaml, data = _load(source)
    for path in wanted:
        *parents, last = path.split(".")
        node: Any = data
        parent = None
        for key in parents:
            parent = (node, key) if isinstance(node, CommentedMap) else None
            node = node.get(key) if isinstance(node, CommentedMap) else None
        if isinstance(node, CommentedMap) and last in node:
            _remove(node, last, parent)
    return _dump(yaml, data)


def _load(source: str) -> tuple[YAML, CommentedMap]:
    """A writer for `source`'s indentation, and a copy of its document to change."""
    indent, block_seq_indent, data = _read(source)
    return _yaml(indent, block_seq_indent), copy.deepcopy(data)


@functools.lru_cache(maxsize=16)
def _read(source: str) -> tuple[int, int, CommentedMap]:
    """`source`'s indentation and document, read once: an editor writes into the same base
    version for every preview, draft and save, and reading it (twice: once to guess the
    indentation) is most of a save's time. Callers copy the document before changing it."""
    try:
        _, indent, block_seq_indent = load_yaml_guess_indent(source)
        data = _yaml(indent or 2, block_seq_indent or 0).load(source)
    except Exception as broken:  # ruamel.yaml raises many error types, all meaning "not YAML"
        raise WriteError(f"the YAML cannot be read: {broken}") from broken
    if data is None:
        data = CommentedMap()
    if not isinstance(data, CommentedMap):
        raise WriteError("the YAML is not a mapping of options")
    return indent or 2, block_seq_indent or 0, data


def _dump(yaml: YAML, data: CommentedMap) -> str:
    out = io.StringIO()
    yaml.dump(data, out)
    return out.getvalue()


def _set(
    data: CommentedMap, parts: list[str], value: JsonValue, model: Any, keep: bool = False
) -> None:
    node, current, parent = data, model, None
    for depth, key in enumerate(parts[:-1]):
        child = node.get(key)
        if child is None:
            child = CommentedMap()
            _insert(node, key, child, _order(current))
        if not isinstance(child, CommentedMap):
            raise WriteError(f"{'.'.join(parts[: depth + 1])} is not a section of options")
        parent = (node, key)
        node, current = child, _field_model(current, key)
    last = parts[-1]
    old = node.get(last)
    if isinstance(value, dict) and isinstance(old, CommentedMap):
        _update_table(old, value)
    elif last in node:
        if old != value and not keep:
            _drop_comments(node, last, parent)
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


def _token(node: CommentedMap, key: Any) -> Any:
    """The comment token after `key`'s value: its own line's comment, then the lines up to
    the next key (blank lines, and the comments written above the next key)."""
    entry = node.ca.items.get(key)
    return entry[2] if entry and len(entry) > 2 else None


def _split(token: Any) -> tuple[str, str]:
    """A token's text as (the comment on the key's own line, the lines after it)."""
    if token is None:
        return "", ""
    first, newline, rest = token.value.partition("\n")
    return first, rest if newline else ""


def _set_token(node: CommentedMap, key: Any, own: str, rest: str) -> None:
    entry = node.ca.items.get(key)
    token = _token(node, key)
    if not own and not rest:
        if entry is not None:
            entry[2] = None
            if not any(entry):
                del node.ca.items[key]
        return
    if token is None:
        return  # nothing was there to keep
    token.value = (own + "\n" + rest) if own else "\n" + rest


def _without_comment_above(rest: str) -> str:
    """The lines between two keys, less the comment lines right above the second one."""
    lines = rest.split("\n")
    tail = lines.pop() if lines and not lines[-1].strip() else ""
    while lines and lines[-1].lstrip().startswith("#"):
        lines.pop()
    return "\n".join([*lines, tail]) if lines else tail


def _drop_comments(
    node: CommentedMap, key: Any, parent: tuple[CommentedMap, Any] | None = None
) -> None:
    """Drop the comment on `key`'s line and the comment lines just above it (for a first
    option, ruamel.yaml keeps those both in its mapping and at the mapping's own key)."""
    own, rest = _split(_token(node, key))
    if own.strip():
        _set_token(node, key, "", rest)
    keys = list(node.keys())
    index = keys.index(key)
    if index > 0:
        before = keys[index - 1]
        if isinstance(node[before], CommentedMap) and len(node[before]):
            return  # the lines above belong to the elder sibling's last option
        mine, between = _split(_token(node, before))
        if between.strip():
            _set_token(node, before, mine, _without_comment_above(between))
    elif node.ca.comment and len(node.ca.comment) > 1 and node.ca.comment[1]:
        node.ca.comment[1] = []
        entry = parent[0].ca.items.get(parent[1]) if parent else None
        if entry and len(entry) > 3:
            entry[3] = None


def _remove(node: CommentedMap, key: Any, parent: tuple[CommentedMap, Any] | None) -> None:
    """Delete `key` with its comments; the lines after it go to the option before it."""
    _, rest = _split(_token(node, key))
    _drop_comments(node, key, parent)
    keys = list(node.keys())
    index = keys.index(key)
    del node[key]
    node.ca.items.pop(key, None)
    if index == 0 or not rest:
        return
    before = keys[index - 1]
    if isinstance(node[before], CommentedMap):
        return
    mine, between = _split(_token(node, before))
    if _token(node, before) is None:
        holder = CommentToken("\n", CommentMark(0))
        node.ca.items[before] = [None, None, holder, None]
    _set_token(node, before, mine, between + rest)
