"""What the registry holds, in a form two runs (or two databases) can compare, and the means an
intruder with database access has: dropping a trigger and writing raw SQL.

Imported by the tests and by faults_child.py (in another process, after `django.setup()`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import connection

from registry.models import (
    AuditEvent,
    Club,
    LifecycleChange,
    Match,
    RulesDocument,
    Ruleset,
    Version,
)
from registry.services.audit import event_fields
from registry.services.verification import sha256

# --- tampering -------------------------------------------------------------------------------


def drop_triggers(table: str) -> None:
    """Drop a guarded table's UPDATE and DELETE triggers (in the caller's transaction)."""
    with connection.cursor() as cursor:
        for op in ("update", "delete"):
            on = f" ON {table}" if connection.vendor == "postgresql" else ""
            cursor.execute(f"DROP TRIGGER {table}_refuse_{op}{on}")


def execute(sql: str, params: list[Any]) -> None:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def match_pk(match: Match) -> Any:
    """A match's primary key as raw SQL compares it (SQLite stores UUIDs as hex text)."""
    return match.pk.hex if connection.vendor == "sqlite" else match.pk


# --- one ruleset, before and after a publish ---------------------------------------------------


@dataclass(frozen=True)
class Stored:
    """What a ruleset and its club hold: enough to tell all from nothing from half."""

    slug: str
    versions: tuple[tuple[int, str, str, str], ...]
    """(number, source_digest, rules_digest, revision), by number."""
    head: int | None
    revision: str
    events: tuple[tuple[int, str, str, str], ...]
    """The club's chain: (sequence, action, object_ref, hash)."""
    documents: frozenset[str]


def stored(ruleset_pk: int) -> Stored:
    ruleset = Ruleset.objects.select_related("head").get(pk=ruleset_pk)
    versions = ruleset.versions.order_by("number")
    events = AuditEvent.objects.filter(club_id=ruleset.club_id).order_by("sequence")
    return Stored(
        slug=ruleset.slug,
        versions=tuple(
            (v.number, v.source_digest, v.rules_digest, v.revision)
            for v in versions.only("number", "source_digest", "document", "revision")
        ),
        head=ruleset.head.number if ruleset.head else None,
        revision=ruleset.revision,
        events=tuple(events.values_list("sequence", "action", "object_ref", "hash")),
        documents=frozenset(RulesDocument.objects.values_list("digest", flat=True)),
    )


def outcome(before: Stored, after: Stored, source: bytes) -> str:
    """`nothing` when the publish of `source` left no trace, `whole` when every part of it
    is there, otherwise a description of what is half-written."""
    if after == before:
        return "nothing"
    number = (before.head or 0) + 1
    new_versions = after.versions[len(before.versions) :]
    new_events = after.events[len(before.events) :]
    wrong = []
    if after.versions[: len(before.versions)] != before.versions or len(new_versions) != 1:
        wrong.append(f"versions went from {before.versions} to {after.versions}")
    elif new_versions[0][:2] != (number, sha256(source)):
        wrong.append(f"the new version is {new_versions[0]}, not number {number} of the source")
    else:
        version = new_versions[0]
        if after.head != number or after.revision != version[3]:
            wrong.append(f"head {after.head} / revision {after.revision} do not name it")
        if version[2] not in after.documents:
            wrong.append(f"its rules document {version[2]} is missing")
    if after.events[: len(before.events)] != before.events or len(new_events) != 1:
        wrong.append(f"the audit chain went from {before.events} to {after.events}")
    elif new_events[0][1:3] not in {("version.publish", f"{before.slug}@{number}")}:
        wrong.append(f"the new audit event is {new_events[0]}")
    extra_documents = after.documents - before.documents
    if len(extra_documents) > 1:
        wrong.append(f"documents {sorted(extra_documents)} appeared")
    return "whole" if not wrong else "half-written: " + "; ".join(wrong)


# --- a whole club, for comparing two databases -----------------------------------------------


def _time(moment: Any) -> str | None:
    return moment.isoformat(timespec="microseconds") if moment else None


def club_record(slug: str) -> dict[str, Any]:
    """A club's whole history as plain JSON data: equal in two databases exactly when they
    hold the same versions, digests, authors, messages, lifecycle, matches and chain."""
    club = Club.objects.get(slug=slug)
    versions = Version.objects.filter(ruleset__club=club).select_related(
        "ruleset", "author", "parent", "restored_from"
    )
    matches = Match.objects.filter(version__ruleset__club=club).select_related(
        "version__ruleset", "started_by"
    )
    changes = LifecycleChange.objects.filter(version__ruleset__club=club).select_related(
        "version__ruleset", "actor"
    )
    return {
        "club": {"slug": club.slug, "name": club.name, "public": club.is_public},
        "members": sorted(
            [m.user.get_username(), m.role] for m in club.memberships.select_related("user")
        ),
        "rulesets": [
            {
                "slug": r.slug,
                "title": r.title,
                "head": r.head.number if r.head else None,
                "revision": r.revision,
            }
            for r in club.rulesets.select_related("head").order_by("slug")
        ],
        "versions": [
            {
                "ref": v.chain_ref,
                "source_sha256": sha256(v.source_bytes),
                "source_digest": v.source_digest,
                "rules_digest": v.rules_digest,
                "format": v.format,
                "author": v.author.get_username() if v.author else None,
                "message": v.message,
                "revision": v.revision,
                "parent": v.parent.number if v.parent else None,
                "restored_from": v.restored_from.number if v.restored_from else None,
                "created_at": _time(v.created_at),
            }
            for v in versions.order_by("ruleset__slug", "number")
        ],
        "lifecycle": [
            [c.version.chain_ref, c.state, c.reason, c.actor.get_username() if c.actor else None]
            for c in changes.order_by("id")
        ],
        "matches": [
            {
                "id": str(m.id),
                "version": m.version.chain_ref,
                "rules_digest": m.rules_digest,
                "engine_version": m.engine_version,
                "seats": m.seats,
                "seed": m.seed,
                "log": m.log,
                "result": m.result,
                "status": m.status,
                "started_by": m.started_by.get_username() if m.started_by else None,
                "started_at": _time(m.started_at),
                "finished_at": _time(m.finished_at),
            }
            for m in matches.order_by("started_at", "id")
        ],
        "audit": [
            {**event_fields(e), "prev_hash": e.prev_hash, "hash": e.hash}
            for e in AuditEvent.objects.filter(club=club).order_by("sequence")
        ],
    }


def stored_from_json(data: dict[str, Any]) -> Stored:
    """A `Stored` read back from the JSON `faults_child.py inspect` prints."""
    return Stored(
        slug=data["slug"],
        versions=tuple(tuple(v) for v in data["versions"]),  # type: ignore[misc]
        head=data["head"],
        revision=data["revision"],
        events=tuple(tuple(e) for e in data["events"]),  # type: ignore[misc]
        documents=frozenset(data["documents"]),
    )
