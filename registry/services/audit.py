"""The audit chain: every club has an append-only feed of events, each hashed over its fields
and its predecessor's hash, so a changed, removed or reordered event breaks every hash after
it.

The chain is per club: it travels whole in an export bundle and verifies unchanged in another
registry. Object references are club-relative (`ruleset@N`, a username, a match id) and the
actor is a username, for the same reason.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction

from registry.models import AuditEvent, Club
from registry.webhooks.events import queue_deliveries

__all__ = [
    "GENESIS",
    "HASHED_FIELDS",
    "actor_name",
    "append_event",
    "canonical_digest",
    "event_hash",
    "event_fields",
    "lock_club",
    "chain_problems",
]

GENESIS = "sha256:" + "0" * 64
"""The `prev_hash` of a club's first event."""

HASHED_FIELDS = (
    "sequence",
    "created_at",
    "actor",
    "action",
    "object_type",
    "object_ref",
    "digests",
    "details",
)
"""The fields an event's hash covers, besides `prev_hash`."""

Actor = AbstractBaseUser | AnonymousUser | None


def actor_name(actor: Actor) -> str:
    """The username recorded for an actor; empty for the system (a command, the library)."""
    if actor is None or not actor.is_authenticated:
        return ""
    return str(actor.get_username())


def canonical_digest(data: Any) -> str:
    """`sha256:` digest of JSON data in canonical form (sorted keys, no whitespace)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def _timestamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def event_fields(event: AuditEvent) -> dict[str, Any]:
    """The hashed fields of an event as plain JSON data."""
    fields = {name: getattr(event, name) for name in HASHED_FIELDS}
    fields["created_at"] = _timestamp(event.created_at)
    return fields


def event_hash(fields: dict[str, Any], prev_hash: str) -> str:
    """The hash of an event: SHA-256 over the canonical JSON of its fields and `prev_hash`."""
    return canonical_digest({**fields, "prev_hash": prev_hash})


def lock_club(club: Club | int) -> Club:
    """Lock a club's row until the end of the transaction and return it fresh.

    Every write to a club takes this lock first, so writes in one club are serialized: its
    audit chain never forks, and locks are always taken club first, then ruleset.
    """
    pk = club.pk if isinstance(club, Club) else club
    return Club.objects.select_for_update().get(pk=pk)


def append_event(
    club: Club,
    action: str,
    *,
    actor: Actor,
    object_type: str,
    object_ref: str = "",
    digests: dict[str, str] | None = None,
    details: dict[str, Any] | None = None,
) -> AuditEvent:
    """Append an event to the club's chain, in the caller's transaction."""
    with transaction.atomic():
        # The club lock serializes appends: two writers never read the same last event.
        # (SQLite has no row locks but lets one writer at a time; the unique constraints on
        # sequence and prev_hash would refuse a fork either way.)
        club = lock_club(club)
        last = AuditEvent.objects.filter(club=club).order_by("-sequence").first()
        event = AuditEvent(
            club=club,
            sequence=last.sequence + 1 if last else 1,
            actor=actor_name(actor),
            action=action,
            object_type=object_type,
            object_ref=object_ref,
            digests=digests or {},
            details=details or {},
            prev_hash=last.hash if last else GENESIS,
        )
        event.hash = event_hash(event_fields(event), event.prev_hash)
        event.save()
        # In this transaction: a write that rolls back sends nothing (registry.webhooks).
        queue_deliveries(event)
        return event


@dataclass(frozen=True)
class ChainProblem:
    """An event that does not fit its club's chain."""

    event: AuditEvent
    message: str


def chain_problems(events: list[AuditEvent]) -> list[ChainProblem]:
    """Every break in one club's chain: gaps in the sequence, links that do not point at
    the previous event, hashes that do not match the event's fields."""
    problems = []
    prev_hash, expected = GENESIS, 1
    for event in events:
        if event.sequence != expected:
            problems.append(ChainProblem(event, f"sequence {event.sequence}, expected {expected}"))
        if event.prev_hash != prev_hash:
            problems.append(ChainProblem(event, "prev_hash does not match the previous event"))
        if event_hash(event_fields(event), event.prev_hash) != event.hash:
            problems.append(ChainProblem(event, "hash does not match the event's fields"))
        prev_hash, expected = event.hash, event.sequence + 1
    return problems
