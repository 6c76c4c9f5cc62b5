"""Hardened YAML reading: plain data plus the line and column of every key and value.

PyYAML is used only to scan, parse and compose the node tree; values are built here so that
nothing surprising is ever constructed. Safe loading alone is not enough for a rules file:
PyYAML keeps the last of duplicate keys, turns `no`/`on` into booleans and `2024-01-01` into a
date, and expands aliases without limit. Each of those is reported as a diagnostic instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Final

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from rulesets.diagnostics import Diagnostic, format_path

__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_ITEMS", "Position", "SourceMap", "as_bytes", "read_yaml"]

MAX_BYTES: Final = 64 * 1024
"""The largest document accepted: a rules file is a few kilobytes."""
MAX_DEPTH: Final = 16
"""The deepest nesting of mappings and lists accepted (the language needs 4)."""
MAX_INT_DIGITS: Final = 12
MAX_ITEMS: Final = 1000
"""The longest list accepted (a pack has at most 54 cards). Longer ones are refused before
validation, whose checks for repeats are quadratic in the length of a list."""

_TAG = "tag:yaml.org,2002:"
_DECIMAL = re.compile(r"^[-+]?(0|[1-9][0-9]*)$")
_TRUE_FALSE = {"true": True, "false": False}

Path = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Position:
    """A 1-based line and column in the source."""

    line: int
    column: int


@dataclass
class SourceMap:
    """Where each rule path is written: the value's position and, for mapping entries, the
    key's position."""

    values: dict[Path, Position] = field(default_factory=dict)
    keys: dict[Path, Position] = field(default_factory=dict)

    def locate(self, path: Path, *, prefer_key: bool = False) -> Position:
        """The position of `path`, falling back to the key of its nearest written ancestor
        (a missing option is reported where its section is named)."""
        found = (self.keys.get(path) if prefer_key else None) or self.values.get(path)
        if found:
            return found
        for end in range(len(path) - 1, -1, -1):
            prefix = path[:end]
            found = self.keys.get(prefix) or self.values.get(prefix)
            if found:
                return found
        return Position(1, 1)


class _Refused(Exception):
    """A problem that stops reading the document (the tree cannot be trusted past it)."""

    def __init__(self, code: str, mark: yaml.Mark | None, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.position = _position(mark)
        self.message = message


def _position(mark: yaml.Mark | None) -> Position:
    return Position(mark.line + 1, mark.column + 1) if mark else Position(1, 1)


class _HardenedLoader(yaml.SafeLoader):
    """SafeLoader that refuses aliases and deep nesting while composing."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: Node | None, index: object) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
            raise _Refused("alias", mark, "anchors and aliases (*name) are not allowed in rules")
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if getattr(event, "anchor", None):
            raise _Refused("alias", event.start_mark, "anchors (&name) are not allowed in rules")
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _Refused("too-deep", event.start_mark, f"nested deeper than {MAX_DEPTH} levels")
        node = super().compose_node(parent, index)  # type: ignore[arg-type]
        self._depth -= 1
        return node


def _codepoint(character: object) -> int:
    return ord(character) if isinstance(character, str) else int(str(character))


def _mark(line: int, column: int) -> yaml.Mark:
    return yaml.Mark("", 0, line, column, "", 0)


_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")


def _mark_at(text: str, index: int) -> yaml.Mark:
    """The position of `text[index]`, counting line breaks as PyYAML's reader does (CR alone,
    NEL, LS and PS too), so that a file with old Mac line endings gets the same line numbers
    for a bad byte as for a bad value."""
    line, start = 0, 0
    for found in _LINE_BREAK.finditer(text, 0, index):
        line, start = line + 1, found.end()
    return _mark(line, index - start)


def _decode(data: bytes) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # The bytes before the first bad one are valid: count in characters, as YAML does.
        before = data[: exc.start].decode("utf-8").removeprefix("\ufeff")
        raise _Refused(
            "encoding",
            _mark_at(before, len(before)),
            f"the file is not valid UTF-8 (byte 0x{data[exc.start]:02x}); save it as UTF-8",
        ) from None
    text = text.removeprefix("\ufeff")
    nul = text.find("\x00")
    if nul >= 0:
        raise _Refused(
            "encoding", _mark_at(text, nul), "the file contains a NUL byte: it is not a text file"
        )
    return text


def as_bytes(source: bytes | str) -> bytes:
    """The bytes of a document given as text. A lone surrogate is kept, so that decoding
    reports it as an encoding problem at its line instead of raising here."""
    return source if isinstance(source, bytes) else source.encode("utf-8", "surrogatepass")


def read_yaml(source: bytes | str) -> tuple[Any, SourceMap, list[Diagnostic]]:
    """Read a YAML rules document into plain data (dicts with string keys, lists, str, int,
    float, bool, None), the positions of its parts, and every problem found. On a problem
    that stops reading, the data is None."""
    data = as_bytes(source)
    if len(data) > MAX_BYTES:
        return (
            None,
            SourceMap(),
            [
                Diagnostic(
                    "too-large",
                    "",
                    1,
                    1,
                    f"the document is {len(data):,} bytes; a ruleset may be at most {MAX_BYTES:,}",
                )
            ],
        )
    try:
        root = _compose(_decode(data))
    except _Refused as refused:
        where = refused.position
        return (
            None,
            SourceMap(),
            [Diagnostic(refused.code, "", where.line, where.column, refused.message)],
        )
    if root is None:
        return None, SourceMap(), [Diagnostic("empty", "", 1, 1, "the document is empty")]
    builder = _Builder()
    value = builder.build(root, ())
    return value, builder.source_map, builder.diagnostics


def _compose(text: str) -> Node | None:
    """The document's node tree: by libyaml when the document plainly needs none of the
    checks below, otherwise (or on any error) by the pure-Python loader, whose refusals and
    messages are the ones users see."""
    fast = _compose_in_c(text)
    return fast if fast is not _NOT_PLAIN else _compose_carefully(text)  # type: ignore[return-value]


_NOT_PLAIN: Final = object()
_OPENS = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSES = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _compose_in_c(text: str) -> Node | None | object:
    """The node tree composed by libyaml (about 30 times faster: most of a rules file's
    reading time was the pure-Python scanner), or `_NOT_PLAIN` when the document has anything
    the careful loader refuses or words: a character the reader refuses, an anchor or alias,
    nesting near `MAX_DEPTH`, a syntax error. libyaml's composer recurses in C, so the depth is
    measured on its event stream, which does not, before anything is composed."""
    if not _LIBYAML:
        return _NOT_PLAIN
    try:
        yaml.reader.Reader(text)  # the same character check as the careful loader's
        depth = 0
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
                return _NOT_PLAIN
            if isinstance(event, _OPENS):
                depth += 1
                if depth >= MAX_DEPTH - 1:
                    return _NOT_PLAIN
            elif isinstance(event, _CLOSES):
                depth -= 1
        loader = yaml.CSafeLoader(text)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()
    except (yaml.YAMLError, RecursionError, ValueError):
        return _NOT_PLAIN


_LIBYAML: Final = bool(getattr(yaml, "__with_libyaml__", False))


def _compose_carefully(text: str) -> Node | None:
    try:
        # The reader checks every character as the loader is made, so that is inside the try.
        loader = _HardenedLoader(text)
    except yaml.reader.ReaderError as exc:
        raise _Refused(
            "encoding",
            _mark_at(text, exc.position),
            f"the character U+{_codepoint(exc.character):04X} is not allowed in a YAML file",
        ) from None
    try:
        node = loader.get_single_node()
    except _Refused:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        if exc.context_mark and _at_end(exc.problem_mark, text):
            # "unexpected end of stream" is found past the last line; the mistake is where
            # the unclosed quote or bracket opened.
            mark, problem = exc.context_mark, f"{exc.context} that is never closed"
        code = (
            "multiple-documents"
            if "expected a single document" in str(exc.context)
            else "yaml-syntax"
        )
        raise _Refused(code, mark, _syntax_message(code, problem)) from None
    except yaml.YAMLError as exc:
        raise _Refused("yaml-syntax", None, f"invalid YAML: {exc}") from None
    except RecursionError:
        raise _Refused("too-deep", None, "the document is nested too deeply") from None
    finally:
        loader.dispose()
    return node


def _at_end(mark: yaml.Mark | None, text: str) -> bool:
    return mark is None or mark.index >= len(text.rstrip())


def _syntax_message(code: str, problem: str) -> str:
    if code == "multiple-documents":
        return "a ruleset is one YAML document; remove the extra '---'"
    return f"invalid YAML: {problem}"


class _Builder:
    """Builds plain values from a composed node tree, recording positions and problems."""

    def __init__(self) -> None:
        self.source_map = SourceMap()
        self.diagnostics: list[Diagnostic] = []

    def problem(self, code: str, path: Path, node: Node, message: str) -> None:
        where = _position(node.start_mark)
        self.diagnostics.append(
            Diagnostic(code, format_path(path), where.line, where.column, message)
        )

    def build(self, node: Node, path: Path) -> Any:
        self.source_map.values[path] = _position(node.start_mark)
        if isinstance(node, MappingNode):
            return self.build_mapping(node, path)
        if isinstance(node, SequenceNode):
            return self.build_sequence(node, path)
        assert isinstance(node, ScalarNode)
        return self.build_scalar(node, path)

    def build_mapping(self, node: MappingNode, path: Path) -> dict[str, Any] | None:
        if node.tag != _TAG + "map":
            self.problem("custom-tag", path, node, f"the tag {node.tag} is not allowed in rules")
            return None
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = self.build_key(key_node, path)
            if key is None:
                continue
            if key in result:
                first = self.source_map.keys[(*path, key)]
                self.problem(
                    "duplicate-key",
                    (*path, key),
                    key_node,
                    f"'{key}' is given twice (first on line {first.line}); keep one",
                )
                continue
            self.source_map.keys[(*path, key)] = _position(key_node.start_mark)
            result[key] = self.build(value_node, (*path, key))
        return result

    def build_key(self, node: Node, path: Path) -> str | None:
        if not isinstance(node, ScalarNode):
            self.problem("complex-key", path, node, "a key must be a plain name")
            return None
        if node.tag == _TAG + "merge":
            self.problem("merge-key", path, node, "merge keys (<<) are not allowed in rules")
            return None
        # Keys are names: `10:` in a counters table means the rank "10", not a number.
        return str(node.value)

    def build_sequence(self, node: SequenceNode, path: Path) -> list[Any] | None:
        if node.tag != _TAG + "seq":
            self.problem("custom-tag", path, node, f"the tag {node.tag} is not allowed in rules")
            return None
        if len(node.value) > MAX_ITEMS:
            self.problem(
                "too-long",
                path,
                node,
                f"the list has {len(node.value):,} items; a rule takes at most {MAX_ITEMS:,}",
            )
            return None
        return [self.build(item, (*path, index)) for index, item in enumerate(node.value)]

    def build_scalar(self, node: ScalarNode, path: Path) -> Any:
        tag, text = node.tag, node.value
        if tag == _TAG + "str":
            return text
        if tag == _TAG + "null":
            return None
        if tag == _TAG + "bool":
            return self.build_bool(node, path)
        if tag == _TAG + "int":
            return self.build_int(node, path)
        if tag == _TAG + "float":
            return self.build_float(node, path)
        if tag == _TAG + "timestamp":
            self.problem(
                "implicit-date",
                path,
                node,
                f"{text} reads as a date; rules have no dates (quote it if it is text)",
            )
            return None
        self.problem("custom-tag", path, node, f"the tag {tag} is not allowed in rules")
        return None

    def build_bool(self, node: ScalarNode, path: Path) -> bool | None:
        value = _TRUE_FALSE.get(node.value)
        if value is None:
            self.problem(
                "yaml11-boolean",
                path,
                node,
                f"'{node.value}' is ambiguous: write true or false"
                " (or quote it if you mean the text)",
            )
        return value

    def build_int(self, node: ScalarNode, path: Path) -> int | None:
        text = node.value
        if not _DECIMAL.match(text):
            self.problem(
                "number-format",
                path,
                node,
                f"'{text}' is not a plain decimal number (no _, 0x, 0o or 1:30 forms)",
            )
            return None
        if len(text.lstrip("+-")) > MAX_INT_DIGITS:
            self.problem("out-of-range", path, node, f"{text} is far too large for any rule")
            return None
        return int(text)

    def build_float(self, node: ScalarNode, path: Path) -> float | None:
        try:
            return float(node.value.replace("_", ""))
        except ValueError:
            # YAML spells infinity and NaN .inf/.nan; no rule takes either.
            self.problem("number-format", path, node, f"'{node.value}' is not a usable number")
            return None
