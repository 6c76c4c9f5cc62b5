"""A round's tables opened from the event: live tables and score sheets.

- **A live table** (the tables app) is opened for a table of a round with its seats as the
  movement gave them: each member in their seat, a bot where the event seats a bot, pinned to
  the event's version; in duplicate it deals the round's board (its seed). When its match
  finishes, `live_table_finished` (a hook of `tables.hooks.TABLE_FINISHED`, added when the
  app starts) records the table's result in the event, inside the transaction that ends the
  table: once, with the standings and the round's webhook following as for any result.
- **A score sheet** (registry's sheets) is opened for a physical table: the players enter
  their hands on the sheet's page. A finished sheet is *pending* until a member of the other
  side at the table, or the director, confirms it; the one who entered it, and their
  partners, cannot. A correction after that is the event's correction: a reason, kept with
  who made it in the audit chain, and the confirmed result stays.

Each table opens once (live or sheet): a second opening is refused in the director's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

from clubevents.models import (
    Event,
    EventFormat,
    EventResult,
    EventStatus,
    EventTable,
    EventTableKind,
    Participant,
    ParticipantKind,
)
from clubevents.services import (
    current_results,
    duplicate_boards,
    find_table,
    record_match_result,
    shape_of,
)
from events import EventError
from registry.errors import RegistryError
from registry.models import AuditEvent, Match, MatchStatus
from registry.services.audit import Actor, lock_club
from registry.services.matches import open_score_sheet
from tables.models import Table
from tables.services import OPEN_SEAT, open_table

__all__ = [
    "EVENT_BOT",
    "SheetState",
    "confirm_sheet",
    "event_tables",
    "live_table_finished",
    "open_live_table",
    "open_sheet",
    "seated_at_sheet",
    "sheet_state",
]

EVENT_BOT = "heuristic"
"""The bot that plays a seat the event gives to a bot."""


def event_tables(event: Event) -> dict[tuple[int, int], EventTable]:
    """The tables opened from the event, by (round, table)."""
    opened = event.event_tables.select_related("live_table", "match")
    return {(t.round, t.table): t for t in opened}


def _opening(event: Event, round_number: int, table_number: int) -> tuple[Event, list[str]]:
    """The running event and the table's seats, once nothing forbids opening it."""
    where = f"round {round_number}, table {table_number}"
    event = Event.objects.select_related("version__ruleset__club").get(pk=event.pk)
    if event.status != EventStatus.RUNNING:
        raise EventError(f"tables open while the event runs; it is {event.status}", where=where)
    _, table = find_table(event, round_number, table_number, None)
    if any(r.round == round_number and r.table == table_number for r in current_results(event)):
        raise EventError("this table already has its result", where=where)
    opened = event.event_tables.filter(round=round_number, table=table_number).first()
    if opened is not None:
        raise EventError(
            f"this table is already open as a {opened.get_kind_display()}; "
            "play it there, or enter its result by hand",
            where=where,
        )
    return event, list(table["seats"])


def open_live_table(event: Event, *, round: int, table: int, actor: Actor) -> EventTable:
    """Open a live table for a table of a round: members in their seats, bots where the event
    seats bots, the event's version; in duplicate, the round's board."""
    where = f"round {round}, table {table}"
    with transaction.atomic():
        # The club lock orders it with every other write of the event: two clicks on "Open"
        # give one table and one refusal.
        lock_club(event.club_id)
        event, names = _opening(event, round, table)
        seats, members = _live_seats(event, names, where)
        seed = None
        if event.format == EventFormat.DUPLICATE:
            seed = duplicate_boards(event)[round - 1].seed
        try:
            # takeover_minutes=0: no bot plays a member's cards in a rated event; a seat left
            # empty waits for its player (or the director types the table's result).
            live = open_table(
                event.version,  # type: ignore[arg-type]
                opened_by=actor, seats=seats, members=members, seed=seed, takeover_minutes=0,
            )  # fmt: skip
        except RegistryError as refused:
            raise EventError(str(refused), where=where) from None
        return EventTable.objects.create(
            event=event, round=round, table=table, kind=EventTableKind.LIVE, live_table=live,
            opened_by=actor if actor and actor.is_authenticated else None,
        )  # fmt: skip


def _live_seats(event: Event, names: list[str], where: str) -> tuple[list[str], list[Any]]:
    people = {p.name: p for p in event.participants.select_related("user")}
    seats: list[str] = []
    members: list[Any] = []
    for number, name in enumerate(names, start=1):
        player: Participant = people[name]
        if player.kind == ParticipantKind.BOT:
            seats.append(EVENT_BOT)
            members.append(None)
        elif player.kind == ParticipantKind.MEMBER and player.user is not None:
            seats.append(OPEN_SEAT)
            members.append(player.user)
        else:
            raise EventError(
                f"{name} (seat {number}) is a guest without an account: a live table seats "
                "members and bots; give this table a score sheet",
                where=where,
            )
    return seats, members


def open_sheet(event: Event, *, round: int, table: int, actor: Actor) -> EventTable:
    """Open a score sheet for a physical table of a round, its seats named as seated."""
    where = f"round {round}, table {table}"
    with transaction.atomic():
        lock_club(event.club_id)
        event, names = _opening(event, round, table)
        try:
            match = open_score_sheet(event.version, seats=names, started_by=actor)  # type: ignore[arg-type]
        except RegistryError as refused:
            raise EventError(str(refused), where=where) from None
        return EventTable.objects.create(
            event=event, round=round, table=table, kind=EventTableKind.SHEET, match=match,
            opened_by=actor if actor and actor.is_authenticated else None,
        )  # fmt: skip


def live_table_finished(table: Table) -> None:
    """Record the event's result of a live table opened from an event whose match just
    finished (the tables app's hook); any other table is none of the event's business."""
    opened = EventTable.objects.filter(live_table=table).select_related("event").first()
    if opened is None or table.match is None:
        return
    record_match_result(
        opened.event, round=opened.round, table=opened.table, match=table.match,
        actor=opened.opened_by, source="live",
    )  # fmt: skip


# --- Score sheets: pending until the other side confirms ------------------------------------


@dataclass(frozen=True)
class SheetState:
    """Where a table's score sheet stands: `open` (hands being entered), `pending` (finished,
    waiting for the other side), `confirmed` (the event's result), or `aborted`."""

    state: str
    entered_by: str
    result: EventResult | None


def sheet_state(opened: EventTable) -> SheetState:
    """The state of a table's sheet, and who entered its last hand."""
    # Read now, not from the row the caller holds: the sheet's hands go on without it.
    match = Match.objects.filter(pk=opened.match_id).first()
    here = (opened.round, opened.table)
    result = next((r for r in current_results(opened.event) if (r.round, r.table) == here), None)
    if match is None or match.status == MatchStatus.OPEN:
        return SheetState("open", "", result)
    if match.status != MatchStatus.FINISHED:
        return SheetState("aborted", "", result)
    return SheetState("confirmed" if result else "pending", _entered_by(opened), result)


def _entered_by(opened: EventTable) -> str:
    """Who finished the sheet: the actor of its finishing audit event (the last hand's)."""
    finish = AuditEvent.objects.filter(
        club_id=opened.event.club_id, object_type="match", object_ref=str(opened.match_id),
        action="match.finish",
    ).first()  # fmt: skip
    return finish.actor if finish else ""


def _sides_of(event: Event, seats: list[str], username: str) -> set[int]:
    """The sides (0-based) where this account sits at the table: none for the director."""
    shape = shape_of(event.version)  # type: ignore[arg-type]
    members = {
        p.name
        for p in event.participants.filter(kind=ParticipantKind.MEMBER, user__username=username)
    }
    return {
        index
        for index, side in enumerate(shape.sides)
        if any(seats[seat] in members for seat in side)
    }


def confirm_sheet(
    event: Event, *, round: int, table: int, actor: Any, directs: bool
) -> EventResult:
    """Confirm a finished sheet as the table's result: by a member seated on a side other
    than the one who entered it, or by the director (`directs`) if they did not enter it."""
    where = f"round {round}, table {table}"
    opened = event.event_tables.filter(round=round, table=table).select_related("match").first()
    if opened is None or opened.kind != EventTableKind.SHEET:
        raise EventError("this table has no score sheet to confirm", where=where)
    state = sheet_state(opened)
    if state.state == "open":
        raise EventError("the score sheet is not finished: enter its last hand first", where=where)
    if state.state != "pending":
        raise EventError(f"the score sheet is {state.state}: nothing to confirm", where=where)
    username = actor.get_username()
    seats = [seat.get("player", "") for seat in opened.match.seats]  # type: ignore[union-attr]
    theirs = _sides_of(event, seats, state.entered_by)
    mine = _sides_of(event, seats, username)
    if username == state.entered_by or mine & theirs:
        raise EventError(
            f"{state.entered_by} entered this sheet: a player of the other side confirms it, "
            "or the director",
            where=where,
        )
    if not mine and not directs:
        raise EventError(
            "only a player of the other side at this table, or the director, confirms its sheet",
            where=where,
        )
    return record_match_result(
        event, round=round, table=table, match=opened.match, actor=actor,  # type: ignore[arg-type]
        source="sheet", entered_by=_account(state.entered_by),
    )  # fmt: skip


def seated_at_sheet(user: Any, match: Match) -> bool:
    """Whether `user` is a member seated at the running event's table that keeps this score
    sheet: they enter its hands from their phone (a `clubsite.access.SHEET_KEEPERS` check)."""
    opened = EventTable.objects.filter(match=match, kind=EventTableKind.SHEET).first()
    if opened is None or opened.event.status != EventStatus.RUNNING:
        return False
    seats = [seat.get("player", "") for seat in match.seats]
    return opened.event.participants.filter(
        kind=ParticipantKind.MEMBER, user=user, name__in=seats
    ).exists()


def _account(username: str) -> Any:
    return get_user_model().objects.filter(username=username).first() if username else None
