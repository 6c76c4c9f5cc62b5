"""The canonical form of a ruleset and its digests.

The canonical form is what a digest is taken of, so it is specified exactly (see
docs/rules-language.md, "Recomputing the digest"): the resolved rules (every default filled
in) as JSON with the keys sorted at every level, no insignificant whitespace, UTF-8, and
without the prose fields
(`name`, `description`, `notes`), which describe the rules but are not rules. The rules
language has no floating-point values, so every number is an integer.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Final

from rulesets.formats import Ruleset

__all__ = [
    "PROSE_FIELDS",
    "canonical_rules",
    "canonical_json",
    "rules_digest",
    "source_digest",
    "sha256_digest",
]

PROSE_FIELDS: Final = frozenset({"name", "description", "notes"})
"""Fields that are part of the source but not of the rules: they never change the digest."""


def canonical_rules(rules: Ruleset) -> dict[str, Any]:
    """The resolved rules as plain JSON data, prose fields left out."""
    return rules.model_dump(mode="json", exclude=set(PROSE_FIELDS))


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
