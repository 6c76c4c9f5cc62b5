"""What `verify_registry` checks of tags and season locks: each tag points where the last
`tag.move` of the club's chain moved it, no protected tag moved after it was protected, and
each lock is the one the last lock event set (kept apart from `verification`, which checks
versions, matches and members)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from registry.models import AuditEvent, Club, SeasonLock, Tag
from registry.services.verification import Problem

__all__ = ["tag_problems", "lock_problems"]


def _details(event: AuditEvent) -> dict[str, Any]:
    return event.details if isinstance(event.details, dict) else {}


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
