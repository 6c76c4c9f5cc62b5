"""Season locks: an owner freezes a ruleset ("frozen for the 2026 season") with a reason and
an optional last day; while the lock holds, every publish is refused with the lock named.
Locking and unlocking are audit events."""

from __future__ import annotations

from datetime import date

from django.db import transaction

from registry.errors import LockedRuleset, RegistryError
from registry.models import Ruleset, SeasonLock
from registry.services.audit import Actor, append_event, lock_club

__all__ = ["lock_ruleset", "unlock_ruleset", "current_lock", "refuse_if_locked"]


def current_lock(ruleset: Ruleset) -> SeasonLock | None:
    """The ruleset's lock if it holds today (a lock past its last day holds no more)."""
    lock = SeasonLock.objects.filter(ruleset_id=ruleset.pk).first()
    return lock if lock is not None and lock.holds() else None


def refuse_if_locked(ruleset: Ruleset) -> None:
    """Raise `LockedRuleset` while the ruleset's lock holds."""
    lock = current_lock(ruleset)
    if lock is not None:
        raise LockedRuleset(lock)


def lock_ruleset(
    ruleset: Ruleset, *, reason: str, until: date | None = None, actor: Actor
) -> SeasonLock:
    """Lock the ruleset with a reason, until the end of `until` (None: until unlocked). A
    locked ruleset may be locked again, with a new reason or day."""
    reason = reason.strip()
    if not reason:
        raise RegistryError("a reason is required to lock a ruleset")
    with transaction.atomic():
        # The club lock orders this with publishes: none slips in after the lock is set.
        club = lock_club(ruleset.club_id)
        SeasonLock.objects.filter(ruleset_id=ruleset.pk).delete()
        lock = SeasonLock.objects.create(
            ruleset=ruleset, reason=reason, until=until, locked_by=_user(actor)
        )
        append_event(
            club,
            "ruleset.lock",
            actor=actor,
            object_type="ruleset",
            object_ref=ruleset.slug,
            details={"reason": reason, "until": until.isoformat() if until else None},
        )
        return lock


def unlock_ruleset(ruleset: Ruleset, *, actor: Actor, reason: str = "") -> None:
    """Lift the ruleset's lock (a lapsed one too); refused when there is none."""
    with transaction.atomic():
        club = lock_club(ruleset.club_id)
        lock = SeasonLock.objects.filter(ruleset_id=ruleset.pk).first()
        if lock is None:
            raise RegistryError(f"{ruleset} is not locked")
        lock.delete()
        append_event(
            club,
            "ruleset.unlock",
            actor=actor,
            object_type="ruleset",
            object_ref=ruleset.slug,
            details={"reason": reason.strip(), "was": lock.reason},
        )


def _user(actor: Actor) -> Actor:
    return actor if actor is not None and actor.is_authenticated else None
