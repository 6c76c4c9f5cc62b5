"""Lifecycle of versions (active, deprecated, withdrawn) and resolving `club/ruleset@N`."""

from __future__ import annotations

import re

from django.db import transaction

from registry.errors import LifecycleError
from registry.models import TAG_NAME, Lifecycle, LifecycleChange, Ruleset, Version
from registry.services.audit import Actor, append_event, lock_club

__all__ = ["change_lifecycle", "latest_version", "resolve_version", "ACTIONS"]

ACTIONS = {
    Lifecycle.ACTIVE: "version.reactivate",
    Lifecycle.DEPRECATED: "version.deprecate",
    Lifecycle.WITHDRAWN: "version.withdraw",
}
"""The audit action recorded for a change to each state."""

_REF = re.compile(
    r"^(?P<club>[-\w]+)/(?P<ruleset>[-\w]+)"
    rf"(?:@(?P<version>\d+|latest)|:(?P<tag>{TAG_NAME}))?$"
)


def change_lifecycle(version: Version, state: str, *, actor: Actor, reason: str) -> LifecycleChange:
    """Move a version to `state`, with a reason, by appending a lifecycle change (the version
    row is never edited). Any state may follow any other; a change to the current state, or
    without a reason, is refused."""
    reason = reason.strip()
    if not reason:
        raise LifecycleError("a reason is required to change a version's lifecycle")
    state = Lifecycle(state)
    with transaction.atomic():
        # The club lock serializes lifecycle changes with every other write in the club, so
        # the current state read here is still current when the change is appended.
        club = lock_club(version.ruleset.club_id)
        current = version.current_lifecycle()
        if current == state:
            raise LifecycleError(f"version {version.number} is already {state}")
        change = LifecycleChange.objects.create(
            version=version, state=state, reason=reason, actor=actor
        )
        append_event(
            club,
            ACTIONS[state],
            actor=actor,
            object_type="version",
            object_ref=version.chain_ref,
            digests={"rules": version.rules_digest},
            details={"from": current, "to": str(state), "reason": reason},
        )
        return change


def latest_version(ruleset: Ruleset) -> Version | None:
    """The newest active version: deprecated and withdrawn versions are skipped."""
    return (
        ruleset.versions.with_lifecycle()
        .filter(lifecycle_state=Lifecycle.ACTIVE)
        .order_by("-number")
        .first()
    )


def resolve_version(ref: str) -> Version:
    """The version named by `club/ruleset@N`, `club/ruleset@latest`, `club/ruleset:tag` (the
    version the tag points at now) or `club/ruleset` (meaning latest). Raises
    `Version.DoesNotExist` naming what was not found."""
    found = _REF.match(ref.strip())
    if not found:
        raise Version.DoesNotExist(f"{ref!r} is not a reference like club/ruleset@3")
    ruleset = Ruleset.objects.filter(club__slug=found["club"], slug=found["ruleset"]).first()
    if ruleset is None:
        raise Version.DoesNotExist(f"no ruleset {found['club']}/{found['ruleset']}")
    if found["tag"]:
        tag = ruleset.tags.select_related("version").filter(name=found["tag"]).first()
        if tag is None:
            raise Version.DoesNotExist(f"{ruleset} has no tag {found['tag']}")
        return tag.version
    wanted = found["version"] or "latest"
    version = (
        latest_version(ruleset)
        if wanted == "latest"
        else ruleset.versions.filter(number=int(wanted)).first()
    )
    if version is None:
        raise Version.DoesNotExist(f"{ruleset} has no version {wanted}")
    return version
