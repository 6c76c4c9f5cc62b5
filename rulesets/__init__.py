"""The houserules rules language: YAML rulesets for trick-taking games, validated, canonical
and digested. Pure Python; never imports Django.

    >>> import rulesets
    >>> rules = rulesets.load("format: houserules/1\\ngame: spades\\nname: Ours\\n")
    >>> rules.match.target
    500
"""

from rulesets.canonical import canonical_json, canonical_rules, rules_digest, source_digest
from rulesets.diagnostics import Diagnostic, RulesetError, format_path
from rulesets.formats import CURRENT_FORMAT, FORMATS, Ruleset
from rulesets.loader import ParseResult, from_data, load, load_file, parse
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules

__all__ = [
    "CURRENT_FORMAT",
    "FORMATS",
    "Diagnostic",
    "ParseResult",
    "RookRules",
    "Ruleset",
    "RulesetError",
    "SpadesRules",
    "canonical_json",
    "canonical_rules",
    "format_path",
    "from_data",
    "load",
    "load_file",
    "parse",
    "rules_digest",
    "source_digest",
]
