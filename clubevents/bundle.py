"""Club events in the club's bundle (registry.services.bundles): record types that follow the
matches and precede the audit chain.

- `event`: the event, its pinned version, bracket seeds and status, with its participants;
- `event_round`: a round's seating, rounds in order;
- `event_result`: a result or a correction, named by its stable `id` (the result's
  `public_id`, which the audit chain names it by), corrections after what they correct;
- `event_table`: a round's table opened as a score sheet, with its match (a live table
  belongs to the tables app and is not carried: its result and match are);
- `season`: a league and its events.

Each record is checked before it is stored: fields as the models define them, and every
reference (ruleset, version, match, event, result, player) to something earlier in the same
bundle; verify_registry then recomputes results and standings against the imported chain.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from clubevents.credit import check_credit
from clubevents.models import (
    Event,
    EventFormat,
    EventResult,
    EventRound,
    EventStatus,
    EventTable,
    EventTableKind,
    Participant,
    Season,
)
from events import EventError
from registry.models import Club
from registry.services.bundles import (
    BundleImport,
    RecordRefused,
    RecordType,
    checked_row,
    register_record_type,
)

__all__ = ["RECORD_TYPES", "register"]

SOURCES = ("director", "sheet", "live", "bots")
"""Where a result came from, as the events record it."""


def _time(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _name(user: Any) -> str | None:
    return str(user.get_username()) if user is not None else None


def _parse_time(text: Any) -> datetime:
    moment = datetime.fromisoformat(str(text))
    if moment.tzinfo is None:
        raise ValueError(f"time {text!r} has no timezone")
    return moment


# --- Export -----------------------------------------------------------------------------------


def _events(club: Club) -> Iterator[dict[str, Any]]:
    for event in club.events.select_related("ruleset", "version", "created_by").order_by("pk"):
        yield {
            "slug": event.slug, "name": event.name, "date": event.date.isoformat(),
            "ruleset": event.ruleset.slug, "pin": event.pin,
            "version": event.version.number if event.version else None,
            "format": event.format, "movement": event.movement, "rounds": event.rounds,
            "hands_per_round": event.hands_per_round, "seed": event.seed,
            "best_of": event.best_of, "seeds": event.seeds, "status": event.status,
            "credit": event.credit,
            "created_by": _name(event.created_by), "created_at": _time(event.created_at),
            "participants": [
                {"name": p.name, "kind": p.kind, "user": _name(p.user), "team": p.team,
                 "checked_in": p.checked_in}
                for p in event.participants.select_related("user").order_by("pk")
            ],
        }  # fmt: skip


def _rounds(club: Club) -> Iterator[dict[str, Any]]:
    rounds = EventRound.objects.filter(event__club=club).select_related("event")
    for stored in rounds.order_by("event_id", "number"):
        yield {
            "event": stored.event.slug, "number": stored.number, "seating": stored.seating,
            "created_at": _time(stored.created_at),
        }  # fmt: skip


def _results(club: Club) -> Iterator[dict[str, Any]]:
    results = EventResult.objects.filter(event__club=club).select_related(
        "event", "corrects", "entered_by"
    )
    for result in results.order_by("event_id", "public_id"):
        yield {
            "event": result.event.slug, "id": result.public_id, "round": result.round,
            "table": result.table, "board": result.board, "seats": result.seats,
            "scores": result.scores, "source": result.source,
            "match": str(result.match_id) if result.match_id else None,
            "corrects": result.corrects.public_id if result.corrects else None,
            "reason": result.reason, "entered_by": _name(result.entered_by),
            "created_at": _time(result.created_at),
        }  # fmt: skip


def _tables(club: Club) -> Iterator[dict[str, Any]]:
    sheets = EventTable.objects.filter(event__club=club, kind=EventTableKind.SHEET)
    for opened in sheets.select_related("event", "opened_by").order_by("event_id", "pk"):
        yield {
            "event": opened.event.slug, "round": opened.round, "table": opened.table,
            "kind": opened.kind, "match": str(opened.match_id),
            "opened_by": _name(opened.opened_by), "created_at": _time(opened.created_at),
        }  # fmt: skip


def _seasons(club: Club) -> Iterator[dict[str, Any]]:
    for season in club.seasons.order_by("slug"):
        yield {
            "slug": season.slug, "name": season.name, "tag": season.tag,
            "events": sorted(season.events.values_list("slug", flat=True)),
        }  # fmt: skip


# --- Import -----------------------------------------------------------------------------------


class _Table(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    number: int = Field(ge=1, description="The table's number in its round.")
    seats: list[str] = Field(min_length=1, description="Who sits where, seat 1 first.")


class _Seating(BaseModel):
    """A round's seating as an `event_round` record carries it (EventRound.seating)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    tables: list[_Table] = Field(description="The round's tables.")
    sitting_out: list[str] = Field(default=[], description="Who sits the round out.")
    board: int | None = Field(default=None, ge=1, description="The duplicate board played.")


def _event_of(bundle: BundleImport, slug: Any) -> Event:
    found = Event.objects.filter(club=bundle.club, slug=str(slug)).first()
    if found is None:
        raise RecordRefused(f"event {slug} is not in the bundle")
    return found


def _load_event(bundle: BundleImport, record: dict[str, Any]) -> None:
    slug = str(record["slug"])
    if Event.objects.filter(club=bundle.club, slug=slug).exists():
        raise RecordRefused(f"event {slug} appears twice")
    ruleset = bundle.ruleset(record["ruleset"])
    number = record["version"]
    version = None if number is None else bundle.version(ruleset.slug, number)
    status = EventStatus(record["status"])
    if (version is None) != (status == EventStatus.DRAFT):
        raise RecordRefused(
            f"event {slug} is {status} with version {number}: only a draft has none"
        )
    # A bundle written before nights had extra credit has no key: such a night gave none.
    try:
        credit = check_credit(
            record.get("credit"),
            str(record["format"]),
            None if version is None else version.load_rules(),
        )
    except EventError as error:
        raise RecordRefused(f"event {slug}: {error}") from None
    seeds = record["seeds"]
    if not isinstance(seeds, list) or not all(isinstance(s, str) for s in seeds):
        raise RecordRefused(f"event {slug}: its seeds are not a list of names")
    event = checked_row(
        Event(
            club=bundle.club, slug=slug, name=str(record["name"]),
            date=date.fromisoformat(str(record["date"])), ruleset=ruleset, pin=str(record["pin"]),
            version=version, format=str(record["format"]), movement=str(record["movement"]),
            rounds=int(record["rounds"]), hands_per_round=int(record["hands_per_round"]),
            seed=int(record["seed"]), best_of=int(record["best_of"]), seeds=seeds, status=status,
            credit=credit, created_by=bundle.user(record["created_by"]),
            created_at=_parse_time(record["created_at"]),
        )
    )  # fmt: skip
    bundle.addressable("clubevents:event", bundle.club.slug, slug)
    event.save()
    names: set[str] = set()
    for each in record["participants"]:
        name = str(each["name"])
        if name in names:
            raise RecordRefused(f"event {slug}: {name} takes part twice")
        names.add(name)
        if not isinstance(each["checked_in"], bool):
            raise RecordRefused(f"event {slug}: {name}'s checked_in is not true or false")
        checked_row(
            Participant(
                event=event, name=name, kind=str(each["kind"]), user=bundle.user(each["user"]),
                team=str(each["team"]), checked_in=each["checked_in"],
            )
        ).save()  # fmt: skip


def _load_round(bundle: BundleImport, record: dict[str, Any]) -> None:
    event = _event_of(bundle, record["event"])
    number = int(record["number"])
    where = f"event {event.slug} round {number}"
    if number != event.event_rounds.count() + 1:
        raise RecordRefused(f"{where} does not follow round {event.event_rounds.count()}")
    try:
        seating = _Seating.model_validate(record["seating"])
    except ValidationError as error:
        first = error.errors()[0]
        at = ".".join(str(part) for part in first["loc"])
        raise RecordRefused(f"{where}: its seating's {at}: {first['msg']}") from None
    players = set(event.participants.values_list("name", flat=True))
    seated = [name for table in seating.tables for name in table.seats] + seating.sitting_out
    unknown = sorted(set(seated) - players)
    if unknown:
        raise RecordRefused(f"{where} seats {unknown[0]}, who does not take part in it")
    stored = EventRound(
        event=event, number=number, seating=seating.model_dump(),
        created_at=_parse_time(record["created_at"]),
    )  # fmt: skip
    checked_row(stored).save()


def _load_result(bundle: BundleImport, record: dict[str, Any]) -> None:
    event = _event_of(bundle, record["event"])
    public_id, round_number, table = int(record["id"]), int(record["round"]), int(record["table"])
    where = f"event {event.slug} result {public_id}"
    last = event.results.order_by("-public_id").first()
    if public_id <= (last.public_id if last else 0):
        raise RecordRefused(f"{where} does not follow result {last.public_id if last else 0}")
    if event.status == EventStatus.DRAFT:
        raise RecordRefused(f"{where}: a draft event has no results")
    board = None if record["board"] is None else int(record["board"])
    if event.format != EventFormat.BRACKET:
        try:
            _, seated = _found(event, round_number, table, board)
        except EventError as error:
            raise RecordRefused(f"{where}: {error}") from None
        if record["seats"] != seated["seats"]:
            raise RecordRefused(f"{where}: its seats are not those of its round's table")
    seats, scores = record["seats"], record["scores"]
    if not isinstance(seats, list) or not all(isinstance(name, str) for name in seats):
        raise RecordRefused(f"{where}: its seats are not a list of names")
    if not isinstance(scores, list) or not all(type(score) is int for score in scores):
        raise RecordRefused(f"{where}: its scores are not a list of whole numbers")
    if len(scores) != len(seats):
        raise RecordRefused(f"{where}: {len(scores)} scores for {len(seats)} seats")
    if record["source"] not in SOURCES:
        raise RecordRefused(f"{where}: unknown source {record['source']!r}")
    match = None if record["match"] is None else bundle.match(record["match"])
    if match is not None and match.version_id != event.version_id:
        raise RecordRefused(f"{where}: its match was not played under the event's version")
    corrects = _corrected(event, record, where, round_number, table)
    result = EventResult(
        event=event, public_id=public_id, round=round_number, table=table, board=board,
        seats=seats, scores=scores, source=record["source"], match=match, corrects=corrects,
        reason=str(record["reason"]), entered_by=bundle.user(record["entered_by"]),
        created_at=_parse_time(record["created_at"]),
    )  # fmt: skip
    checked_row(result).save()


def _found(event: Event, round_number: int, table: int, board: int | None) -> Any:
    from clubevents.services import find_table

    return find_table(event, round_number, table, board)


def _corrected(
    event: Event, record: dict[str, Any], where: str, round_number: int, table: int
) -> EventResult | None:
    if record["corrects"] is None:
        return None
    previous = event.results.filter(public_id=int(record["corrects"])).first()
    if previous is None:
        raise RecordRefused(f"{where} corrects result {record['corrects']}, not before it")
    if (previous.round, previous.table) != (round_number, table):
        raise RecordRefused(f"{where} corrects a result of another table")
    if not str(record["reason"]).strip():
        raise RecordRefused(f"{where}: a correction needs a reason")
    return previous


def _load_table(bundle: BundleImport, record: dict[str, Any]) -> None:
    event = _event_of(bundle, record["event"])
    round_number, table = int(record["round"]), int(record["table"])
    where = f"event {event.slug} round {round_number} table {table}"
    if record["kind"] != EventTableKind.SHEET:
        raise RecordRefused(f"{where}: only a score sheet's table is carried in a bundle")
    try:
        _found(event, round_number, table, None)
    except EventError as error:
        raise RecordRefused(f"{where}: {error}") from None
    if event.event_tables.filter(round=round_number, table=table).exists():
        raise RecordRefused(f"{where} is opened twice")
    match = bundle.match(record["match"])
    if match.version_id != event.version_id or EventTable.objects.filter(match=match).exists():
        raise RecordRefused(f"{where}: its match is not a sheet of this event's version")
    opened = EventTable(
        event=event, round=round_number, table=table, kind=EventTableKind.SHEET, match=match,
        opened_by=bundle.user(record["opened_by"]), created_at=_parse_time(record["created_at"]),
    )  # fmt: skip
    checked_row(opened).save()


def _load_season(bundle: BundleImport, record: dict[str, Any]) -> None:
    slug = str(record["slug"])
    if Season.objects.filter(club=bundle.club, slug=slug).exists():
        raise RecordRefused(f"season {slug} appears twice")
    events = [_event_of(bundle, each) for each in record["events"]]
    season = checked_row(
        Season(club=bundle.club, slug=slug, name=str(record["name"]), tag=str(record["tag"]))
    )
    bundle.addressable("clubevents:season", bundle.club.slug, slug)
    season.save()
    season.events.set(events)


RECORD_TYPES = (
    RecordType("event", _events, _load_event),
    RecordType("event_round", _rounds, _load_round),
    RecordType("event_result", _results, _load_result),
    RecordType("event_table", _tables, _load_table),
    RecordType("season", _seasons, _load_season),
)
"""The events' record types, in bundle order."""


def register() -> None:
    """Put the events' records in every club's bundle (from the app's `ready`)."""
    for record_type in RECORD_TYPES:
        register_record_type(record_type)
