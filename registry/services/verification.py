"""Verifying the registry: recompute every digest and every audit chain from the stored rows.

The triggers stop changes made through the database; this finds changes made behind their
back (a dropped trigger, an edited database file, a restored backup that was tampered with).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import connection
from django.db.models import QuerySet
from django.urls import NoReverseMatch, reverse

import rulesets
from registry.models import (
    AuditEvent,
    Club,
    LifecycleChange,
    Match,
    MatchStatus,
    RulesDocument,
    Ruleset,
    Version,
)
from registry.services.audit import canonical_digest, chain_problems
from rulesets import safejson

__all__ = [
    "Problem",
    "document_game",
    "verify_registry",
    "verify_club",
    "trigger_problems",
    "version_disagreements",
    "match_disagreements",
    "lifecycle_disagreements",
]

PUBLISH_ACTIONS = ("version.publish", "version.restore")
LIFECYCLE_ACTIONS = ("version.deprecate", "version.withdraw", "version.reactivate")


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
    problems += tag_checks.tag_trigger_problems()
    problems += _documents(RulesDocument.objects.all())
    for club in Club.objects.order_by("slug"):
        problems += verify_club(club, documents=False)
    return problems


def verify_club(club: Club, *, documents: bool = True) -> list[Problem]:
    """Every problem in one club: its versions, rulesets, matches and audit chain."""
    events = list(AuditEvent.objects.filter(club=club).order_by("sequence"))
    versions = Version.objects.filter(ruleset__club=club).select_related("ruleset__club")
    problems: list[Problem] = list(_addresses(club))
    if documents:
        problems += _documents(RulesDocument.objects.filter(versions__in=versions).distinct())
    problems += _versions(
        versions.select_related("document", "author", "parent", "restored_from").order_by(
            "ruleset", "number"
        ),
        events,
    )
    problems += _lifecycle(
        LifecycleChange.objects.filter(version__in=versions).select_related(
            "version__ruleset__club", "actor"
        ),
        events,
    )
    problems += _rulesets(Ruleset.objects.filter(club=club).select_related("club", "head"))
    problems += _matches(Match.objects.filter(version__in=versions), events)
    problems += _memberships(club, events)
    problems += tag_checks.tag_problems(club, events)
    problems += tag_checks.lock_problems(club, events)
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


def document_game(canonical_json: str) -> str | None:
    """The game of the rules a canonical JSON document holds; None if it holds no valid
    rules. A document's game is derived from its rules, never taken on anyone's word."""
    try:
        return str(rulesets.from_data(safejson.loads(canonical_json)).game)
    except Exception:  # any refusal of the rules: the caller names the document
        return None


def _documents(documents: Iterable[RulesDocument]) -> Iterator[Problem]:
    for document in documents:
        row = f"rules document {document.digest}"
        if sha256(document.canonical_json.encode("utf-8")) != document.digest:
            yield Problem(row, "its canonical JSON does not hash to its digest")
        game = document_game(document.canonical_json)
        if game is None:
            yield Problem(row, "its canonical JSON does not hold valid rules")
        elif game != document.game:
            yield Problem(row, f"its game is recorded as {document.game!r}, its rules are {game}")


URL_NAMES = {"club": "clubsite:club", "ruleset": "clubsite:ruleset"}
"""The page each slug must fit in: a slug no URL can hold breaks every page that links to it."""


def _addresses(club: Club) -> Iterator[Problem]:
    try:
        reverse(URL_NAMES["club"], args=[club.slug])
    except NoReverseMatch:
        yield Problem(f"club {club.slug!r} (id {club.pk})", "its slug cannot be part of a URL")
        return
    for ruleset in club.rulesets.all():
        try:
            reverse(URL_NAMES["ruleset"], args=[club.slug, ruleset.slug])
        except NoReverseMatch:
            row = f"ruleset {club.slug}/{ruleset.slug!r} (id {ruleset.pk})"
            yield Problem(row, "its slug cannot be part of a URL")


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
    else:
        yield from version_disagreements(version, event)


# The chain's hashes vouch for what its events recorded; a row that says otherwise was
# changed after the event (or, in a bundle, on its way). Bundle import runs the same checks.


def _username(user: AbstractBaseUser | None) -> str:
    return str(user.get_username()) if user is not None else ""


def version_disagreements(version: Version, event: AuditEvent) -> Iterator[str]:
    """What a version says that its publish (or restore) event does not."""
    seen = f"audit event #{event.sequence}"
    if event.digests != {"source": version.source_digest, "rules": version.rules_digest}:
        yield f"its digests differ from those of {seen}"
    if event.actor != _username(version.author):
        yield f"its author differs from the actor of {seen}"
    details = event.details if isinstance(event.details, dict) else {}
    if details.get("message") != version.message:
        yield f"its message differs from the one {seen} recorded"
    lineage = (
        version.parent.number if version.parent else None,
        version.restored_from.number if version.restored_from else None,
    )
    if (details.get("parent"), details.get("restored_from")) != lineage:
        yield f"its parent or restored version differs from those {seen} recorded"


def match_disagreements(match: Match, event: AuditEvent) -> Iterator[str]:
    """What a match's pinned fields say that its start event does not."""
    seen = f"audit event #{event.sequence}"
    details = event.details if isinstance(event.details, dict) else {}
    pinned = {
        "version": match.version.chain_ref,
        "seats": match.seats,
        "seed": match.seed,
        "engine_version": match.engine_version,
    }
    if {key: details.get(key) for key in pinned} != pinned:
        yield f"its version, seats, seed or engine differ from those {seen} recorded"
    if event.digests.get("rules") != match.rules_digest:
        yield f"its rules_digest differs from the one {seen} recorded"
    if event.actor != _username(match.started_by):
        yield f"who started it differs from the actor of {seen}"


def lifecycle_disagreements(change: LifecycleChange, event: AuditEvent) -> Iterator[str]:
    """What a lifecycle change says that its event does not."""
    details = _details(event)
    recorded = (details.get("to"), details.get("reason"), event.actor)
    if (change.state, change.reason, _username(change.actor)) != recorded:
        yield f"its state, reason or actor differ from those audit event #{event.sequence} recorded"


def _lifecycle(changes: Iterable[LifecycleChange], events: list[AuditEvent]) -> Iterator[Problem]:
    recorded: dict[str, list[AuditEvent]] = {}
    for event in events:
        if event.action in LIFECYCLE_ACTIONS:
            recorded.setdefault(event.object_ref, []).append(event)
    for change in sorted(changes, key=lambda c: c.pk):
        row = f"lifecycle change of {change.version.ref} (id {change.pk})"
        pending = recorded.get(change.version.chain_ref, [])
        if not pending:
            yield Problem(row, "no lifecycle event in the club's audit chain")
            continue
        for message in lifecycle_disagreements(change, pending.pop(0)):
            yield Problem(row, message)
    # An event whose change is gone: deleting a withdrawal would make a version playable again.
    for ref, left in sorted(recorded.items()):
        for event in left:
            yield Problem(
                f"audit event #{event.sequence} ({event.action} of {ref})",
                "records a lifecycle change the registry does not hold",
            )


def _memberships(club: Club, events: list[AuditEvent]) -> Iterator[Problem]:
    last = {e.object_ref: e for e in events if e.object_type == "membership"}
    roles = {m.user.get_username(): m.role for m in club.memberships.select_related("user")}
    # Every member, and everyone an event names: a membership no event recorded (an owner
    # inserted behind the registry's back) is as wrong as a role that differs.
    for username in sorted(set(last) | set(roles)):
        event = last.get(username)
        row = f"membership of {username} in {club.slug}"
        if event is None:
            yield Problem(row, f"the role is {roles[username]}, and no audit event recorded it")
            continue
        details = _details(event)
        recorded = None if event.action == "membership.remove" else details.get("role")
        if roles.get(username) != recorded:
            yield Problem(
                row,
                f"the role is {roles.get(username)}, audit event #{event.sequence} "
                f"recorded {recorded}",
            )


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
    # An open score sheet's log is checked against the latest hand event, which carries the
    # digest of the log as it was after that hand.
    last_hand = {e.object_ref: e for e in events if e.action == "match.hand"}
    started = {e.object_ref: e for e in events if e.action == "match.start"}
    # The few versions and users of a club are read once each rather than joined to every
    # match, and the matches in chunks: a million with their logs do not fit in memory.
    versions: dict[int, Version] = {}
    users: dict[Any, AbstractBaseUser] = {}
    # Unordered: sorting them (by the model's default, newest first) would cost more than
    # checking them.
    for match in matches.order_by().iterator(2000):
        if match.version_id not in versions:
            versions[match.version_id] = Version.objects.select_related("ruleset").get(
                pk=match.version_id
            )
        match.version = versions[match.version_id]
        if match.started_by_id is not None:
            if match.started_by_id not in users:
                users[match.started_by_id] = get_user_model().objects.get(pk=match.started_by_id)
            match.started_by = users[match.started_by_id]
        row = f"match {match.id}"
        if match.rules_digest != match.version.rules_digest:
            yield Problem(row, "its rules_digest is not its version's")
        start = started.get(str(match.id))
        if start is None:
            yield Problem(row, "no start event in the club's audit chain")
        else:
            for message in match_disagreements(match, start):
                yield Problem(row, message)
        if match.status == MatchStatus.STARTED:
            continue
        if match.status == MatchStatus.OPEN:
            event = last_hand.get(str(match.id))
            if event is None and isinstance(match.log, dict) and match.log.get("hands"):
                yield Problem(row, "its log has hands that no audit event saw")
        else:
            event = finished.get(str(match.id))
            if event is None:
                yield Problem(row, "no finish event in the club's audit chain")
        if event is None:
            continue
        if event.digests.get("log") != canonical_digest(match.log):
            yield Problem(row, f"its log differs from the one audit event #{event.sequence} saw")
        elif event.action != "match.hand" and _details(event).get("result") != match.result:
            yield Problem(row, f"its result differs from the one audit event #{event.sequence} saw")


def _details(event: AuditEvent) -> dict[str, Any]:
    """An event's details, or none when tampering left something else in their place."""
    return event.details if isinstance(event.details, dict) else {}


from registry.services import tag_checks  # noqa: E402  (it uses this module's Problem)
