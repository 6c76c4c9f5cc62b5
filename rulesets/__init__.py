"""The houserules rules language: YAML rulesets for trick-taking games, validated, canonical
and digested. Pure Python; never imports Django.

    >>> import rulesets
    >>> rules = rulesets.load("format: houserules/1\\ngame: spades\\nname: Ours\\n")
    >>> rules.match.target
    500
    >>> rulesets.library("classic").name
    'Classic Spades'

Everything a program needs is exported here (`__all__`); docs/library.md is the tour.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from rulesets.canonical import canonical_json, canonical_rules, rules_digest, source_digest
from rulesets.catalog import UnknownRulesetError, library, library_names, library_path
from rulesets.diagnostics import Diagnostic, RulesetError, format_path
from rulesets.families import (
    RulesFamily,
    UnknownGame,
    register_rules_family,
    rules_families,
    rules_family,
)
from rulesets.formats import CURRENT_FORMAT, FORMATS, Ruleset
from rulesets.loader import ParseResult, from_data, load, load_file, parse
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

if TYPE_CHECKING:
    from rulesets.diff import Change, diff_rules, format_changes
    from rulesets.rulebook import render_rulebook
    from rulesets.schema import json_schema, schema_text
    from rulesets.summary import summarize

__version__ = "0.4.0"
"""The version of the houserules package (rulesets and engine), its one source."""

__all__ = [
    "CURRENT_FORMAT",
    "FORMATS",
    "Change",
    "Diagnostic",
    "ParseResult",
    "RookRules",
    "Ruleset",
    "RulesFamily",
    "RulesetError",
    "SpadesRules",
    "UnknownGame",
    "UnknownRulesetError",
    "__version__",
    "canonical_json",
    "canonical_rules",
    "diff_rules",
    "format_changes",
    "format_path",
    "from_data",
    "json_schema",
    "library",
    "library_names",
    "library_path",
    "load",
    "load_file",
    "parse",
    "register_rules_family",
    "render_rulebook",
    "rules_digest",
    "rules_families",
    "rules_family",
    "schema_text",
    "source_digest",
    "summarize",
]

# Prose, diffs and the schema are imported on first use: most programs only load and digest.
_LAZY = {
    "Change": "rulesets.diff",
    "diff_rules": "rulesets.diff",
    "format_changes": "rulesets.diff",
    "render_rulebook": "rulesets.rulebook",
    "json_schema": "rulesets.schema",
    "schema_text": "rulesets.schema",
    "summarize": "rulesets.summary",
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'rulesets' has no attribute {name!r}")
    value = getattr(import_module(_LAZY[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
