"""Verifying the registry: recompute every digest and every audit chain from the stored rows.

The triggers stop changes made through the database; this finds changes made behind their
back (a dropped trigger, an edited database file, a restored backup that was tampered with).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from django.db import connection
from django.db.models import QuerySet

import rulesets
from registry.models import AuditEvent, Club, Match, MatchStatus, RulesDocument, Ruleset, Version
from registry.services.audit import canonical_digest, chain_problems

__all__ = ["Problem", "verify_registry", "verify_club", "trigger_problems"]

PUBLISH_ACTIONS = ("version.publish", "version.restore")


@dataclass(frozen=True)
class Problem:
    """A row that does not match what it claims."""

    row: str
    """The row, named so it can be found: `version demo/house@2 (id 7)`."""
    message: str

    def __str__(self) -> str:
        return f"{self.row}: {self.message}"


GUARDED_TABLES = (
    "registry_version",
    "registry_rulesdocument",
    "registry_lifecyclechange",
    "registry_auditevent",
    "registry_match",
)
"""Tables whose UPDATE and DELETE triggers (migration 0002) must exist."""


def verify_registry() -> list[Problem]:
    """Every problem in the whole registry; empty when everything verifies."""
    problems = list(trigger_problems())
    problems += _documents(RulesDocument.objects.all())
    for club in Club.objects.order_by("slug"):
        problems += verify_club(club, documents=False)
    return problems


def verify_club(club: Club, *, documents: bool = True) -> list[Problem]:
    """Every problem in one club: its versions, rulesets, matches and audit chain."""
    events = list(AuditEvent.objects.filter(club=club).order_by("sequence"))
    versions = Version.objects.filter(ruleset__club=club).select_related("ruleset__club")
    problems: list[Problem] = []
    if documents:
        problems += _documents(RulesDocument.objects.filter(versions__in=versions).distinct())
    problems += _versions(versions.select_related("document").order_by("ruleset", "number"), events)
    problems += _rulesets(Ruleset.objects.filter(club=club).select_related("club", "head"))
    problems += _matches(Match.objects.filter(version__in=versions), events)
    for found in chain_problems(events):
        event = found.event
        row = f"audit event {club.slug} #{event.sequence} (id {event.pk})"
        problems.append(Problem(row, found.message))
    return problems


def trigger_problems() -> Iterator[Problem]:
    """A problem for each immutability trigger missing from the database (a migration that
    rebuilt a table on SQLite drops its triggers; so does someone covering their tracks)."""
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal")
        else:
            cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        present = {row[0] for row in cursor.fetchall()}
    for table in GUARDED_TABLES:
        for op in ("update", "delete"):
            if f"{table}_refuse_{op}" not in present:
                yield Problem(f"table {table}", f"its {op.upper()} trigger is missing")


def sha256(data: bytes) -> str:
    """`sha256:` digest of raw bytes."""
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _documents(documents: Iterable[RulesDocument]) -> Iterator[Problem]:
    for document in documents:
        row = f"rules document {document.digest}"
        if sha256(document.canonical_json.encode("utf-8")) != document.digest:
            yield Problem(row, "its canonical JSON does not hash to its digest")


def _versions(versions: Iterable[Version], events: list[AuditEvent]) -> Iterator[Problem]:
    published = {e.object_ref: e for e in events if e.action in PUBLISH_ACTIONS}
    for version in versions:
        row = f"version {version.ref} (id {version.pk})"
        for message in _version_problems(version, published.get(version.chain_ref)):
            yield Problem(row, message)


def _version_problems(version: Version, event: AuditEvent | None) -> Iterator[str]:
    if sha256(version.source_bytes) != version.source_digest:
        yield "its YAML does not hash to its source_digest"
    parsed = rulesets.parse(version.source_bytes)
    if not parsed.ok or parsed.rules is None:
        yield f"its YAML no longer parses ({len(parsed.diagnostics)} diagnostics)"
    else:
        if rulesets.rules_digest(parsed.rules) != version.rules_digest:
            yield "its YAML does not resolve to its rules_digest"
        if rulesets.canonical_json(parsed.rules) != version.document.canonical_json:
            yield "its rules document does not hold the rules its YAML resolves to"
        if parsed.rules.format != version.format:
            yield f"its format is recorded as {version.format!r}, not {parsed.rules.format!r}"
    if event is None:
        yield "no publish event in the club's audit chain"
    elif event.digests != {"source": version.source_digest, "rules": version.rules_digest}:
        yield f"its digests differ from those of audit event #{event.sequence}"


def _rulesets(rulesets_: Iterable[Ruleset]) -> Iterator[Problem]:
    for ruleset in rulesets_:
        row = f"ruleset {ruleset} (id {ruleset.pk})"
        numbers = list(ruleset.versions.order_by("number").values_list("number", flat=True))
        if numbers != list(range(1, len(numbers) + 1)):
            yield Problem(row, f"version numbers are not 1..{len(numbers)}: {numbers}")
        head = ruleset.head
        if numbers and (head is None or head.number != numbers[-1]):
            yield Problem(row, f"its head is not its newest version ({numbers[-1]})")
        if head is not None and ruleset.revision != head.revision:
            yield Problem(row, "its revision is not its head's")


def _matches(matches: QuerySet[Match], events: list[AuditEvent]) -> Iterator[Problem]:
    finished = {e.object_ref: e for e in events if e.action in ("match.finish", "match.abort")}
    for match in matches.select_related("version"):
        row = f"match {match.id}"
        if match.rules_digest != match.version.rules_digest:
            yield Problem(row, "its rules_digest is not its version's")
        if match.status in (MatchStatus.STARTED, MatchStatus.OPEN):
            continue
        event = finished.get(str(match.id))
        if event is None:
            yield Problem(row, "no finish event in the club's audit chain")
        elif event.digests.get("log") != canonical_digest(match.log):
            yield Problem(row, f"its log differs from the one audit event #{event.sequence} saw")
