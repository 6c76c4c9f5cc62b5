"""Live tables: opening one, taking seats, accepting actions, and ending the match.

- A member opens a table for a version; the version and its digest are pinned then. Each
  seat is left open for a member (taken through the table's invite link), given to a bot, or
  taken by the opener. The table starts when every seat is taken.
- An action is accepted only from the seat to act (a renege call: from its claimant), only
  if the engine accepts it, and is stored (a `TableAction` row, one statement, committed)
  before anyone is told: what a player saw accepted survives a killed server. Each process
  keeps the match in memory and catches up from those rows; the table's action count is the
  version check that lets only one app server store move n (`_store`).
- The finished match is recorded as a registry match pinned to the digest, through
  `registry.services.matches`, with its audit events; it verifies by replay like a bot match.

Errors: `TableError` (a user's mistake: a clear sentence, nothing stored).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

import engine
from engine import EngineError
from registry import permissions
from registry.errors import MatchError, RegistryError
from registry.models import Lifecycle, MatchStatus, Version
from registry.services.matches import pinned_rules, record_played_match
from tables.hooks import tell_table_finished
from tables.live import SCORE, SCORE_ALL, LiveMatch, NotYourTurn
from tables.models import Seat, Table, TableAction, TableStatus, TimeoutPolicy
from tables.state import encode, table_state
from tables.store import Move

__all__ = [
    "TableError",
    "OPEN_SEAT",
    "OPENER",
    "open_table",
    "sit",
    "seat_of",
    "may_watch",
    "may_play",
    "presence",
    "note_here",
    "note_away",
    "seconds_to_presence_change",
    "presence_changed",
    "may_open",
    "may_open_in",
    "accept",
    "live_for",
    "state_for",
    "state_after",
    "seconds_to_next_duty",
    "do_duty",
    "note_seen",
    "abort_table",
    "sweep",
    "fallback_bot",
    "cached_state",
    "cached_message",
    "message_after",
    "group_name",
    "open_tables",
    "OpenTable",
    "without_duties",
    "begin_move",
    "end_move",
    "over_unrecorded",
    "record_finished",
    "note_held",
]

OPEN_SEAT = "open"
"""A seat left for a member to take through the invite link."""
OPENER = "me"
"""The seat the opener takes."""
ABANDONED_AFTER = timedelta(days=1)
SPECTATOR_SEAT = 0


class TableError(RegistryError):
    """What a user asked of a table cannot be done; the message says why."""


def fallback_bot() -> str:
    """The bot that plays a seat that timed out or was left empty."""
    return "heuristic" if "heuristic" in engine.BOTS else "random"


def default_takeover_minutes() -> int:
    """Minutes a seat stays away before a bot plays for it, for a table opened without
    saying (`TABLES_TAKEOVER_MINUTES`; 0: the seat waits for its player)."""
    return int(getattr(settings, "TABLES_TAKEOVER_MINUTES", 1))


def away_seconds() -> float:
    """Seconds without a word from a player's browser before the seat counts as away even
    though no socket said goodbye (a server that died, a network gone): `TABLES_AWAY_SECONDS`."""
    return float(getattr(settings, "TABLES_AWAY_SECONDS", 45))


def _bot_delay() -> float:
    return float(getattr(settings, "TABLES_BOT_DELAY", 0.7))


def review_seconds() -> float:
    """Seconds a hand played to its last card waits for renege calls, under rules that take
    them, before it is scored for the seats that have not pressed Next hand
    (`TABLES_REVIEW_SECONDS`; a renege call in progress holds it longer: tables/talk.py)."""
    return float(getattr(settings, "TABLES_REVIEW_SECONDS", 10.0))


# --- Who may do what ---------------------------------------------------------------------------


def _member(user: Any, club: Any) -> bool:
    """A member of the club (any role), or the registry's staff."""
    if not user.is_authenticated:
        return False
    return permissions.is_registry_staff(user) or permissions.role_of(user, club) is not None


def may_open_in(user: Any, club: Any) -> bool:
    """Members of the club (any role) and staff open its tables."""
    return _member(user, club)


def may_open(user: Any, version: Version) -> bool:
    """Members of the version's club (any role) and staff open tables."""
    return _member(user, version.ruleset.club)


def may_watch(user: Any, table: Table) -> bool:
    """Members of the club and staff watch any of its tables; anyone watches a public
    club's."""
    if table.club.is_public:
        return True
    return bool(user.is_authenticated and permissions.can_read(user, table.club))


def may_play(user: Any, table: Table) -> bool:
    """Whether `user`, seated at `table`, may still play there: as `may_sit` without the
    link (a member of the club, or anyone signed in at an open table of a public club), and
    allowed to watch. A member removed from the club loses their seat's socket."""
    if not user.is_authenticated or not may_watch(user, table):
        return False
    return bool(table.open_to_accounts and table.club.is_public) or _member(user, table.club)


def seat_of(user: Any, table: Table) -> int | None:
    """The seat number (1-based) `user` holds at `table`, if any."""
    if not user.is_authenticated:
        return None
    found = table.seats.filter(user_id=user.pk).values_list("number", flat=True).first()
    return int(found) if found is not None else None


def may_sit(user: Any, table: Table, token: str) -> bool:
    """Whoever has the invite link and belongs to the club sits down; at an open table of a
    public club, anyone signed in does."""
    if not user.is_authenticated:
        return False
    if table.open_to_accounts and table.club.is_public:
        return True
    return _member(user, table.club) and bool(token) and token == table.invite_token


# --- Opening and sitting ---------------------------------------------------------------------


def open_table(
    version: Version,
    *,
    opened_by: Any,
    seats: Sequence[str],
    open_to_accounts: bool = False,
    takeover_minutes: int | None = None,
    clock_seconds: int | None = None,
    timeout_policy: str = TimeoutPolicy.BOT,
    spectators_chat: bool = False,
    members: Sequence[Any] | None = None,
    seed: int | None = None,
) -> Table:
    """Open a table for `version`: `seats` says, seat 1 first, `open` (for a member to take),
    `me` (the opener sits there) or a bot's name. `takeover_minutes`: how long a seat may
    be away before a bot plays for it (None: `default_takeover_minutes()`; 0: never).
    `members`, seat 1 first, seats a member of the club in an `open` seat (None leaves it
    open): a director seating the players of an event. `seed` deals a known match (an event's
    duplicate board); None, one nobody can guess. Raises `TableError` naming every problem."""
    if not may_open(opened_by, version):
        raise TableError("only members of the club open tables for its rules")
    if version.current_lifecycle() == Lifecycle.WITHDRAWN:
        raise TableError(f"{version.ref} is withdrawn: it is refused for new matches")
    rules = pinned_rules(version)
    _check_seats(engine.seating(rules).count, seats)
    club = version.ruleset.club
    seated = list(members) if members is not None else [None] * len(seats)
    _check_members(club, seats, seated)
    with transaction.atomic():
        table = Table.objects.create(
            **({} if seed is None else {"seed": seed}),
            club=club,
            version=version,
            rules_digest=version.rules_digest,
            opened_by=opened_by,
            open_to_accounts=open_to_accounts and club.is_public,
            takeover_minutes=(
                default_takeover_minutes() if takeover_minutes is None else takeover_minutes
            )
            or None,
            clock_seconds=clock_seconds or None,
            timeout_policy=TimeoutPolicy(timeout_policy),
            spectators_chat=spectators_chat,
        )
        for number, choice in enumerate(seats, start=1):
            Seat.objects.create(
                table=table,
                number=number,
                user=opened_by if choice == OPENER else seated[number - 1],
                bot=choice if choice not in (OPEN_SEAT, OPENER) else "",
            )
        _start_if_full(table)
    return table


def _check_members(club: Any, seats: Sequence[str], members: Sequence[Any]) -> None:
    problems = (
        [] if len(members) == len(seats) else [f"{len(members)} members for {len(seats)} seats"]
    )
    for number, (choice, user) in enumerate(zip(seats, members, strict=False), start=1):
        if user is None:
            continue
        if choice != OPEN_SEAT:
            problems.append(f"seat {number}: a member sits only in an open seat")
        elif not _member(user, club):
            problems.append(f"seat {number}: {user.get_username()} is not a member of the club")
    people = [user.pk for user in members if user is not None]
    if len(people) != len(set(people)):
        problems.append("a member sits at one seat of a table")
    if problems:
        raise TableError("; ".join(problems))


def _check_seats(count: int, seats: Sequence[str]) -> None:
    problems = [] if len(seats) == count else [f"these rules seat {count}; {len(seats)} given"]
    known = ", ".join(sorted(engine.BOTS))
    for number, choice in enumerate(seats, start=1):
        if choice not in (OPEN_SEAT, OPENER) and choice not in engine.BOTS:
            problems.append(f"seat {number}: no bot called {choice!r} (bots: {known})")
    if list(seats).count(OPENER) > 1:
        problems.append("the opener takes one seat at most")
    if problems:
        raise TableError("; ".join(problems))


def group_name(table_id: UUID | str) -> str:
    """The channel layer's group of a table's sockets (on every app server)."""
    return f"table-{table_id}"


def tell_sockets(table_id: UUID) -> None:
    """Tell the table's sockets that it changed (from a synchronous caller: a page's view, a
    command), once the change is committed: each redraws its state from the database."""

    def send() -> None:
        layer = get_channel_layer()
        if layer is not None:
            message = {"type": "table.changed", "sequence": None}
            async_to_sync(layer.group_send)(group_name(table_id), message)

    transaction.on_commit(send)


def sit(table: Table, user: Any, number: int, token: str = "") -> Seat:
    """Seat `user` in seat `number` (1-based). Raises `TableError` when the seat is taken,
    the user already sits at the table, or may not sit down."""
    if not may_sit(user, table, token):
        raise TableError("you need the table's invite link, and to be a member of the club")
    with transaction.atomic():
        # The table row is locked so that two people cannot take the last seat at once.
        table = Table.objects.select_for_update().get(pk=table.pk)
        if table.status != TableStatus.WAITING:
            raise TableError("this table has started: every seat is taken")
        seats = list(table.seats.select_related("user"))
        if any(seat.user_id == user.pk for seat in seats):
            raise TableError("you already sit at this table")
        seat = next((seat for seat in seats if seat.number == number), None)
        if seat is None or seat.taken:
            raise TableError(f"seat {number} is not free")
        seat.user = user
        seat.seen_at = timezone.now()
        seat.save(update_fields=["user", "seen_at"])
        _start_if_full(table)
        # Everyone at the waiting table's page sees the seat taken (and the start).
        tell_sockets(table.pk)
        return seat


@dataclass(frozen=True)
class OpenTable:
    """A table of a club waiting for players: its pinned version and who sits where."""

    table: Table
    seats: list[Seat]

    @property
    def free(self) -> list[int]:
        """The numbers of the seats nobody has taken yet."""
        return [seat.number for seat in self.seats if not seat.taken]


def open_tables(club: Any, user: Any) -> list[OpenTable]:
    """The club's tables waiting for players, newest first, for someone who may read the
    club: every seat, taken or free, and the version each is pinned to."""
    waiting = (
        Table.objects.filter(club=club, status=TableStatus.WAITING)
        .select_related("version__ruleset", "opened_by")
        .prefetch_related("seats__user")
        .order_by("-opened_at")
    )
    return [OpenTable(table, list(table.seats.all())) for table in waiting]


def _start_if_full(table: Table) -> None:
    if all(seat.taken for seat in table.seats.all()):
        table.status, table.started_at = TableStatus.PLAYING, timezone.now()
        table.last_action_at = table.started_at
        table.save(update_fields=["status", "started_at", "last_action_at"])


# --- The match in memory ----------------------------------------------------------------------


@dataclass
class _Entry:
    """A table's match as this process holds it, with the table row and seats it was last
    read or written with (seats do not change once a table plays). `table.actions_count`
    and `table.last_action_at` are kept in step with the moves this process stores."""

    live: LiveMatch
    table: Table
    seats: list[Seat]
    messages: dict[int | None, tuple[tuple[Any, ...], str]] = field(default_factory=dict)
    """Each seat's last state message as sent (None: a spectator's), with the move, table
    row and status it was drawn for: every socket of a seat, and every spectator, is sent
    the same text after a move, drawn and encoded once."""
    shown: tuple[float, tuple[str | None, ...]] | None = None
    """The seats' presence as last drawn (`_presence_of`), and when (monotonic seconds)."""
    unstored: Move | None = None
    """A move applied to this copy and not yet committed (`begin_move`): nothing is drawn
    from the copy until it is (`end_move`)."""
    ending: tuple[str, dict[str, Any], str] | None = None
    """A forfeit found by the driver and not yet recorded (`record_finished` records it):
    the match's status, result and reason. Meanwhile the table takes no move and nothing is
    due at it. Nothing of it is stored: a server that stops first leaves the clock run out,
    and the next look at the table forfeits it again."""

    @property
    def has_duties(self) -> bool:
        """Whether anything but a player ever moves at the table (bots, a clock, a
        takeover)."""
        table = self.table
        return bool(
            table.clock_seconds
            or table.takeover_minutes
            or any(seat.bot for seat in self.seats)
            or self.live.reviewing  # its time to call a renege runs out
        )


_CACHE: dict[UUID, _Entry] = {}
_CACHE_LOCK = threading.RLock()


_LOCKS: dict[UUID, threading.RLock] = {}


def _lock_for(table_id: UUID) -> threading.RLock:
    """The lock that keeps this process's copy of one table whole: a move is applied to it
    while no socket's state is being drawn from it (several threads serve sockets). It is
    this process's own: no database lock is held while a move is checked or told."""
    with _CACHE_LOCK:
        return _LOCKS.setdefault(table_id, threading.RLock())


def _forget(table_id: UUID) -> None:
    with _CACHE_LOCK:
        _CACHE.pop(table_id, None)


def _table_row(table_id: UUID) -> Table:
    return Table.objects.select_related("version", "club").get(pk=table_id)


def _entry(table_id: UUID, fresh: Table | None = None) -> _Entry:
    """This process's copy of the table's match. With `fresh` (the table's row as just
    read), the copy is first brought to it: rebuilt from the seed and the stored actions
    when it is ahead of the row, caught up from the actions it has not seen when behind.
    Without, the copy is used as it is (read from the database when there is none): a move
    made from a stale copy is refused when it is stored (`_store`'s version check)."""
    with _lock_for(table_id):
        entry = _CACHE.get(table_id)
        table = fresh
        if entry is not None and table is None:
            return entry
        if table is None:
            table = _table_row(table_id)
        if entry is None or entry.live.applied > table.actions_count:
            seats = list(table.seats.select_related("user"))
            players = [seat.player_name() for seat in seats]
            bots = [index for index, seat in enumerate(seats) if seat.bot]
            live = LiveMatch(pinned_rules(table.version), players, table.seed, bots)
            entry = _Entry(live, table, seats)
            if table.status != TableStatus.WAITING:
                _CACHE[table_id] = entry
        elif fresh is not None:
            _refresh_presence(entry)
        if entry.live.applied < table.actions_count:
            _catch_up(table, entry.live)
        if entry.table.is_over and not table.is_over:
            # Read before this process recorded the table's end, which stands for good.
            return entry
        entry.table = table
        return entry


def _refresh_presence(entry: _Entry) -> None:
    """Bring the copy's seats' presence to the database's (another server's sockets may have
    come or gone): the one thing about a seat that changes once a table plays."""
    rows = Seat.objects.filter(table_id=entry.table.pk).values_list(
        "number", "away_since", "seen_at"
    )
    found = {number: (away, seen) for number, away, seen in rows}
    entry.shown = None
    for seat in entry.seats:
        seat.away_since, seat.seen_at = found.get(seat.number, (seat.away_since, seat.seen_at))


def live_for(table: Table) -> LiveMatch:
    """The table's match as its accepted actions leave it, rebuilt or caught up from the
    database when this process has not seen them all. `table` fresh from the database (its
    action count says how far the match has gone)."""
    return _entry(table.id, table).live


def _catch_up(table: Table, live: LiveMatch) -> None:
    rows = TableAction.objects.filter(table=table, sequence__gt=live.applied)
    try:
        for row in rows.order_by("sequence").only("seat", "notation"):
            live.apply_notation(row.seat - 1, row.notation)
    except (EngineError, ValueError):
        _forget(table.id)
        raise


# --- Accepting actions --------------------------------------------------------------------------

_STORE_POSTGRESQL = """
WITH moved AS (
    UPDATE tables_table SET actions_count = %s, last_action_at = %s
    WHERE id = %s AND actions_count = %s AND status = %s
    RETURNING id
)
INSERT INTO tables_tableaction (table_id, sequence, hand, seat, notation, "by", accepted_at)
SELECT id, %s, %s, %s, %s, %s, %s FROM moved
"""


def _store(table: Table, sequence: int, hand: int, seat: int, notation: str, by: str) -> bool:
    """Store the table's action number `sequence`, if the table still plays and has stored
    exactly `sequence - 1` actions (the version check that keeps several app servers, each
    with its own copy of the match, from storing two different moves as one number).
    Committed when this returns True; nothing is stored when it returns False.

    On PostgreSQL this is one statement, one round trip: the table's count and the action's
    row change together, the table's row locked only while the statement runs."""
    now = timezone.now()
    if connection.vendor == "postgresql" and connection.get_autocommit():
        with connection.cursor() as cursor:
            cursor.execute(
                _STORE_POSTGRESQL,
                [sequence, now, table.pk, sequence - 1, TableStatus.PLAYING.value,
                 sequence, hand, seat, notation, by, now],
            )  # fmt: skip
            stored = cursor.rowcount == 1
    else:
        with transaction.atomic():
            moved = Table.objects.filter(
                pk=table.pk, actions_count=sequence - 1, status=TableStatus.PLAYING
            ).update(actions_count=sequence, last_action_at=now)
            stored = moved == 1
            if stored:
                TableAction.objects.create(
                    table_id=table.pk, sequence=sequence, hand=hand, seat=seat,
                    notation=notation, by=by, accepted_at=now,
                )  # fmt: skip
    if stored:
        table.actions_count, table.last_action_at = sequence, now
    return stored


def accept(table_id: UUID, seat: int, notation: str, by: str = "player") -> int:
    """Accept `notation` from `seat` (1-based) if it is that seat's turn and the engine
    accepts it; store it, then return the match's action count. Raises `TableError`."""
    with _lock_for(table_id):
        try:
            return _accept_in(_entry(table_id), seat, notation, by)
        except TableError:
            raise
        except BaseException:
            _forget(table_id)
            raise


def _accept_in(entry: _Entry, seat: int, notation: str, by: str, *, record: bool = True) -> int:
    """Check the move against this process's copy of the match, then store it (one
    statement); the copy is forgotten when the store finds another move got there first.
    A match the move ends is recorded here unless `record` is false (`do_duty`)."""
    table, live = entry.table, entry.live
    notation, number = _apply(entry, seat, notation)
    try:
        stored = _store(table, live.applied, number, seat, notation, by)
    except IntegrityError:
        stored = False
    if not stored:
        # Another app server stored a move first (or the table ended there): this copy is
        # behind. It is read again from the database for the next move.
        _forget(table.id)
        raise TableError(BEHIND)
    if live.finished and record:
        _record(entry, MatchStatus.FINISHED, None, reason="")
    return live.applied


BEHIND = "another move was accepted first; try again"


def _apply(entry: _Entry, seat: int, notation: str) -> tuple[str, int]:
    """Check the move against this process's copy of the match and apply it there: (the
    move as it is stored, the hand it is in). Raises `TableError`."""
    table, live = entry.table, entry.live
    if table.status != TableStatus.PLAYING:
        raise TableError(f"this table is {table.get_status_display()}: it takes no moves")
    if entry.ending is not None:
        raise TableError(f"the match is over: {entry.ending[2]}")
    try:
        notation = (
            notation if notation in (SCORE, SCORE_ALL) else str(engine.parse_action(notation))
        )
    except ValueError as error:
        raise TableError(f"{notation!r} is not a move: {error}") from None
    number = live.number
    try:
        live.apply_notation(seat - 1, notation)
    except NotYourTurn as error:
        # Refused before anything changed (a second click, a move out of turn): the copy
        # stands. Forgotten, it would be rebuilt from every stored action, and every seat's
        # state read from the database, on the next move.
        raise TableError(str(error)) from None
    except EngineError as error:
        _forget(table.id)  # the engine may have got halfway; the stored actions rebuild it
        raise TableError(str(error)) from None
    return notation, number


def begin_move(table_id: UUID, seat: int, notation: str) -> Move | None:
    """`accept`'s check of a player's move, for a caller that stores it itself (the event
    loop: `tables.store`), with no query and no wait: the move applied to this process's copy
    of the table, to store. None, with nothing done, when this process has no copy of the
    table in play or a thread is using it: then `accept` it (on a thread).

    The table's lock stays held by the calling thread, and nothing is drawn from the copy,
    until `end_move` says whether the move was stored. Raises `TableError` as `accept`."""
    lock = _lock_for(table_id)
    if not lock.acquire(blocking=False):
        return None
    entry = _CACHE.get(table_id)
    if entry is None or entry.unstored is not None or entry.table.status != TableStatus.PLAYING:
        lock.release()
        return None
    try:
        notation, number = _apply(entry, seat, notation)
    except TableError:
        lock.release()
        raise
    except BaseException:
        _forget(table_id)
        lock.release()
        raise
    entry.unstored = Move(
        table_id, entry.live.applied, number, seat, notation, "player", timezone.now()
    )
    return entry.unstored


def end_move(move: Move, stored: bool) -> None:
    """After `begin_move`, on its thread: the move is committed (`stored`), or not (or maybe
    not: the database failed to answer), and then this copy is forgotten, to be read again
    from the database. Releases the table's lock."""
    try:
        entry = _CACHE.get(move.table_id)
        if entry is None or entry.unstored is not move:
            return
        entry.unstored = None
        if stored:
            entry.table.actions_count, entry.table.last_action_at = move.sequence, move.at
        else:
            _forget(move.table_id)
    finally:
        _lock_for(move.table_id).release()


def over_unrecorded(table_id: UUID) -> bool:
    """Whether this process's copy of the table has played the match to its end (or found
    it forfeited: `do_duty`) and the table is not yet recorded as finished (then
    `record_finished`). No query."""
    entry = _CACHE.get(table_id)
    return (
        entry is not None
        and (entry.live.finished or entry.ending is not None)
        and entry.table.status == TableStatus.PLAYING
    )


def record_finished(table_id: UUID) -> bool:
    """Record the table's match if it is played to its end (or forfeited) and the table
    still plays: after the last move `end_move` or `do_duty` stored (off the move's way,
    tables.consumers), and from `sweep` for a table whose server stopped before it recorded
    it. Whether this call recorded it: a table is recorded once, whichever server or call
    comes first (`_record`)."""
    with _lock_for(table_id):
        entry = _CACHE.get(table_id)
        if entry is None:
            entry = _entry(table_id, _table_row(table_id))
        if entry.table.status != TableStatus.PLAYING:
            return False
        if entry.ending is not None:
            return _record(entry, *entry.ending)
        if entry.live.finished:
            return _record(entry, MatchStatus.FINISHED, None, reason="")
        return False


def _record(entry: _Entry, status: str, result: dict[str, Any] | None, reason: str) -> bool:
    """End the table and record its match (finished or aborted) in the registry, if the
    table still plays (or waits) as this process's copy has it; whether it did."""
    live = entry.live
    with transaction.atomic():
        # The row lock makes "ended once" hold across app servers (its row alone: not the
        # version's, ruleset's or opener's, which other tables share). The ruleset (its club to
        # lock) and the opener are read with it: the record reads them, one round trip each.
        table = (
            Table.objects.select_for_update(of=("self",))
            .select_related("version__ruleset", "opened_by")
            .get(pk=entry.table.pk)
        )
        if table.is_over or table.actions_count != live.applied:
            _forget(table.pk)
            return False
        seats = [
            {"user": seat.user.get_username()} if seat.user else {"bot": seat.bot}
            for seat in entry.seats
        ]
        if result is None and live.outcome is not None:
            result = {**live.outcome.to_json(), "standing": live.standing.to_json()}
        try:
            table.match = record_played_match(
                table.version,
                seats=seats,
                seed=table.seed,
                log=live.log,
                result=result,
                status=status,
                started_by=table.opened_by,
            )
        except MatchError as error:
            reason = f"{reason} (not recorded: {error})".strip()
        table.status = (
            TableStatus.FINISHED if status == MatchStatus.FINISHED else TableStatus.ABORTED
        )
        table.finished_at, table.end_reason = timezone.now(), reason
        table.save(update_fields=["status", "finished_at", "end_reason", "match"])
        entry.table = table
        if table.status == TableStatus.FINISHED and table.match is not None:
            tell_table_finished(table)
    return True


def abort_table(table_id: UUID, reason: str) -> None:
    """Close the table as aborted, recording what was played (its log of finished hands;
    every accepted action stays in the table's rows)."""
    with _lock_for(table_id):
        table = _table_row(table_id)
        if table.is_over:
            return
        if table.status == TableStatus.WAITING:
            Table.objects.filter(pk=table_id, status=TableStatus.WAITING).update(
                status=TableStatus.ABORTED, finished_at=timezone.now(), end_reason=reason
            )
            return
        entry = _entry(table_id, table)
        result = {"aborted": reason, "standing": entry.live.standing.to_json()}
        _record(entry, MatchStatus.ABORTED, result, reason)


# --- Bots, the clock and empty seats ------------------------------------------------------------


def _due(
    table: Table,
    live: LiveMatch,
    seats: list[Seat],
    now: datetime,
    present: frozenset[int] = frozenset(),
) -> tuple[float, str]:
    """(seconds until the seat to act must be played for, by whom: bot, clock, takeover);
    infinity when nothing is due. `present`: seats (1-based) known to be here, whatever
    their rows say (a socket of this server, its tab shown)."""
    since = (now - table.last_action_at).total_seconds()
    if table.status == TableStatus.PLAYING and live.reviewing:
        wait = review_seconds() - since
        if table.held_until is not None:  # a renege call in progress (tables/talk.py)
            wait = max(wait, (table.held_until - now).total_seconds())
        return wait, "review"
    if table.status != TableStatus.PLAYING or live.to_act is None:
        return float("inf"), ""
    seat = seats[live.to_act]
    if seat.bot:
        return _bot_delay() - since, "bot"
    due = [(float("inf"), "")]
    if table.clock_seconds:
        due.append((table.clock_seconds - since, "clock"))
    if table.takeover_minutes and seat.number not in present:
        start = _away_start(table, seat, now)
        if start is not None:
            away = (now - start).total_seconds()
            due.append((table.takeover_minutes * 60 - away, "takeover"))
    return min(due)


def without_duties(table_id: UUID) -> bool:
    """Whether this process knows that only players move at the table (no bot, clock or
    takeover): then no driver need look at it after a move. No query."""
    entry = _CACHE.get(table_id)
    return entry is not None and not entry.has_duties


def duty_in_memory(table_id: UUID, here: frozenset[int] = frozenset()) -> tuple[bool, float | None]:
    """`seconds_to_next_duty` from this process's copy alone, for the event loop: (True,
    the seconds) when the copy answers, (False, None) when the database must (no copy, or a
    takeover that may be due: the seat to act is not among `here`, the seats with a socket
    of this server whose tab is shown). No query."""
    entry = _CACHE.get(table_id)
    if entry is None:
        return False, None
    if entry.ending is not None:
        return True, None
    to_act = entry.live.to_act
    if entry.table.takeover_minutes and to_act is not None:
        seat = entry.seats[to_act]
        if not seat.bot and seat.number not in here:
            return False, None
    if not entry.has_duties:
        return True, None
    return True, _seconds_to(entry, entry.seats, here)


def seconds_to_next_duty(table_id: UUID, here: frozenset[int] = frozenset()) -> float | None:
    """Seconds until a bot, the clock or a takeover must act at the table (0: now); None
    when nothing will unless a player acts. `here` as `duty_in_memory`."""
    known, wait = duty_in_memory(table_id, here)
    if known:
        return wait
    table = Table.objects.select_related("version", "club").get(pk=table_id)
    if table.status != TableStatus.PLAYING:
        return None
    return _seconds_to(_entry(table_id, table), list(table.seats.all()), here)


def _seconds_to(entry: _Entry, seats: list[Seat], here: frozenset[int]) -> float | None:
    wait, _ = _due(entry.table, entry.live, seats, timezone.now(), here)
    return None if wait == float("inf") else max(wait, 0.0)


def do_duty(table_id: UUID, *, record: bool = True) -> int | None:
    """Act for the seat to act if a bot, the clock or a takeover is due now: the new action
    count, or None when nothing was due (someone acted first).

    `record=False` (the event loop's driver) leaves a match this ends, by a last move or a
    forfeit, to `record_finished` (`over_unrecorded` says so): recording appends to the
    club's audit chain under the club's lock, which the duty's thread, shared with every
    table's moves, would wait for."""
    with _lock_for(table_id):
        table = _table_row(table_id)
        entry = _entry(table_id, table)
        if entry.ending is not None:
            return None  # forfeited already, to be recorded
        live = entry.live
        wait, kind = _due(table, live, list(table.seats.all()), timezone.now())
        if wait > 0:
            return None
        if kind == "review":
            # Time to call a renege ran out: the hand is scored for every seat yet to say so.
            waiting = min(live.reviewing) + 1
            try:
                return _accept_in(entry, waiting, SCORE_ALL, "clock", record=record)
            except TableError:
                return None
        if live.to_act is None:
            return None
        seat = entry.seats[live.to_act]
        if kind == "clock" and table.timeout_policy == TimeoutPolicy.FORFEIT:
            ending = _forfeit(entry, seat.number)
            if not record:
                entry.ending = ending
                return live.applied
            return live.applied if _record(entry, *ending) else None
        bot = engine.make_bot(seat.bot or fallback_bot(), live.rules)
        action = live.bot_action(live.to_act, bot)
        try:
            return _accept_in(entry, seat.number, str(action), kind, record=record)
        except TableError:
            return None  # another server played it first


def _forfeit(entry: _Entry, number: int) -> tuple[str, dict[str, Any], str]:
    """Seat `number` ran out of time at a table whose clock forfeits: the match is over,
    won by every other side, and recorded as finished with the forfeit in its result (the
    status, result and reason `_record` takes)."""
    live = entry.live
    sides = live.game.table.sides
    side = next(i for i, seats in enumerate(sides) if number - 1 in seats)
    winners = [index + 1 for index in range(len(sides)) if index != side]
    result = {
        "winners": winners,
        "reason": "forfeit",
        "forfeit": {"seat": number, "side": side + 1, "by": "clock", "hand": live.number},
        "standing": live.standing.to_json(),
    }
    reason = f"seat {number} ran out of time: side {side + 1} forfeits the match"
    return MatchStatus.FINISHED, result, reason


def note_held(table_id: UUID, until: datetime | None) -> None:
    """This process's copy of the table learns of a hold on its next hand (tables/talk.py),
    stored already: its driver reads the window from memory."""
    entry = _CACHE.get(table_id)
    if entry is not None:
        entry.table.held_until = until


def note_seen(table_id: UUID, seat: int) -> bool:
    """The player in `seat` was heard from (their tab may be hidden: `note_here` says they
    are back), in the database and in this process's copy. Whether the copy showed them away
    until now, not heard from for `away_seconds()`: then the table is told they are back."""
    now = timezone.now()
    Seat.objects.filter(table_id=table_id, number=seat).update(seen_at=now)
    entry = _CACHE.get(table_id)
    found = None if entry is None else next((s for s in entry.seats if s.number == seat), None)
    if entry is None or found is None:
        return False
    # The copy draws every seat's presence from its own `seen_at`: a ping kept in the database
    # alone would show a player whose page pings away after `away_seconds()`, then as their
    # bot after the takeover time, each change sent to every seat of the table.
    silent = found.away_since is None and _away_start(entry.table, found, now) is not None
    found.seen_at = now
    if silent:
        entry.shown = None
    return silent


# --- Presence: who is at the table ---------------------------------------------------------------


def _away_start(table: Table, seat: Seat, now: datetime) -> datetime | None:
    """Since when the player of `seat` is away (no socket open, their tab hidden, or not
    heard from for `away_seconds()`); None while they are here, and for a bot's seat."""
    if seat.user_id is None:
        return None
    if seat.away_since is not None:
        return seat.away_since
    seen = seat.seen_at or table.started_at or table.last_action_at
    return seen if (now - seen).total_seconds() > away_seconds() else None


def presence(table: Table, seats: Sequence[Seat], now: datetime) -> tuple[str | None, ...]:
    """Each seat's presence, seat 1 first: `connected`, `away` (no socket open or the tab
    hidden), `bot` (a bot's seat, or one away longer than the table's takeover time, which
    a bot plays until its player is back); None for a seat nobody has taken."""
    grace = table.takeover_minutes * 60 if table.takeover_minutes else None
    found: list[str | None] = []
    for seat in seats:
        if seat.bot:
            found.append("bot")
        elif seat.user_id is None:
            found.append(None)
        elif (start := _away_start(table, seat, now)) is None:
            found.append("connected")
        elif grace is not None and (now - start).total_seconds() >= grace:
            found.append("bot")
        else:
            found.append("away")
    return tuple(found)


def _note_presence(table_id: UUID, number: int, away: bool) -> bool:
    """Store that the player of seat `number` is away (or here) in the database and in this
    process's copy; whether their presence changed."""
    now = timezone.now()
    seats = Seat.objects.filter(table_id=table_id, number=number)
    if away:
        changed = seats.filter(away_since__isnull=True).update(away_since=now) > 0
    else:
        changed = seats.exclude(away_since__isnull=True).update(away_since=None, seen_at=now) > 0
        if not changed:
            seats.update(seen_at=now)
    entry = _CACHE.get(table_id)
    if entry is not None:
        entry.shown = None
        for seat in entry.seats:
            if seat.number == number:
                if away and seat.away_since is None:
                    seat.away_since = now
                elif not away:
                    seat.away_since, seat.seen_at = None, now
    return changed


def note_here(table_id: UUID, number: int) -> bool:
    """The player of seat `number` is here: a socket opened, their tab shown again, a ping.
    They get their seat back from the bot at once. Whether their presence changed."""
    return _note_presence(table_id, number, away=False)


def note_away(table_id: UUID, number: int) -> bool:
    """The player of seat `number` is away: their last socket here closed, or their tab is
    hidden. Whether their presence changed (it had not been away already)."""
    return _note_presence(table_id, number, away=True)


def presence_changed(table_id: UUID) -> None:
    """Time alone changed a seat's presence (a takeover time ran out): the next state drawn
    works it out again."""
    entry = _CACHE.get(table_id)
    if entry is not None:
        entry.shown = None


def seconds_to_presence_change(table_id: UUID) -> float | None:
    """Seconds until an away seat of the table shows its bot (its takeover time runs out),
    from this process's copy; None when no such change is coming. No query."""
    entry = _CACHE.get(table_id)
    if entry is None or entry.table.status != TableStatus.PLAYING:
        return None
    if not entry.table.takeover_minutes:
        return None
    now, grace = timezone.now(), entry.table.takeover_minutes * 60
    waits = [
        grace - (now - start).total_seconds()
        for seat in entry.seats
        if (start := _away_start(entry.table, seat, now)) is not None
    ]
    future = [wait for wait in waits if wait > 0]
    return min(future) if future else None


def sweep(now: datetime | None = None) -> dict[str, int]:
    """Abort tables nobody has acted at for a day (`ABANDONED_AFTER`), record the matches
    played to their end that no app server recorded (it stopped first), and play what is due
    at the others (a bot, a clock, a takeover) when no app server is there to. Returns
    counts."""
    now = now or timezone.now()
    counts = {"aborted": 0, "recorded": 0, "played": 0}
    live_statuses = (TableStatus.WAITING, TableStatus.PLAYING)
    stale = Table.objects.filter(status__in=live_statuses, last_action_at__lt=now - ABANDONED_AFTER)
    for table_id in stale.values_list("id", flat=True):
        abort_table(table_id, "abandoned: no move for a day")
        counts["aborted"] += 1
    for table_id in Table.objects.filter(status=TableStatus.PLAYING).values_list("id", flat=True):
        if record_finished(table_id):
            counts["recorded"] += 1
            continue
        while (wait := seconds_to_next_duty(table_id)) is not None and wait <= 0:
            if do_duty(table_id) is None:
                break
            counts["played"] += 1
    return counts


# --- What each seat is shown --------------------------------------------------------------------


def state_for(table: Table, seat: int | None) -> dict[str, Any]:
    """The table as `seat` (1-based; None for a spectator) may see it: the engine's view of
    that seat and nothing of anyone else's cards. `table` fresh from the database."""
    if table.status == TableStatus.WAITING:
        seats = list(table.seats.select_related("user"))
        return table_state(table, seats, None, seat, presence(table, seats, timezone.now()))
    with _lock_for(table.id):
        return _draw(_entry(table.id, table), seat)


def _draw(entry: _Entry, seat: int | None) -> dict[str, Any]:
    return table_state(entry.table, entry.seats, entry.live, seat, _presence_of(entry))


PRESENCE_FRESH = 1.0
"""Seconds a table's presence, as drawn for its sockets, is reused: every seat's message after
a move shows the same, worked out once (what time alone changes, a seat not heard from or a
takeover time run out, is shown up to a second late)."""


def _presence_of(entry: _Entry) -> tuple[str | None, ...]:
    now = time.monotonic()
    shown = entry.shown
    if shown is None or now - shown[0] > PRESENCE_FRESH:
        shown = entry.shown = (now, presence(entry.table, entry.seats, timezone.now()))
    return shown[1]


def _drawable(entry: _Entry) -> bool:
    """Whether a seat's state may be drawn from this copy alone: the table plays (the copy
    holds every move this process stored), or it is over, which its row as this process read
    or wrote it says for good (the end recorded here is drawn without a query)."""
    return entry.table.status == TableStatus.PLAYING or entry.table.is_over


def _from_memory(entry: _Entry | None, seat: int | None, sequence: int | None) -> Any:
    if sequence is None or entry is None or not _drawable(entry) or entry.live.applied < sequence:
        return None
    return _draw(entry, seat)


def _message_from_memory(
    entry: _Entry | None, seat: int | None, sequence: int | None
) -> str | None:
    if sequence is None or entry is None or not _drawable(entry) or entry.live.applied < sequence:
        return None
    table = entry.table
    shown = _presence_of(entry)
    key = (entry.live.applied, id(table), str(table.status), shown)
    found = entry.messages.get(seat)
    if found is None or found[0] != key:
        state = table_state(table, entry.seats, entry.live, seat, shown)
        found = entry.messages[seat] = (key, encode(state))
    return found[1]


def cached_message(table_id: UUID, seat: int | None, sequence: int | None) -> str | None:
    """`cached_state`'s message as the text a socket is sent, drawn and encoded once per
    move for each seat (and once for all spectators); None as `cached_state`. It never
    waits: the event loop calls it."""
    lock = _lock_for(table_id)
    if not lock.acquire(blocking=False):
        return None
    try:
        entry = _CACHE.get(table_id)
        if entry is not None and entry.unstored is not None:
            return None  # the event loop holds the lock, storing a move
        return _message_from_memory(entry, seat, sequence)
    finally:
        lock.release()


def known_sequence(table_id: UUID) -> int | None:
    """The actions this process's copy of the table has stored, when it holds one in play:
    the state to send a seat whose move was refused, or the table's end, drawn from memory.
    No query."""
    entry = _CACHE.get(table_id)
    if entry is None or entry.unstored is not None or not _drawable(entry):
        return None
    return entry.table.actions_count


def message_after(table_id: UUID, seat: int | None, sequence: int | None) -> str:
    """`state_after`, as the text a socket is sent."""
    with _lock_for(table_id):
        found = _message_from_memory(_CACHE.get(table_id), seat, sequence)
        if found is not None:
            return found
        return encode(state_for(_table_row(table_id), seat))


def cached_state(table_id: UUID, seat: int | None, sequence: int | None) -> dict[str, Any] | None:
    """`state_for` once the table has accepted `sequence` actions, from this process's memory
    (no query) when it has them and the table plays on; None when it has not, or when a
    thread is applying a move to the table right now. It never waits: the event loop calls
    it (every socket of a table is sent a state after every move)."""
    lock = _lock_for(table_id)
    if not lock.acquire(blocking=False):
        return None
    try:
        entry = _CACHE.get(table_id)
        if entry is not None and entry.unstored is not None:
            return None  # the event loop holds the lock, storing a move
        found: dict[str, Any] | None = _from_memory(entry, seat, sequence)
        return found
    finally:
        lock.release()


def state_after(table_id: UUID, seat: int | None, sequence: int | None) -> dict[str, Any]:
    """`state_for` once the table has accepted `sequence` actions: from this process's
    memory when it has them and the table plays on, else from the database."""
    with _lock_for(table_id):
        found: dict[str, Any] | None = _from_memory(_CACHE.get(table_id), seat, sequence)
        if found is not None:
            return found
        return state_for(_table_row(table_id), seat)
