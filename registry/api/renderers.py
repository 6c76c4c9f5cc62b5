"""YAML in and out, Markdown out, and the problem-details media type.

YAML bodies are read with the rules language's hardened reader (`rulesets.yamlsource`), so a
request gets the same treatment as a rules file: no duplicate keys, no `no`/`on` booleans, no
dates, no aliases.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import yaml
from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser
from rest_framework.parsers import JSONParser as DRFJSONParser
from rest_framework.renderers import BaseRenderer
from rest_framework.utils.serializer_helpers import ReturnDict, ReturnList

from rulesets import safejson
from rulesets.yamlsource import MAX_BYTES, read_yaml

__all__ = [
    "YAML",
    "PROBLEM_JSON",
    "YAMLRenderer",
    "JSONParser",
    "YAMLParser",
    "MarkdownRenderer",
    "dump_yaml",
]

YAML = "application/yaml"
PROBLEM_JSON = "application/problem+json"


class _Dumper(yaml.SafeDumper):
    """SafeDumper that also writes DRF's ordered containers as plain mappings and lists."""


_Dumper.add_representer(OrderedDict, _Dumper.represent_dict)
_Dumper.add_representer(ReturnDict, _Dumper.represent_dict)
_Dumper.add_representer(ReturnList, _Dumper.represent_list)


def dump_yaml(data: Any) -> bytes:
    """Data as block-style UTF-8 YAML, keys in the order given."""
    text = yaml.dump(
        data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=False
    )
    return text.encode("utf-8")


class YAMLRenderer(BaseRenderer):
    """`application/yaml` (also chosen with `?format=yaml`)."""

    media_type = YAML
    format = "yaml"
    charset = None

    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: dict[str, Any] | None = None,
    ) -> bytes:
        return b"" if data is None else dump_yaml(data)


RAW_TEXT = frozenset({"$.source"})
"""Where a body may carry a document's raw bytes as text: a publish's `source`, whose
undecodable bytes arrive as surrogate escapes and are refused by the rules loader at their
line and column (docs/reliability.md)."""


class JSONParser(DRFJSONParser):
    """`application/json` request bodies through the site's one guard (`rulesets.safejson`):
    nesting, lone surrogates and numbers a database cannot hold are refused with a 400."""

    def parse(
        self,
        stream: Any,
        media_type: str | None = None,
        parser_context: dict[str, Any] | None = None,
    ) -> Any:
        if stream is None:
            return None
        try:
            return safejson.loads(stream.read(), RAW_TEXT)
        except ValueError as error:  # UnicodeDecodeError and json's errors are ValueErrors
            raise ParseError(f"JSON body: {error}") from None


class YAMLParser(BaseParser):
    """`application/yaml` request bodies, read like a rules file (every problem refused)."""

    media_type = YAML

    def parse(
        self,
        stream: Any,
        media_type: str | None = None,
        parser_context: dict[str, Any] | None = None,
    ) -> Any:
        try:
            # One byte past the limit is enough for the reader to refuse a body by its
            # length: a larger one is never held in memory.
            data, _, diagnostics = read_yaml(stream.read(MAX_BYTES + 1))
        except yaml.YAMLError as error:  # a control character, refused by PyYAML's reader
            raise ParseError(f"YAML body: {error}") from None
        if diagnostics:
            first = diagnostics[0]
            raise ParseError(
                f"YAML body, line {first.line}, column {first.column}: {first.message}"
            )
        try:
            safejson.check(data, RAW_TEXT)  # a YAML body is held to what a JSON body is
        except safejson.UnsafeInput as error:
            raise ParseError(f"YAML body: {error}") from None
        return data


class MarkdownRenderer(BaseRenderer):
    """`text/markdown`: the rendered view returns the Markdown text itself."""

    media_type = "text/markdown"
    format = "md"
    charset = "utf-8"

    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: dict[str, Any] | None = None,
    ) -> bytes:
        if isinstance(data, dict):
            data = data.get("markdown", "")
        return str(data or "").encode("utf-8")
