"""Matches: started on one pinned version, finished once with their log."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone

from registry.errors import MatchError
from registry.models import Lifecycle, Match, MatchStatus, Version
from registry.services.audit import Actor, append_event, canonical_digest, lock_club

__all__ = ["start_match", "finish_match"]


def start_match(
    version: Version,
    *,
    seats: list[dict[str, Any]],
    seed: int,
    engine_version: str,
    started_by: Actor,
) -> Match:
    """Start a match pinned to `version` and its rules digest. A withdrawn version is
    refused; a deprecated one is still playable."""
    with transaction.atomic():
        # Locked so that a withdrawal cannot slip in between the check and the start.
        club = lock_club(version.ruleset.club_id)
        if version.current_lifecycle() == Lifecycle.WITHDRAWN:
            raise MatchError(f"{version.ref} is withdrawn: it is refused for new matches")
        match = Match.objects.create(
            version=version,
            rules_digest=version.rules_digest,
            engine_version=engine_version,
            seats=seats,
            seed=seed,
            started_by=started_by if started_by and started_by.is_authenticated else None,
        )
        append_event(
            club,
            "match.start",
            actor=started_by,
            object_type="match",
            object_ref=str(match.id),
            digests={"rules": match.rules_digest},
            details={
                "version": version.chain_ref,
                "engine_version": engine_version,
                "seed": seed,
                "seats": seats,
            },
        )
        return match


def finish_match(
    match: Match,
    *,
    log: Any,
    result: Any,
    status: str = MatchStatus.FINISHED,
    actor: Actor = None,
) -> Match:
    """Record a match's log and result, once. The finish event carries the log's digest, so
    `verify_registry` notices a log changed afterwards."""
    if status == MatchStatus.STARTED:
        raise MatchError("a match finishes as finished or aborted")
    with transaction.atomic():
        # Club lock for the audit chain; the match row lock makes "finish once" race-free.
        club = lock_club(match.version.ruleset.club_id)
        match = Match.objects.select_for_update().get(pk=match.pk)
        if match.status != MatchStatus.STARTED:
            raise MatchError(f"match {match.id} is already {match.status}")
        match.log, match.result = log, result
        match.status, match.finished_at = MatchStatus(status), timezone.now()
        match.save(update_fields=sorted(Match.FINISH_FIELDS))
        append_event(
            club,
            "match.finish" if match.status == MatchStatus.FINISHED else "match.abort",
            actor=actor,
            object_type="match",
            object_ref=str(match.id),
            digests={"rules": match.rules_digest, "log": canonical_digest(log)},
            details={"status": str(match.status), "result": result},
        )
        return match
