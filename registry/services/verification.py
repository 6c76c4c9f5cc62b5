"""Verifying the registry: recompute every digest and every audit chain from the stored rows.

The triggers stop changes made through the database; this finds changes made behind their
back (a dropped trigger, an edited database file, a restored backup that was tampered with).
"""

from __future__ import annotations

import hashlib
import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import connection, connections, transaction
from django.db.models import QuerySet, TextField
from django.db.models.functions import Cast
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
from registry.services import canonical
from registry.services.audit import GENESIS
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
    "CLUB_CHECKS",
]

CHUNK = 2000
"""Rows read at a time: a club's million matches and their logs do not fit in memory."""

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


CLUB_CHECKS: list[Callable[[Club, list[ChainEvent]], Iterable[Problem]]] = []
"""Checks of apps built on the registry (club events), each given a club and its chain; an
app appends its own in its `ready()`, so the registry imports none of them."""


def verify_registry(*, jobs: int = 1) -> list[Problem]:
    """Every problem in the whole registry; empty when everything verifies. `jobs` > 1
    checks that many clubs at a time, each in its own process and connection (PostgreSQL
    only: the chains are per club, so the problems and their order are the same)."""
    problems = list(trigger_problems())
    problems += tag_checks.tag_trigger_problems()
    problems += _documents(RulesDocument.objects.all())
    clubs = list(Club.objects.order_by("slug").values_list("pk", flat=True))
    if jobs > 1 and len(clubs) > 1 and connection.vendor == "postgresql":
        # A forked child must not share the parent's connection: close it, each opens its own.
        connections.close_all()
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=min(jobs, len(clubs)), mp_context=context) as pool:
            for found in pool.map(_verify_club_pk, clubs):
                problems += found
        return problems
    for pk in clubs:
        problems += _verify_club_pk(pk)
    return problems


def _verify_club_pk(pk: int) -> list[Problem]:
    if connection.in_atomic_block:  # a caller's transaction (a test) already holds a snapshot
        return verify_club(Club.objects.get(pk=pk), documents=False)
    with transaction.atomic():
        # One snapshot of the club: a match finished between reading the chain and reading
        # the matches would otherwise look like a match with no finish event. In a
        # transaction, PostgreSQL's server-side cursors also stream rather than copy all
        # of a club's rows first (as a cursor that outlives its transaction must).
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
        return verify_club(Club.objects.get(pk=pk), documents=False)


def verify_club(club: Club, *, documents: bool = True) -> list[Problem]:
    """Every problem in one club: its versions, rulesets, matches and audit chain."""
    events = chain_events(club)
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
    problems += tag_checks.tag_problems(club, events)  # type: ignore[arg-type]
    problems += tag_checks.lock_problems(club, events)  # type: ignore[arg-type]
    for check in CLUB_CHECKS:
        problems += check(club, events)
    for event, message in _chain_problems(events):
        row = f"audit event {club.slug} #{event.sequence} (id {event.pk})"
        problems.append(Problem(row, message))
    return problems


@dataclass(slots=True)
class ChainEvent:
    """An audit event as the checks read it: the row's values, without a model instance
    (two million of those cost more than checking them)."""

    pk: int
    sequence: int
    created_at: datetime
    actor: str
    action: str
    object_type: str
    object_ref: str
    digests: Any
    details: Any
    prev_hash: str
    hash: str
    plain: bool
    """Whether its digests and details are plain JSON (`registry.services.canonical.load`)."""


_EVENT_COLUMNS = (
    "pk", "sequence", "created_at", "actor", "action", "object_type", "object_ref",
    "digests_text", "details_text", "prev_hash", "hash",
)  # fmt: skip


def chain_events(club: Club) -> list[ChainEvent]:
    """The club's audit chain in sequence order, read in chunks (a server-side cursor on
    PostgreSQL), each event's JSON read once."""
    rows = (
        AuditEvent.objects.filter(club=club)
        .order_by("sequence")
        .annotate(digests_text=_text("digests"), details_text=_text("details"))
        .values_list(*_EVENT_COLUMNS)
    )
    events = []
    for row in rows.iterator(CHUNK):
        digests, plain_digests = canonical.load(row[7])
        details, plain_details = canonical.load(row[8])
        plain = plain_digests and plain_details
        events.append(ChainEvent(*row[:7], digests, details, *row[9:], plain))
    return events


def _text(field: str) -> Cast:
    """A JSON column as its stored text, for `canonical.load` (not Django's `json.loads`)."""
    return Cast(field, TextField())


def hashed_fields(event: ChainEvent) -> dict[str, Any]:
    """`registry.services.audit.event_fields` of an event read as a row (a test holds the
    two to the same fields)."""
    return {
        "sequence": event.sequence,
        "created_at": event.created_at.astimezone(UTC).isoformat(timespec="microseconds"),
        "actor": event.actor,
        "action": event.action,
        "object_type": event.object_type,
        "object_ref": event.object_ref,
        "digests": event.digests,
        "details": event.details,
    }


def _chain_problems(events: list[ChainEvent]) -> Iterator[tuple[ChainEvent, str]]:
    """`registry.services.audit.chain_problems`, with the hashes checked by `canonical`."""
    prev_hash, expected = GENESIS, 1
    for event in events:
        if event.sequence != expected:
            yield event, f"sequence {event.sequence}, expected {expected}"
        if event.prev_hash != prev_hash:
            yield event, "prev_hash does not match the previous event"
        fields = {**hashed_fields(event), "prev_hash": event.prev_hash}
        if not canonical.digest_is(fields, event.hash, plain=event.plain):
            yield event, "hash does not match the event's fields"
        prev_hash, expected = event.hash, event.sequence + 1


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


def _versions(versions: Iterable[Version], events: list[ChainEvent]) -> Iterator[Problem]:
    published = {e.object_ref: e for e in events if e.action in PUBLISH_ACTIONS}
    for version in versions:
        row = f"version {version.ref} (id {version.pk})"
        for message in _version_problems(version, published.get(version.chain_ref)):
            yield Problem(row, message)


def _version_problems(version: Version, event: ChainEvent | None) -> Iterator[str]:
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


def version_disagreements(version: Version, event: AuditEvent | ChainEvent) -> Iterator[str]:
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


def match_disagreements(match: Match, event: AuditEvent | ChainEvent) -> Iterator[str]:
    """What a match's pinned fields say that its start event does not."""
    pinned = {
        "version": match.version.chain_ref,
        "seats": match.seats,
        "seed": match.seed,
        "engine_version": match.engine_version,
    }
    yield from _start_disagreements(pinned, match.rules_digest, _username(match.started_by), event)


def _start_disagreements(
    pinned: dict[str, Any], rules_digest: str, starter: str, event: AuditEvent | ChainEvent
) -> Iterator[str]:
    seen = f"audit event #{event.sequence}"
    details = event.details if isinstance(event.details, dict) else {}
    if {key: details.get(key) for key in pinned} != pinned:
        yield f"its version, seats, seed or engine differ from those {seen} recorded"
    if event.digests.get("rules") != rules_digest:
        yield f"its rules_digest differs from the one {seen} recorded"
    if event.actor != starter:
        yield f"who started it differs from the actor of {seen}"


def lifecycle_disagreements(
    change: LifecycleChange, event: AuditEvent | ChainEvent
) -> Iterator[str]:
    """What a lifecycle change says that its event does not."""
    details = _details(event)
    recorded = (details.get("to"), details.get("reason"), event.actor)
    if (change.state, change.reason, _username(change.actor)) != recorded:
        yield f"its state, reason or actor differ from those audit event #{event.sequence} recorded"


def _lifecycle(changes: Iterable[LifecycleChange], events: list[ChainEvent]) -> Iterator[Problem]:
    recorded: dict[str, list[ChainEvent]] = {}
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


def _memberships(club: Club, events: list[ChainEvent]) -> Iterator[Problem]:
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


_MATCH_COLUMNS = (
    "id", "version_id", "rules_digest", "engine_version", "seed", "status", "started_by_id",
    "seats_text", "log_text", "result_text",
)  # fmt: skip


def _matches(matches: QuerySet[Match], events: list[ChainEvent]) -> Iterator[Problem]:
    finished = {e.object_ref: e for e in events if e.action in ("match.finish", "match.abort")}
    # An open score sheet's log is checked against the latest hand event, which carries the
    # digest of the log as it was after that hand.
    last_hand = {e.object_ref: e for e in events if e.action == "match.hand"}
    started = {e.object_ref: e for e in events if e.action == "match.start"}
    # The few versions and users of a club are read once each; the matches as rows (not
    # model instances), in chunks, each JSON column read once: a million with their logs
    # do not fit in memory, and building a million models costs more than checking them.
    # Unordered: sorting them (by the model's default, newest first) would cost more too.
    versions: dict[int, Version] = {}
    starters: dict[Any, str] = {None: ""}
    rows = (
        matches.order_by()
        .annotate(seats_text=_text("seats"), log_text=_text("log"), result_text=_text("result"))
        .values_list(*_MATCH_COLUMNS, named=True)
    )
    for match in rows.iterator(CHUNK):
        if match.version_id not in versions:
            versions[match.version_id] = Version.objects.select_related("ruleset").get(
                pk=match.version_id
            )
        if match.started_by_id not in starters:
            user = get_user_model().objects.get(pk=match.started_by_id)
            starters[match.started_by_id] = _username(user)
        version, row = versions[match.version_id], f"match {match.id}"
        if match.rules_digest != version.rules_digest:
            yield Problem(row, "its rules_digest is not its version's")
        start = started.get(str(match.id))
        if start is None:
            yield Problem(row, "no start event in the club's audit chain")
        else:
            pinned = {
                "version": version.chain_ref,
                "seats": canonical.load(match.seats_text)[0],
                "seed": match.seed,
                "engine_version": match.engine_version,
            }
            starter = starters[match.started_by_id]
            for message in _start_disagreements(pinned, match.rules_digest, starter, start):
                yield Problem(row, message)
        if match.status != MatchStatus.STARTED:
            yield from _log_problems(row, match, last_hand, finished)


def _log_problems(
    row: str, match: Any, last_hand: dict[str, ChainEvent], finished: dict[str, ChainEvent]
) -> Iterator[Problem]:
    """A played match's log (and result), read as a row, against the event that saw it last."""
    log, plain = canonical.load(match.log_text)
    if match.status == MatchStatus.OPEN:
        event = last_hand.get(str(match.id))
        if event is None and isinstance(log, dict) and log.get("hands"):
            yield Problem(row, "its log has hands that no audit event saw")
    else:
        event = finished.get(str(match.id))
        if event is None:
            yield Problem(row, "no finish event in the club's audit chain")
    if event is None:
        return
    if not canonical.digest_is(log, event.digests.get("log"), plain=plain):
        yield Problem(row, f"its log differs from the one audit event #{event.sequence} saw")
        return
    finished_with = _details(event).get("result")
    if event.action != "match.hand" and finished_with != canonical.load(match.result_text)[0]:
        yield Problem(row, f"its result differs from the one audit event #{event.sequence} saw")


def _details(event: AuditEvent | ChainEvent) -> dict[str, Any]:
    """An event's details, or none when tampering left something else in their place."""
    return event.details if isinstance(event.details, dict) else {}


from registry.services import tag_checks  # noqa: E402  (it uses this module's Problem)
