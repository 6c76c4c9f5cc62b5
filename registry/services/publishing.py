"""Publishing: YAML in, a new immutable version out, or every reason why not.

A publish is one transaction: validate, compare-and-swap on the ruleset's revision, insert
version n+1, append the audit event, move the head.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

import rulesets
from registry.errors import LifecycleError, RegistryError, StaleBase
from registry.models import Lifecycle, RulesDocument, Ruleset, Version, new_revision
from registry.services.audit import append_event, lock_club
from registry.services.locks import refuse_if_locked

__all__ = ["Publication", "publish", "restore", "versions_since", "store_rules"]


@dataclass(frozen=True)
class Publication:
    """The outcome of a publish: the version, and whether it was created now (False when the
    bytes were already the head's, so nothing was stored)."""

    version: Version
    created: bool


def publish(
    ruleset: Ruleset,
    source: bytes,
    *,
    author: AbstractBaseUser | None,
    message: str,
    base_revision: str,
    restored_from: Version | None = None,
) -> Publication:
    """Publish `source` as the ruleset's next version.

    Raises `rulesets.RulesetError` listing every diagnostic when the YAML is not a valid
    ruleset, `LockedRuleset` while a season lock holds, and `StaleBase` (with the versions
    published since) when `base_revision` is no longer the ruleset's revision. Publishing
    the head's exact bytes again returns the head without storing anything, so a retry is
    safe even though its base is now stale.
    """
    message = message.strip()
    if not message:
        raise RegistryError("a change message is required")
    # Parsed before taking any lock: validation is the slow part, and needs no lock.
    parsed = rulesets.parse(source)
    if not parsed.ok or parsed.rules is None:
        raise rulesets.RulesetError(parsed.diagnostics)
    with transaction.atomic():
        # Club first (its audit chain), then the ruleset row: select_for_update makes the
        # revision check and the head move one atomic compare-and-swap, so of two publishes
        # on the same base exactly one wins and version numbers have no gaps.
        lock_club(ruleset.club_id)
        ruleset = Ruleset.objects.select_for_update().select_related("club").get(pk=ruleset.pk)
        head = Version.objects.filter(pk=ruleset.head_id).first()
        if head is not None and head.source_bytes == bytes(source):
            return Publication(head, created=False)
        # After the no-op: a retry of what was published before the lock stores nothing.
        refuse_if_locked(ruleset)
        if ruleset.revision != base_revision:
            base = ruleset.versions.filter(revision=base_revision).first()
            raise StaleBase(ruleset, base_revision, base, versions_since(ruleset, base))
        version = _insert_version(ruleset, head, source, parsed, author, message, restored_from)
        return Publication(version, created=True)


def _insert_version(
    ruleset: Ruleset,
    head: Version | None,
    source: bytes,
    parsed: rulesets.ParseResult,
    author: AbstractBaseUser | None,
    message: str,
    restored_from: Version | None,
) -> Version:
    assert parsed.rules is not None
    document = store_rules(parsed.rules)
    version = Version.objects.create(
        ruleset=ruleset,
        number=head.number + 1 if head else 1,
        source=bytes(source),
        source_digest=parsed.source_digest,
        format=parsed.rules.format,
        document=document,
        parent=head,
        restored_from=restored_from,
        author=author,
        message=message,
        revision=new_revision(),
    )
    ruleset.head = version
    ruleset.revision = version.revision
    ruleset.save(update_fields=["head", "revision"])
    append_event(
        ruleset.club,
        "version.restore" if restored_from else "version.publish",
        actor=author,
        object_type="version",
        object_ref=version.chain_ref,
        digests={"source": version.source_digest, "rules": version.rules_digest},
        details={
            "message": message,
            "parent": head.number if head else None,
            "restored_from": restored_from.number if restored_from else None,
        },
    )
    return version


def store_rules(rules: rulesets.Ruleset) -> RulesDocument:
    """The shared rules document for these rules, stored if it is new."""
    digest = rulesets.rules_digest(rules)
    text = rulesets.canonical_json(rules)
    document, _ = RulesDocument.objects.get_or_create(
        digest=digest, defaults={"canonical_json": text, "game": rules.game}
    )
    if document.canonical_json != text:
        raise RegistryError(f"rules document {digest} does not hold the rules it is named for")
    if document.game != rules.game:  # stored with another game's name (a bundle's, say)
        raise RegistryError(
            f"rules document {digest} is recorded as {document.game}, not {rules.game}"
        )
    return document


def versions_since(ruleset: Ruleset, base: Version | None) -> list[Version]:
    """The versions published after `base` (all of them when `base` is None), oldest first."""
    # Everything the 412 answer shows of each version, in one query, however many there are.
    versions = (
        ruleset.versions.with_lifecycle()
        .select_related("author", "ruleset__club", "parent", "restored_from", "document")
        .order_by("number")
    )
    if base is not None:
        versions = versions.filter(number__gt=base.number)
    return list(versions)


def restore(
    version: Version,
    *,
    author: AbstractBaseUser | None,
    base_revision: str,
    message: str = "",
) -> Publication:
    """Publish an old version's exact bytes as a new version (history is never rewritten).

    A withdrawn version is refused: it was withdrawn so that it would not be played again.
    """
    if version.current_lifecycle() == Lifecycle.WITHDRAWN:
        raise LifecycleError(
            f"version {version.number} is withdrawn; publish its YAML by hand if you mean it"
        )
    return publish(
        version.ruleset,
        version.source_bytes,
        author=author,
        message=message.strip() or f"Restored version {version.number}",
        base_revision=base_revision,
        restored_from=version,
    )
