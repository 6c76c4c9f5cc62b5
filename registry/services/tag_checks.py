"""Tags and season locks against the club's chain: what `verify_registry` checks (each tag
points where the last `tag.move` moved it, no protected tag moved after it was protected,
each lock is the one the last lock event set), and rebuilding them from the chain when a
club is imported from a bundle (the chain is their record). Kept apart from
`verification`, which checks versions, matches and members."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection

from registry.models import AuditEvent, Club, Ruleset, SeasonLock, Tag
from registry.services.verification import Problem

__all__ = ["tag_problems", "lock_problems", "tag_trigger_problems", "rebuild_from_chain"]

TAG_TRIGGERS = ("registry_tag_protected_update", "registry_tag_protected_delete")
"""The triggers of migration 0005 that keep a protected tag where it is."""


def _details(event: AuditEvent) -> dict[str, Any]:
    return event.details if isinstance(event.details, dict) else {}


def tag_trigger_problems() -> Iterator[Problem]:
    """A problem for each protected-tag trigger missing from the database."""
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal")
        else:
            cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        present = {row[0] for row in cursor.fetchall()}
    for name in TAG_TRIGGERS:
        if name not in present:
            yield Problem("table registry_tag", f"its trigger {name} is missing")


def tag_problems(club: Club, events: list[AuditEvent]) -> Iterator[Problem]:
    """Every tag of the club that disagrees with its moves in the chain, and every move of a
    tag the registry does not hold."""
    moves: dict[str, list[AuditEvent]] = {}
    for event in events:
        if event.action == "tag.move":
            moves.setdefault(event.object_ref, []).append(event)
    tags = Tag.objects.filter(ruleset__club=club).select_related("ruleset", "version__ruleset")
    for tag in tags:
        row = f"tag {tag} (id {tag.pk})"
        for message in _tag_disagreements(tag, moves.pop(tag.chain_ref, [])):
            yield Problem(row, message)
    for ref, left in sorted(moves.items()):
        yield Problem(
            f"audit event #{left[-1].sequence} (tag.move of {ref})",
            "records a tag the registry does not hold",
        )


def _tag_disagreements(tag: Tag, moves: list[AuditEvent]) -> Iterator[str]:
    if tag.version.ruleset_id != tag.ruleset_id:
        yield "it points at a version of another ruleset"
    if not moves:
        yield "no tag.move event in the club's audit chain"
        return
    last = moves[-1]
    details = _details(last)
    recorded = (details.get("to"), details.get("protected"), last.digests.get("rules"))
    if (tag.version.number, tag.protected, tag.version.rules_digest) != recorded:
        yield (
            f"it points at version {tag.version.number} (protected: {tag.protected}), "
            f"audit event #{last.sequence} moved it to {details.get('to')} "
            f"(protected: {details.get('protected')})"
        )
    pinned = next((m for m in moves if _details(m).get("protected")), None)
    if pinned is not None and any(_details(m).get("to") != _details(pinned).get("to")
                                  for m in moves[moves.index(pinned):]):  # fmt: skip
        yield f"it moved after audit event #{pinned.sequence} protected it"


def lock_problems(club: Club, events: list[AuditEvent]) -> Iterator[Problem]:
    """Every ruleset whose season lock differs from the one its last lock event recorded."""
    last: dict[str, AuditEvent] = {}
    for event in events:
        if event.action in ("ruleset.lock", "ruleset.unlock"):
            last[event.object_ref] = event
    locks = {
        lock.ruleset.slug: lock
        for lock in SeasonLock.objects.filter(ruleset__club=club).select_related("ruleset")
    }
    for slug in sorted(set(last) | set(locks)):
        event, lock = last.get(slug), locks.get(slug)
        held = None if lock is None else (lock.reason, _day(lock))
        recorded = None
        if event is not None and event.action == "ruleset.lock":
            recorded = (_details(event).get("reason"), _details(event).get("until"))
        if held != recorded:
            yield Problem(
                f"season lock of {club.slug}/{slug}",
                f"the lock is {held}, the audit chain recorded {recorded}",
            )


def _day(lock: SeasonLock) -> str | None:
    return lock.until.isoformat() if lock.until else None


def rebuild_from_chain(club: Club) -> None:
    """Set the club's tags and season locks to what its chain's last events recorded (an
    imported club's chain arrives whole; its tags and locks follow from it)."""
    rulesets = {r.slug: r for r in Ruleset.objects.filter(club=club)}
    last: dict[tuple[str, str], AuditEvent] = {}
    for event in AuditEvent.objects.filter(club=club).order_by("sequence"):
        if event.action == "tag.move":
            last[("tag", event.object_ref)] = event
        elif event.action in ("ruleset.lock", "ruleset.unlock"):
            last[("lock", event.object_ref)] = event
    for (kind, ref), event in last.items():
        if kind == "tag":
            _tag_from(rulesets, ref, event)
        elif event.action == "ruleset.lock" and ref in rulesets:
            _lock_from(rulesets[ref], event)


def _tag_from(rulesets: dict[str, Ruleset], ref: str, event: AuditEvent) -> None:
    slug, _, name = ref.partition(":")
    details = _details(event)
    ruleset = rulesets.get(slug)
    version = ruleset.versions.filter(number=details.get("to")).first() if ruleset else None
    if ruleset is None or version is None:
        return  # verify_registry names the move whose tag cannot be held
    Tag.objects.create(
        ruleset=ruleset, name=name, version=version, protected=bool(details.get("protected"))
    )


def _lock_from(ruleset: Ruleset, event: AuditEvent) -> None:
    details = _details(event)
    until = details.get("until")
    actor = get_user_model().objects.filter(username=event.actor).first()
    SeasonLock.objects.create(
        ruleset=ruleset,
        reason=str(details.get("reason", "")),
        until=date.fromisoformat(until) if isinstance(until, str) else None,
        locked_by=actor,
        locked_at=event.created_at,
    )
