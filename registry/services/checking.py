"""The dry-run check: what publishing these bytes would do, with nothing stored.

The same validation as `publish`, the digest the rules would get, whether it would be a
no-op, the semantic changes against the head, and the lock that would refuse it. The API's
`versions/check`, the `check_ruleset` command and the guided editor call `check_publish`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import rulesets
from registry.models import Ruleset, SeasonLock, Version
from registry.services.locks import current_lock

__all__ = ["Check", "check_publish", "lock_summary"]


def lock_summary(lock: SeasonLock | None) -> dict[str, Any] | None:
    """A lock as a check names it: its reason and last day (None: no lock)."""
    if lock is None:
        return None
    return {"reason": lock.reason, "until": lock.until.isoformat() if lock.until else None}


@dataclass(frozen=True)
class Check:
    """What a publish of some bytes would do."""

    diagnostics: list[rulesets.Diagnostic]
    """Every problem of the YAML (empty: it would publish)."""
    digest: str | None
    """The rules digest it would get (None when the YAML is invalid)."""
    no_op: bool
    """The bytes are the head's: publishing would store nothing and answer the head."""
    changes: list[Any] = field(default_factory=list)
    """The semantic changes against the head (`rulesets.diff.Change`s)."""
    locked: SeasonLock | None = None
    """The season lock that would refuse the publish (None: no lock holds, or a no-op)."""
    stale: bool = False
    """A `base_revision` was given and it is no longer the ruleset's revision."""
    warnings: list[rulesets.Diagnostic] = field(default_factory=list)
    """Valid but probably not meant: options written that a parent setting switches off
    (`rulesets.switched_off`). They never stop a publish."""

    @property
    def ok(self) -> bool:
        """Whether the publish would go through (or be a harmless no-op)."""
        return not self.diagnostics and self.locked is None and (self.no_op or not self.stale)

    def as_dict(self) -> dict[str, Any]:
        """The JSON the API answers (docs/api.md, "Checking before publishing")."""
        lock = self.locked
        return {
            "diagnostics": [d.as_dict() for d in self.diagnostics],
            "digest": self.digest,
            "no_op": self.no_op,
            "changes": [
                {
                    "path": c.path,
                    "old": c.old,
                    "new": c.new,
                    "topic": c.topic,
                    "sentence": c.sentence,
                }
                for c in self.changes
            ],  # fmt: skip
            "locked": lock_summary(lock),
            "stale": self.stale,
            "warnings": [w.as_dict() for w in self.warnings],
        }


def check_publish(ruleset: Ruleset, source: bytes, *, base_revision: str | None = None) -> Check:
    """What `publish(ruleset, source, base_revision=...)` would do, storing nothing and
    taking no lock. `base_revision` None: the staleness of the edit is not checked."""
    ruleset = Ruleset.objects.select_related("head").get(pk=ruleset.pk)
    stale = base_revision is not None and base_revision != ruleset.revision
    parsed = rulesets.parse(source)
    if not parsed.ok or parsed.rules is None:
        lock = current_lock(ruleset)
        return Check(list(parsed.diagnostics), None, False, locked=lock, stale=stale)
    head: Version | None = ruleset.head
    no_op = head is not None and head.source_bytes == bytes(source)
    changes = _changes(head, parsed.rules) if head is not None else []
    locked = None if no_op else current_lock(ruleset)
    digest = rulesets.rules_digest(parsed.rules)
    stale = stale and not no_op
    return Check([], digest, no_op, changes, locked, stale=stale, warnings=parsed.warnings)


def _changes(head: Version, rules: rulesets.Ruleset) -> list[Any]:
    from rulesets.diff import diff_rules

    return diff_rules(head.load_rules(), rules)
