"""Export and import of a club's whole history as JSON Lines.

A bundle is one JSON object per line, in this order: the `bundle` header (format and club),
`membership`s, rules `document`s, `ruleset`s, `version`s (per ruleset, by number),
`lifecycle` changes, `match`es, the records of the types other apps register
(`register_record_type`: club events add theirs), the club's `audit` chain, and an `end`
record counting the records before it (so a truncated bundle is refused). Users are named by
username.

Import rebuilds the club with its numbers, revisions, digests and audit hashes unchanged,
re-verifying each line as it is read; the first bad line refuses the whole bundle and
nothing is stored. The import itself is then appended to the club's chain.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol, TextIO

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.urls import NoReverseMatch, reverse

import rulesets
from registry.errors import BundleError
from registry.models import (
    AuditEvent,
    Club,
    Lifecycle,
    LifecycleChange,
    Match,
    MatchStatus,
    Membership,
    Role,
    RulesDocument,
    Ruleset,
    Version,
)
from registry.services.audit import (
    GENESIS,
    Actor,
    append_event,
    canonical_digest,
    event_fields,
    event_hash,
)
from registry.services.tag_checks import rebuild_from_chain
from registry.services.verification import (
    LIFECYCLE_ACTIONS,
    document_game,
    lifecycle_disagreements,
    match_disagreements,
    sha256,
    verify_club,
    version_disagreements,
)
from rulesets import safejson

__all__ = [
    "BUNDLE_FORMAT",
    "BundleImport",
    "ImportReport",
    "RecordRefused",
    "RecordType",
    "bundle_records",
    "checked_row",
    "export_club",
    "import_club",
    "register_record_type",
]

BUNDLE_FORMAT = "houserules-club/1"


class BundleImport(Protocol):
    """What a registered record type's `load` may ask of the import under way."""

    @property
    def club(self) -> Club:
        """The club being imported into."""

    def ruleset(self, slug: Any) -> Ruleset:
        """A ruleset of this bundle, or a refusal."""

    def version(self, slug: Any, number: Any) -> Version:
        """A version of this bundle, or a refusal."""

    def match(self, match_id: Any) -> Match:
        """A match of this bundle (never another club's), or a refusal."""

    def user(self, username: Any) -> Any:
        """The account of this username, created inactive if the registry has none."""

    def addressable(self, name: str, *slugs: str) -> None:
        """Refuse a slug the site's URL `name` cannot hold."""


@dataclass(frozen=True)
class RecordType:
    """A kind of bundle record that an app stores (registered by the app, so the registry
    never imports it). Its records follow the matches and precede the audit chain, in the
    order the types were registered; `load` stores one record or raises `RecordRefused`
    (KeyError, TypeError and ValueError are reported as a malformed record)."""

    kind: str
    export: Callable[[Club], Iterable[dict[str, Any]]]
    load: Callable[[BundleImport, dict[str, Any]], None]


RECORD_TYPES: list[RecordType] = []
"""The registered record types, in bundle order."""


def register_record_type(record_type: RecordType) -> None:
    """Add a record type to every bundle (once: a second registration of a kind replaces the
    first, as an app's `ready` may run twice in tests)."""
    for index, known in enumerate(RECORD_TYPES):
        if known.kind == record_type.kind:
            RECORD_TYPES[index] = record_type
            return
    if record_type.kind in _Importer.ORDER:
        raise ValueError(f"{record_type.kind!r} is a record of the registry's own")
    RECORD_TYPES.append(record_type)


def _time(moment: datetime | None) -> str | None:
    return moment.astimezone(UTC).isoformat(timespec="microseconds") if moment else None


def _name(user: AbstractBaseUser | None) -> str | None:
    return str(user.get_username()) if user is not None else None


def bundle_records(club: Club) -> Iterator[dict[str, Any]]:
    """The records of a club's bundle, in bundle order, without the `end` record."""
    yield {
        "record": "bundle",
        "format": BUNDLE_FORMAT,
        "club": {
            "slug": club.slug,
            "name": club.name,
            "is_public": club.is_public,
            "created_at": _time(club.created_at),
        },
    }
    for membership in club.memberships.select_related("user").order_by("user__username"):
        yield {"record": "membership", "user": _name(membership.user), "role": membership.role}
    versions = Version.objects.filter(ruleset__club=club).select_related(
        "ruleset", "parent", "restored_from", "author"
    )
    for document in RulesDocument.objects.filter(versions__in=versions).distinct():
        yield {
            "record": "document",
            "digest": document.digest,
            "game": document.game,
            "canonical_json": document.canonical_json,
        }
    for ruleset in club.rulesets.order_by("slug"):
        yield {
            "record": "ruleset",
            "slug": ruleset.slug,
            "title": ruleset.title,
            "description": ruleset.description,
            "created_at": _time(ruleset.created_at),
        }
    yield from (_version_record(v) for v in versions.order_by("ruleset__slug", "number"))
    changes = LifecycleChange.objects.filter(version__in=versions).select_related(
        "version__ruleset", "actor"
    )
    yield from (_lifecycle_record(change) for change in changes.order_by("id"))
    matches = Match.objects.filter(version__in=versions).select_related("version__ruleset")
    yield from (_match_record(m) for m in matches.order_by("started_at", "id"))
    for record_type in list(RECORD_TYPES):
        for record in record_type.export(club):
            yield {"record": record_type.kind, **record}
    for event in AuditEvent.objects.filter(club=club).order_by("sequence"):
        yield {
            "record": "audit",
            **event_fields(event),
            "prev_hash": event.prev_hash,
            "hash": event.hash,
        }


def _version_record(version: Version) -> dict[str, Any]:
    return {
        "record": "version",
        "ruleset": version.ruleset.slug,
        "number": version.number,
        "source": version.text,
        "source_digest": version.source_digest,
        "format": version.format,
        "rules_digest": version.rules_digest,
        "parent": version.parent.number if version.parent else None,
        "restored_from": version.restored_from.number if version.restored_from else None,
        "author": _name(version.author),
        "message": version.message,
        "revision": version.revision,
        "created_at": _time(version.created_at),
    }


def _lifecycle_record(change: LifecycleChange) -> dict[str, Any]:
    return {
        "record": "lifecycle",
        "ruleset": change.version.ruleset.slug,
        "number": change.version.number,
        "state": change.state,
        "reason": change.reason,
        "actor": _name(change.actor),
        "created_at": _time(change.created_at),
    }


def _match_record(match: Match) -> dict[str, Any]:
    return {
        "record": "match",
        "id": str(match.id),
        "ruleset": match.version.ruleset.slug,
        "number": match.version.number,
        "rules_digest": match.rules_digest,
        "engine_version": match.engine_version,
        "seats": match.seats,
        "seed": match.seed,
        "log": match.log,
        "result": match.result,
        "status": match.status,
        "started_by": _name(match.started_by),
        "started_at": _time(match.started_at),
        "finished_at": _time(match.finished_at),
    }


def _line(record: dict[str, Any]) -> str:
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"


def export_club(club: Club, out: TextIO) -> int:
    """Write the club's bundle to `out`; return the number of lines written."""
    count = 0
    for record in bundle_records(club):
        out.write(_line(record))
        count += 1
    out.write(_line({"record": "end", "records": count}))
    return count + 1


@dataclass
class ImportReport:
    """What an import stored."""

    club: Club
    counts: dict[str, int] = field(default_factory=dict)
    created_users: list[str] = field(default_factory=list)


def import_club(
    lines: Iterable[str] | Iterable[bytes], *, slug: str | None = None, actor: Actor = None
) -> ImportReport:
    """Import a bundle into a new club (or an existing club with no history), named `slug`
    or the bundle's own slug. Raises `BundleError` naming the first bad line; nothing is
    stored then."""
    with transaction.atomic():
        # One transaction: a bundle is imported whole or not at all.
        importer = _Importer(slug)
        number = 0
        for number, text in enumerate(lines, start=1):
            importer.read(number, text)
        importer.finish(number + 1)
        report = importer.report
        append_event(
            report.club,
            "club.import",
            actor=actor,
            object_type="club",
            digests={"bundle": importer.bundle_digest()},
            details={
                "records": dict(sorted(report.counts.items())),
                "from_club": importer.source_slug,
            },
        )
        return report


class _Importer:
    """Reads a bundle line by line, checking each record before storing it."""

    ORDER = (
        "bundle",
        "membership",
        "document",
        "ruleset",
        "version",
        "lifecycle",
        "match",
        "audit",
        "end",
    )

    def __init__(self, slug: str | None) -> None:
        self.slug = slug
        self.source_slug = ""
        self.stage = -1
        self.records = 0
        self.report: ImportReport
        self.rulesets: dict[str, Ruleset] = {}
        self.versions: dict[tuple[str, int], Version] = {}
        self.lifecycle: dict[str, list[LifecycleChange]] = {}
        self.last_event: AuditEvent | None = None
        self.ended = False
        self.lines: list[bytes] = []
        self.matches: dict[uuid.UUID, Match] = {}
        self.extra = {record_type.kind: record_type for record_type in RECORD_TYPES}
        at = self.ORDER.index("audit")
        self.order = (*self.ORDER[:at], *self.extra, *self.ORDER[at:])

    def read(self, number: int, line: str | bytes) -> None:
        raw = line if isinstance(line, bytes) else line.encode("utf-8")
        self.lines.append(raw)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise BundleError(number, "not UTF-8 text") from None
        if self.ended:
            raise BundleError(number, "content after the end record")
        try:
            record = safejson.loads(text)  # the site's one guard on bodies
        except ValueError as exc:
            raise BundleError(number, f"not a JSON object ({exc})") from None
        if not isinstance(record, dict) or record.get("record") not in self.order:
            raise BundleError(number, "not a bundle record")
        kind = record["record"]
        stage = self.order.index(kind)
        if stage < self.stage or (self.stage == -1 and kind != "bundle"):
            raise BundleError(number, f"a {kind} record is out of order")
        if kind == "bundle" and self.stage != -1:
            raise BundleError(number, "a second bundle header")
        self.stage = stage
        try:
            if kind in self.extra:
                self.extra[kind].load(self, record)
            else:
                getattr(self, f"_{kind}")(record)
        except BundleError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise BundleError(number, f"malformed {kind} record ({exc!r})") from None
        except _Refused as exc:
            raise BundleError(number, str(exc)) from None
        if kind != "end":
            self.records += 1
        if kind not in ("bundle", "end"):
            self.report.counts[kind] = self.report.counts.get(kind, 0) + 1

    def finish(self, number: int) -> None:
        if not self.ended:
            raise BundleError(number, "the bundle ends without its end record (truncated?)")
        rebuild_from_chain(self.report.club)  # tags and season locks follow from the chain
        problems = verify_club(self.report.club)
        if problems:
            raise BundleError(number - 1, f"the imported club does not verify: {problems[0]}")

    def bundle_digest(self) -> str:
        return sha256(b"".join(self.lines))

    def _bundle(self, record: dict[str, Any]) -> None:
        if record["format"] != BUNDLE_FORMAT:
            raise _Refused(f"unknown bundle format {record['format']!r}")
        data = record["club"]
        self.source_slug = str(data["slug"])
        slug = self.slug or self.source_slug
        club = Club.objects.filter(slug=slug).first()
        if club is None:
            club = checked_row(
                Club(
                    slug=slug,
                    name=str(data["name"]),
                    is_public=_boolean(data["is_public"]),
                    created_at=_parse_time(data["created_at"]),
                )
            )
            _addressable("clubsite:club", club.slug)
            club.save()
        elif club.rulesets.exists() or club.audit_events.exists():
            raise _Refused(f"club {slug} is not empty: import only into a new or empty club")
        self.report = ImportReport(club)

    def _membership(self, record: dict[str, Any]) -> None:
        user = self._user(record["user"])
        Membership.objects.update_or_create(
            club=self.report.club, user=user, defaults={"role": Role(record["role"])}
        )

    def _document(self, record: dict[str, Any]) -> None:
        digest, text = str(record["digest"]), str(record["canonical_json"])
        if sha256(text.encode("utf-8")) != digest:
            raise _Refused(f"rules document {digest} does not hash to its digest")
        # The game is the rules' own, never the bundle's word for it.
        game = document_game(text)
        if game is None:
            raise _Refused(f"rules document {digest} does not hold valid rules")
        if record.get("game", game) != game:
            claimed = record["game"]
            raise _Refused(f"rules document {digest} says game {claimed!r}, its rules {game}")
        existing = RulesDocument.objects.filter(digest=digest).first()
        if existing is None:
            document = RulesDocument(digest=digest, canonical_json=text, game=game)
            checked_row(document).save(force_insert=True)
        elif existing.canonical_json != text:
            raise _Refused(f"rules document {digest} differs from the one stored here")

    def _ruleset(self, record: dict[str, Any]) -> None:
        slug = str(record["slug"])
        if slug in self.rulesets:
            raise _Refused(f"ruleset {slug} appears twice")
        ruleset = checked_row(
            Ruleset(
                club=self.report.club,
                slug=slug,
                title=str(record["title"]),
                description=str(record["description"]),
                created_at=_parse_time(record["created_at"]),
            )
        )
        _addressable("clubsite:ruleset", self.report.club.slug, ruleset.slug)
        ruleset.save()
        self.rulesets[slug] = ruleset

    def _version(self, record: dict[str, Any]) -> None:
        ruleset = self._known_ruleset(record["ruleset"])
        number = int(record["number"])
        head = ruleset.head
        if number != (head.number if head else 0) + 1:
            raise _Refused(
                f"{ruleset.slug}@{number} does not follow version {head.number if head else 0}"
            )
        source = str(record["source"]).encode("utf-8")
        self._check_source(record, source)
        version = Version(
            ruleset=ruleset,
            number=number,
            source=source,
            source_digest=record["source_digest"],
            format=record["format"],
            document=RulesDocument.objects.get(digest=record["rules_digest"]),
            parent=self._earlier(ruleset, record["parent"], number),
            restored_from=self._earlier(ruleset, record["restored_from"], number),
            author=self._user(record["author"]),
            message=str(record["message"]),
            revision=str(record["revision"]),
            created_at=_parse_time(record["created_at"]),
        )
        checked_row(version).save()
        ruleset.head, ruleset.revision = version, version.revision
        ruleset.save(update_fields=["head", "revision"])
        self.versions[(ruleset.slug, number)] = version

    def _check_source(self, record: dict[str, Any], source: bytes) -> None:
        where = f"{record['ruleset']}@{record['number']}"
        if sha256(source) != record["source_digest"]:
            raise _Refused(f"the YAML of {where} does not hash to its source_digest")
        parsed = rulesets.parse(source)
        if not parsed.ok or parsed.rules is None:
            raise _Refused(f"the YAML of {where} is not a valid ruleset")
        if rulesets.rules_digest(parsed.rules) != record["rules_digest"]:
            raise _Refused(f"the YAML of {where} does not resolve to its rules_digest")
        if parsed.rules.format != record["format"]:
            raise _Refused(f"{where} names format {record['format']!r}, its YAML another")
        document = RulesDocument.objects.filter(digest=record["rules_digest"]).first()
        if document is None or document.canonical_json != rulesets.canonical_json(parsed.rules):
            raise _Refused(f"no rules document in the bundle holds the rules of {where}")

    def _lifecycle(self, record: dict[str, Any]) -> None:
        version = self._known_version(record["ruleset"], record["number"])
        change = LifecycleChange(
            version=version,
            state=Lifecycle(record["state"]),
            reason=str(record["reason"]),
            actor=self._user(record["actor"]),
            created_at=_parse_time(record["created_at"]),
        )
        checked_row(change).save()
        self.lifecycle.setdefault(version.chain_ref, []).append(change)

    def _match(self, record: dict[str, Any]) -> None:
        version = self._known_version(record["ruleset"], record["number"])
        match_id = uuid.UUID(record["id"])
        if record["rules_digest"] != version.rules_digest:
            raise _Refused(f"match {match_id} is not pinned to its version's rules digest")
        if Match.objects.filter(pk=match_id).exists():
            raise _Refused(f"match {match_id} already exists in this registry")
        match = Match(
            id=match_id,
            version=version,
            rules_digest=record["rules_digest"],
            engine_version=str(record["engine_version"]),
            seats=record["seats"],
            seed=None if record["seed"] is None else int(record["seed"]),
            log=record["log"],
            result=record["result"],
            status=MatchStatus(record["status"]),
            started_by=self._user(record["started_by"]),
            started_at=_parse_time(record["started_at"]),
            finished_at=_parse_time(record["finished_at"]) if record["finished_at"] else None,
        )
        checked_row(match).save(force_insert=True)
        self.matches[match_id] = match

    def _audit(self, record: dict[str, Any]) -> None:
        last = self.last_event
        event = AuditEvent(
            club=self.report.club,
            sequence=int(record["sequence"]),
            created_at=_parse_time(record["created_at"]),
            actor=str(record["actor"]),
            action=str(record["action"]),
            object_type=str(record["object_type"]),
            object_ref=str(record["object_ref"]),
            digests=record["digests"],
            details=record["details"],
            prev_hash=str(record["prev_hash"]),
            hash=str(record["hash"]),
        )
        if event.sequence != (last.sequence + 1 if last else 1):
            raise _Refused(f"audit event #{event.sequence} breaks the sequence")
        if event.prev_hash != (last.hash if last else GENESIS):
            raise _Refused(f"audit event #{event.sequence} does not follow the previous event")
        if event_hash(event_fields(event), event.prev_hash) != event.hash:
            raise _Refused(f"audit event #{event.sequence} does not hash to its hash")
        checked_row(event)
        self._check_event_digests(event)
        event.save()
        self.last_event = event

    def _check_event_digests(self, event: AuditEvent) -> None:
        # Each event vouches for the record it names: a record edited on its way is refused
        # at the first event that recorded it otherwise.
        found: list[str] = []
        if event.action in ("version.publish", "version.restore"):
            slug, _, number = event.object_ref.rpartition("@")
            version = self.versions.get((slug, int(number)))
            if version is None:
                raise _Refused(f"audit event #{event.sequence} names no version in the bundle")
            found = list(version_disagreements(version, event))
        if event.action in LIFECYCLE_ACTIONS:
            pending = self.lifecycle.get(event.object_ref)
            if not pending:
                raise _Refused(f"audit event #{event.sequence} names no lifecycle change")
            found = list(lifecycle_disagreements(pending.pop(0), event))
        if event.action == "match.start":
            started = Match.objects.filter(pk=uuid.UUID(event.object_ref)).first()
            if started is None:
                raise _Refused(f"audit event #{event.sequence} names no match in the bundle")
            found = list(match_disagreements(started, event))
        if found:
            raise _Refused(f"{event.object_type} {event.object_ref}: {found[0]}")
        if event.action in ("match.finish", "match.abort"):
            match = Match.objects.filter(pk=uuid.UUID(event.object_ref)).first()
            if match is None or event.digests.get("log") != canonical_digest(match.log):
                raise _Refused(
                    f"audit event #{event.sequence} saw another log of match {event.object_ref}"
                )

    def _end(self, record: dict[str, Any]) -> None:
        if int(record["records"]) != self.records:
            raise _Refused(
                f"the end record counts {record['records']} records, the bundle has {self.records}"
            )
        self.ended = True

    # --- BundleImport: what registered record types ask of the import --------------------

    @property
    def club(self) -> Club:
        return self.report.club

    def ruleset(self, slug: Any) -> Ruleset:
        return self._known_ruleset(slug)

    def version(self, slug: Any, number: Any) -> Version:
        return self._known_version(slug, number)

    def match(self, match_id: Any) -> Match:
        found = self.matches.get(uuid.UUID(str(match_id)))
        if found is None:
            raise _Refused(f"match {match_id} is not in the bundle")
        return found

    def user(self, username: Any) -> Any:
        return self._user(username)

    def addressable(self, name: str, *slugs: str) -> None:
        _addressable(name, *slugs)

    def _known_ruleset(self, slug: Any) -> Ruleset:
        if slug not in self.rulesets:
            raise _Refused(f"ruleset {slug} is not in the bundle")
        return self.rulesets[slug]

    def _known_version(self, slug: Any, number: Any) -> Version:
        version = self.versions.get((str(slug), int(number)))
        if version is None:
            raise _Refused(f"version {slug}@{number} is not in the bundle")
        return version

    def _earlier(self, ruleset: Ruleset, number: Any, than: int) -> Version | None:
        if number is None:
            return None
        if not 1 <= int(number) < than:
            raise _Refused(f"{ruleset.slug}@{than} refers to a later version {number}")
        return self.versions[(ruleset.slug, int(number))]

    def _user(self, username: Any) -> Any:
        if username is None:
            return None
        model = get_user_model()
        username = str(username)
        try:  # as the sign-up forms check it: its length and the characters allowed
            model._meta.get_field(model.USERNAME_FIELD).clean(username, None)
        except ValidationError as error:
            raise _Refused(f"user {username[:40]!r}: {error.messages[0]}") from None
        user = model._default_manager.filter(**{model.USERNAME_FIELD: username}).first()
        if user is None:
            # Kept so authorship survives; inactive and without a password until an admin
            # decides otherwise.
            user = model._default_manager.create_user(username=str(username), is_active=False)
            self.report.created_users.append(str(username))
        return user


class RecordRefused(Exception):
    """A record refused, in words; the import adds the line number."""


_Refused = RecordRefused


_SKIPPED = {"blank", "null"}
"""Codes of field errors a bundle may have: the registry itself stores empty messages."""


def checked_row(instance: Any) -> Any:
    """The row, refused unless each field is valid as the model (and so the forms) define it:
    lengths, slug characters, choices, integer ranges. A bundle cannot store what the site
    could not have stored, and the database never sees a value it would refuse."""
    try:
        instance.clean_fields()
    except ValidationError as error:
        for name, errors in error.error_dict.items():
            wrong = [each for each in errors if each.code not in _SKIPPED]
            if wrong:
                label = instance._meta.verbose_name
                raise _Refused(f"{label} {name}: {ValidationError(wrong).messages[0]}") from None
    return instance


def _addressable(name: str, *slugs: str) -> None:
    """Refuse a slug that the site could not put in a URL (so no page could link to it)."""
    try:
        reverse(name, args=slugs)
    except NoReverseMatch:
        raise _Refused(f"{'/'.join(slugs)!r} cannot be part of a URL") from None


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Refused(f"{value!r} is not true or false")
    return value


def _parse_time(text: Any) -> datetime:
    moment = datetime.fromisoformat(str(text))
    if moment.tzinfo is None:
        raise ValueError(f"time {text!r} has no timezone")
    return moment
