"""The table's websocket: `/ws/tables/<id>/`.

A socket belongs to a seat (its player, signed in with the site's own accounts through the
session cookie) or to a spectator. Every message it is sent is that seat's own state
(tables/state.py), computed on this server from the match as the database holds it: the
channel layer carries only "the table changed, action n" between servers, never cards.

From the browser: `{"type": "act", "action": "QS"}` (a renege call too: `claim 2 3 5`; and
`score`, a seat letting a hand played to its last card be scored, when its state's `legal`
offers it and `review` lists the seats yet to),
`{"type": "sit", "seat": 2, "invite": "..."}` at a waiting table, `{"type": "ping"}`, and
`{"type": "away"}` / `{"type": "back"}` when the page's tab is hidden or shown again.
Answers: `state` messages (each seat with its presence: connected, away or bot), `seated`,
and `error` messages that say why a message was refused.

Whatever a browser sends is answered, never a traceback: a message that is not JSON gets an
`error` and the socket stays open; one over `TABLES_MAX_MESSAGE_BYTES` closes the socket with
1009 (message too big), after an `error` saying why. Messages are rate-limited per member
(per address when signed out) across all their sockets of the process, and sockets are
capped per member or address, per table and per process (`_refusal`).

Talk (tables/talk.py, tables/rematch.py; its handlers are at the end of the consumer):
`{"type": "chat", "text": "..."}` or `{"type": "chat", "reaction": "nice"}`,
`{"type": "chat.remove", "id": 7}`, `{"type": "talk"}` (the chat so far, with what this socket
may do in it, and the Play again offer), `{"type": "next_hand"}` (the seat's Next hand) and
`{"type": "next_hand", "hold": true}` (a renege call in progress; `false` gives it up), and
`{"type": "play_again"}`. Answers, to every socket of the table: `chat` (its `messages`),
`chat.removed` (the `id`), `play_again` (the offer, with the new table once it is open).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from uuid import UUID

import orjson
from autobahn.exception import Disconnected
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async as _database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from channels.layers import InMemoryChannelLayer, get_channel_layer
from django.conf import settings
from django.db import connections

from tables import rematch, services, store, talk
from tables.live import SCORE
from tables.models import Table

__all__ = [
    "TableConsumer",
    "group_name",
    "member_group",
    "announce",
    "announce_presence",
    "drive",
    "stop_drivers",
    "record_later",
    "close_recorder",
    "accept_move",
]

log = logging.getLogger(__name__)


def database_sync_to_async(function: Any) -> Any:
    """Channels' wrapper for a database call, on a pool of threads when the settings say so
    (TABLES_PARALLEL_DB: PostgreSQL, where tables' moves are stored side by side), else on
    the one thread Channels keeps for the database."""
    parallel = bool(getattr(settings, "TABLES_PARALLEL_DB", False))
    return _database_sync_to_async(function, thread_sensitive=not parallel)


group_name = services.group_name


_LOCAL: dict[UUID, set[TableConsumer]] = {}
"""The sockets this process holds, by table: after a move it sends them their states itself."""


def member_group(user_id: Any) -> str:
    """The channel layer's group of one member's table sockets (on every app server): told
    when one of their memberships ends."""
    return f"tables-member-{user_id}"


def _seats_here(table_id: UUID) -> frozenset[int]:
    """The seats (1-based) of the table with a socket of this process whose tab is shown."""
    return frozenset(
        consumer.seat
        for consumer in _LOCAL.get(table_id, ())
        if consumer.seat is not None and consumer.visible
    )


async def announce_presence(table_id: UUID) -> None:
    """Tell every socket of the table that it changed with no move (a seat's presence, the
    table's end recorded): this process's own are sent their states drawn from memory (once
    per seat), other servers' read it from the database."""
    sequence = services.known_sequence(table_id)
    for consumer in list(_LOCAL.get(table_id, ())):
        try:
            await consumer.send_state(sequence)
        except Exception as error:  # one socket's failure is not the others'
            log.warning("table %s: a socket was not sent its state: %r", table_id, error)
    layer = get_channel_layer()
    if layer is not None and not isinstance(layer, InMemoryChannelLayer):
        await layer.group_send(group_name(table_id), {"type": "table.changed", "sequence": None})


async def announce(table_id: UUID, sequence: int | None) -> None:
    """Tell every socket of the table, on every server, that it changed.

    This process's own sockets are sent their states at once, not through the channel layer
    (four queue hops and task wake-ups a move); the layer tells the sockets of other servers,
    and is skipped when there are none (the in-memory layer of one process). A socket told
    twice of one move (here and through Redis) sends it once."""
    for consumer in list(_LOCAL.get(table_id, ())):
        try:
            await consumer.table_changed({"sequence": sequence})
        except Exception:  # one socket's failure is not the mover's
            log.exception("table %s: a socket was not sent its state", table_id)
    layer = get_channel_layer()
    if layer is not None and not isinstance(layer, InMemoryChannelLayer):
        await layer.group_send(
            group_name(table_id), {"type": "table.changed", "sequence": sequence}
        )


async def accept_move(table_id: UUID, seat: int, notation: str) -> int:
    """`services.accept` for a player's move: on PostgreSQL checked here, on the event loop,
    against this process's copy of the table, and stored from here with other tables' moves
    of the moment (`tables.store`), committed before this returns (a match it ends is
    recorded once the move is told: `record_later`); else on a thread."""
    if store.enabled():
        async with store.moving(table_id):
            move = services.begin_move(table_id, seat, notation)
            if move is not None:
                return await _store(move)
    return int(await database_sync_to_async(services.accept)(table_id, seat, notation))


async def _store(move: store.Move) -> int:
    stored = False
    try:
        stored = await store.write(move)
    except store.StoreError:
        raise services.TableError("the move could not be stored; try again") from None
    finally:
        services.end_move(move, stored)
    if not stored:
        raise services.TableError(services.BEHIND)
    return move.sequence


# --- Recording a finished match, off the moves' way ---------------------------------------------

_RECORDER: list[ThreadPoolExecutor] = []
_RECORDING: dict[UUID, asyncio.Task[None]] = {}
_RECORD_ATTEMPTS = 3


def _recorder() -> ThreadPoolExecutor:
    """The one thread that records this process's finished matches. Recording appends to
    the club's audit chain under the club's lock, so a club's matches are recorded one at a
    time whatever the threads: on the pool of the moves' database calls, the matches that
    end together held every thread waiting for that lock (and the other tables' reads
    queued behind them), and each competed with the event loop for the interpreter."""
    if not _RECORDER:
        _RECORDER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="tables-recorder"))
    return _RECORDER[0]


def record_later(table_id: UUID) -> None:
    """Record the table's match, played to its end by the move just stored and told (the
    seats see the last move at once, the match's end and its record once it is written, on
    the recorder's thread), then tell every seat of the table's end."""
    found = _RECORDING.get(table_id)
    if found is None or found.done():
        task = asyncio.get_running_loop().create_task(_record(table_id))
        _RECORDING[table_id] = task


def close_recorder() -> None:
    """Wait until the recorder has recorded every match it was given, then close its
    database connection: for a server that stops serving tables while its process lives on
    (the tests' servers, before the database is emptied under them)."""
    if _RECORDER:
        recorder = _RECORDER.pop()
        recorder.submit(connections.close_all)
        recorder.shutdown(wait=True)


async def _record(table_id: UUID) -> None:
    record = _database_sync_to_async(
        services.record_finished, thread_sensitive=False, executor=_recorder()
    )
    try:
        for attempt in range(1, _RECORD_ATTEMPTS + 1):
            try:
                await record(table_id)
                break
            except Exception as error:
                # The table stays playing until its match is recorded: the next attempt,
                # or `sweep_tables`, records it (once: services.record_finished).
                log.warning(
                    "table %s: the finished match was not recorded (attempt %s): %s: %s",
                    table_id, attempt, type(error).__name__, error,
                )  # fmt: skip
                await asyncio.sleep(attempt)
        await announce_presence(table_id)
    finally:
        if _RECORDING.get(table_id) is asyncio.current_task():
            _RECORDING.pop(table_id, None)


# --- The driver: bots, the clock and empty seats, one task per table per server ---------------

_DRIVERS: dict[UUID, tuple[asyncio.Task[None], asyncio.Event]] = {}
_IDLE_SECONDS = 600.0
_WAITING: set[UUID] = set()
"""The tables whose driver waits for a duty or a change of presence (not idly): a move may
make what it waits for moot, so it is told of every move."""


def drive_after_move(table_id: UUID) -> None:
    """`drive` after a player's move, unless nothing is due at the table nor awaited by its
    driver (the seat to act has a socket here, no bot, clock or renege call is pending): most
    moves of most tables, which need no wake-up of a driver task."""
    if table_id in _WAITING:
        drive(table_id)
        return
    known, wait = services.duty_in_memory(table_id, _seats_here(table_id))
    if not known or wait is not None:
        drive(table_id)


def drive(table_id: UUID) -> None:
    """Make sure this server plays what is due at the table (a bot's move, a timed-out
    clock, an empty seat's takeover), and have it look again now."""
    found = _DRIVERS.get(table_id)
    if found is not None and not found[0].done():
        found[1].set()
        return
    poked = asyncio.Event()
    task = asyncio.get_running_loop().create_task(_drive(table_id, poked))
    _DRIVERS[table_id] = (task, poked)


def stop_drivers(wait_seconds: float = 10.0) -> bool:
    """Cancel every table's driver of this process, from any thread, and wait until each has
    ended: for a server that stops serving tables while its process lives on (the browser
    tests' server, between tests, before the database is emptied under it). Whether all
    ended in time."""
    tasks = [task for task, _ in list(_DRIVERS.values()) if not task.done()]
    for task in tasks:
        task.get_loop().call_soon_threadsafe(task.cancel)
    deadline = time.monotonic() + wait_seconds
    while any(not task.done() for task in tasks):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


async def _drive(table_id: UUID, poked: asyncio.Event) -> None:
    try:
        while True:
            # From memory when it can (a hop to a thread for each of the four words that
            # let a hand be scored, at every table ending a hand, was felt by every move).
            here = _seats_here(table_id)
            known, wait = services.duty_in_memory(table_id, here)
            if not known:
                wait = await database_sync_to_async(services.seconds_to_next_duty)(table_id, here)
            # An away seat shows its bot once its takeover time runs out, move or not.
            turn = services.seconds_to_presence_change(table_id)
            timeout = min(w for w in (wait, turn, _IDLE_SECONDS) if w is not None)
            if wait is None and turn is None:
                _WAITING.discard(table_id)
            else:
                _WAITING.add(table_id)
            if timeout > 0:
                try:
                    await asyncio.wait_for(poked.wait(), timeout)
                    poked.clear()
                    continue
                except TimeoutError:
                    if turn is not None and turn <= timeout:
                        services.presence_changed(table_id)
                        await announce_presence(table_id)
                    if wait is None or wait > timeout:
                        if wait is None and turn is None:
                            return  # nothing happened for a while; a new socket starts it
                        continue
            sequence = await database_sync_to_async(services.do_duty)(table_id, record=False)
            if sequence is not None:
                await announce(table_id, sequence)
                if services.over_unrecorded(table_id):
                    # A bot's or the clock's last move, or a forfeit, is recorded as a
                    # player's last move is: off the thread every table's moves share.
                    record_later(table_id)
    except Table.DoesNotExist:
        return
    except Exception:
        log.exception("table %s: the driver stopped", table_id)
    finally:
        if _DRIVERS.get(table_id, (None,))[0] is asyncio.current_task():
            _DRIVERS.pop(table_id, None)
            _WAITING.discard(table_id)


# --- Memberships: a socket lives only while its member may be at the table --------------------

_WATCHERS: dict[asyncio.AbstractEventLoop, asyncio.Task[None]] = {}


def _watch_memberships() -> None:
    """Make sure this process looks again, every `TABLES_MEMBERSHIP_CHECK_SECONDS`, that the
    members of its sockets still belong to the tables' clubs: the end of a membership closes
    their sockets at once where the channel layer reaches (`tables.signals`), and this is for
    the servers it does not (daphne beside gunicorn without Redis)."""
    loop = asyncio.get_running_loop()
    task = _WATCHERS.get(loop)
    if task is None or task.done():
        _WATCHERS[loop] = loop.create_task(_watch())


async def _watch() -> None:
    """One query for every socket of the process per round (not one per socket or message):
    only a socket whose member has no membership of its table's club (staff, a public club's
    watcher, or someone removed) is looked at more closely."""
    while _LOCAL:
        await asyncio.sleep(float(getattr(settings, "TABLES_MEMBERSHIP_CHECK_SECONDS", 30.0)))
        sockets = [
            consumer
            for here in list(_LOCAL.values())
            for consumer in here
            if consumer.client is not None and consumer.client_key[0] == "member"
        ]
        if not sockets:
            continue
        try:
            pairs = {(consumer.client_key[1], consumer.club_id) for consumer in sockets}
            members = await database_sync_to_async(_memberships)(pairs)
            for consumer in sockets:
                if (consumer.client_key[1], consumer.club_id) not in members:
                    await consumer.membership_ended({"club": consumer.club_id})
        except Exception as error:  # the next round tries again
            log.warning("tables: memberships not checked: %s: %s", type(error).__name__, error)


def _memberships(pairs: set[tuple[Any, Any]]) -> set[tuple[Any, Any]]:
    """The (user, club) pairs of `pairs` that are memberships."""
    from registry.models import Membership

    users, clubs = {user for user, _ in pairs}, {club for _, club in pairs}
    found = Membership.objects.filter(user_id__in=users, club_id__in=clubs)
    return set(found.values_list("user_id", "club_id")) & pairs


# --- The socket ---------------------------------------------------------------------------------


class _Bucket:
    """A token bucket: `rate` messages a second, `burst` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.tokens, self.at = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def reserve(self) -> float:
        """Use up the allowance of a message `take` refused, ahead of time (down to `burst`
        messages owed): the seconds until that allowance comes."""
        wait = max(0.0, (1 - self.tokens) / self.rate)
        self.tokens = max(self.tokens - 1, -self.burst)
        return wait


class _Client:
    """One member's sockets in this process (one address's, signed out), and the bucket all
    of them draw their messages from: opening more sockets buys no more moves."""

    def __init__(self) -> None:
        self.sockets = 0
        self.bucket = _Bucket(*settings.TABLES_RATE)


_RATE_WAIT_SECONDS = 5.0
"""A refusal for rate waits at most this long (a slow `TABLES_RATE` still answers)."""

_CLIENTS: dict[tuple[str, Any], _Client] = {}
_OPEN = [0]
"""The sockets this process holds open, at every table."""


def _client_key(scope: dict[str, Any]) -> tuple[str, Any]:
    user = scope.get("user")
    if user is not None and user.is_authenticated:
        return ("member", user.pk)
    client = scope.get("client") or ("unknown",)
    return ("address", client[0])


def _limit(name: str, default: int) -> int:
    return int(getattr(settings, name, default))


def _refusal(key: tuple[str, Any], table_id: UUID) -> tuple[int, str] | None:
    """(close code, why) when one more socket from `key` at the table would pass a cap:
    `TABLES_SOCKETS_PER_MEMBER` (per address when signed out: `TABLES_SOCKETS_PER_ADDRESS`),
    `TABLES_SOCKETS_PER_TABLE` and `TABLES_SOCKETS_PER_PROCESS`, all of this process."""
    if _OPEN[0] >= _limit("TABLES_SOCKETS_PER_PROCESS", 5000):
        return 1013, "This server has all the table connections it can take; try again shortly."
    if len(_LOCAL.get(table_id, ())) >= _limit("TABLES_SOCKETS_PER_TABLE", 200):
        return 1013, "This table has all the connections it can take; try again shortly."
    if key[0] == "member":
        cap, who = _limit("TABLES_SOCKETS_PER_MEMBER", 20), "You have"
    else:
        cap, who = _limit("TABLES_SOCKETS_PER_ADDRESS", 50), "Your address has"
    client = _CLIENTS.get(key)
    if client is not None and client.sockets >= cap:
        return 1008, f"{who} {cap} table connections open already: close one to open another."
    return None


def _max_message() -> int:
    return _limit("TABLES_MAX_MESSAGE_BYTES", 4096)


def _too_big(text: str | None, data: bytes | None) -> bool:
    limit = _max_message()
    if data is not None:
        return len(data) > limit
    assert text is not None
    # A character is 1-4 bytes in UTF-8: encode only a text that may be over the limit.
    return len(text) > limit or (len(text) * 4 > limit and len(text.encode()) > limit)


class TableConsumer(AsyncJsonWebsocketConsumer):  # type: ignore[misc]
    """One browser at one table: a seat's player, or a spectator."""

    table_id: UUID
    seat: int | None
    client: _Client | None = None
    visible = True
    """The page's tab is shown (it says `away` when hidden, `back` when shown again)."""

    async def dispatch(self, message: Any) -> None:
        # Channels' own dispatch first hops to its database thread to close old connections,
        # for every message a socket receives or is sent (four per move and seat). Here the
        # event loop never touches the database: each call that does goes through
        # `database_sync_to_async`, which closes them around itself.
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        await handler(message)

    async def connect(self) -> None:
        self.table_id = self.scope["url_route"]["kwargs"]["table"]
        user = self.scope.get("user")
        allowed, self.seat, self.club_id = await database_sync_to_async(_access)(
            self.table_id, user
        )
        if not allowed:
            await self.close(code=4403)
            return
        key = _client_key(self.scope)
        refused = _refusal(key, self.table_id)
        if refused is not None:
            await self.refuse(*refused, code_word="sockets")
            return
        self.client = _CLIENTS.setdefault(key, _Client())
        self.client.sockets += 1
        self.client_key = key
        _OPEN[0] += 1
        self.sent = -1
        """The last move this socket was sent the state after."""
        _LOCAL.setdefault(self.table_id, set()).add(self)
        await self.channel_layer.group_add(group_name(self.table_id), self.channel_name)
        if key[0] == "member":
            await self.channel_layer.group_add(member_group(key[1]), self.channel_name)
        await self.accept()
        _watch_memberships()
        changed = False
        if self.seat is not None:
            changed = await database_sync_to_async(services.note_here)(self.table_id, self.seat)
        if changed:
            await announce_presence(self.table_id)  # this socket is sent its state too
        else:
            await self.send_state()
        drive(self.table_id)

    async def refuse(self, code: int, reason: str, code_word: str) -> None:
        """Accept the socket only to say why it is closed: a refused handshake tells the
        page nothing (daphne sends no close reason, so the page shows the `error`)."""
        await self.accept()
        await self.send_json({"type": "error", "code": code_word, "message": reason})
        await self.close(code=code, reason=reason)

    async def disconnect(self, code: int) -> None:
        client = self.client
        if client is None:
            return
        self.client = None
        client.sockets -= 1
        if client.sockets <= 0 and _CLIENTS.get(self.client_key) is client:
            _CLIENTS.pop(self.client_key, None)
        _OPEN[0] -= 1
        here = _LOCAL.get(self.table_id)
        if here is not None:
            here.discard(self)
            if not here:
                _LOCAL.pop(self.table_id, None)
                if store.enabled():
                    store.forget(self.table_id)
        await self.channel_layer.group_discard(group_name(self.table_id), self.channel_name)
        if self.client_key[0] == "member":
            await self.channel_layer.group_discard(
                member_group(self.client_key[1]), self.channel_name
            )
        if self.seat is not None and self.visible:
            await self.seat_left()

    async def seat_left(self) -> None:
        """This socket no longer shows the seat (closed, or its tab hidden): the seat is
        away unless another socket of this server still shows it."""
        assert self.seat is not None
        if self.seat in _seats_here(self.table_id):
            return
        if await database_sync_to_async(services.note_away)(self.table_id, self.seat):
            await announce_presence(self.table_id)
            drive(self.table_id)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """Every frame from the browser: answered whatever it holds (never a traceback)."""
        if self.client is None:
            return  # refused or closed: nothing more is read
        if _too_big(text_data, bytes_data):
            reason = f"Message too big: a table takes messages of up to {_max_message()} bytes."
            await self.refuse_message(1009, reason)
            return
        if not self.client.bucket.take():
            await self.refuse_for_rate(self.client.bucket)
            return
        if text_data is None:
            await self.send_error("message", "Send text (JSON) messages, not binary ones.")
            return
        try:
            content = orjson.loads(text_data)
        except orjson.JSONDecodeError:
            await self.send_error("json", "That message is not JSON; nothing was done.")
            return
        try:
            await self.receive_json(content)
        except Disconnected:
            return  # the browser went while it was being answered
        except Exception as error:
            # A server fault, not the sender's: said in one line (a traceback per frame
            # would let any member fill the log), and answered.
            log.warning(
                "table %s: a message of seat %s failed: %s: %s",
                self.table_id, self.seat, type(error).__name__, error,
            )  # fmt: skip
            log.debug("table %s: the failure", self.table_id, exc_info=True)
            await self.send_error("server", "The server could not handle that; try again.")

    async def refuse_for_rate(self, bucket: _Bucket) -> None:
        """A message past the member's allowance is refused once the allowance would have
        let it through, and uses that message up: a client that sends as soon as it is
        answered (on any number of sockets) is answered at the member's rate, and costs the
        other tables' moves that much, not as much as the server can answer. The socket reads
        nothing meanwhile; its table's states still reach it."""
        await asyncio.sleep(min(bucket.reserve(), _RATE_WAIT_SECONDS))
        await self.send_error("rate", "Too many moves.")

    async def refuse_message(self, code: int, reason: str) -> None:
        await self.send_json({"type": "error", "code": "too_big", "message": reason})
        await self.close(code=code, reason=reason)

    async def send_error(self, code: str, message: str) -> None:
        with contextlib.suppress(Disconnected):
            await self.send_json({"type": "error", "code": code, "message": message})

    async def membership_ended(self, event: dict[str, Any]) -> None:
        """One of the socket's member's memberships ended (`tables.signals`): if it was this
        table's club's and they may no longer be here, the socket is closed and their seat
        is away (a bot takes it over as the table's takeover time says)."""
        if self.client is None or event.get("club") != self.club_id:
            return
        user = self.scope.get("user")
        if await database_sync_to_async(_still_allowed)(self.table_id, user, self.seat):
            return  # a public club's table: they may still watch, or sit
        reason = "You are no longer a member of this club: you have left the table."
        await self.send_error("member", reason)
        await self.close(code=4403, reason=reason)
        await self.disconnect(4403)

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if not isinstance(kind, str):
            kind = None  # a list or an object as the type is answered as an unknown message
        if kind == "ping":
            if self.seat is not None and self.visible:
                await self.seen()
            await self.send_json({"type": "pong"})
        elif kind == "act":
            await self.act(content.get("action"))
        elif kind == "state":
            await self.send_state()
        elif kind == "sit":
            await self.sit(content.get("seat"), content.get("invite", ""))
        elif kind in ("away", "back"):
            await self.show(kind == "back")
        elif kind in _TALK:
            await getattr(self, _TALK[kind])(content)
        else:
            await self.send_error("message", "Unknown message.")

    async def seen(self) -> None:
        """The seat's page pinged: its player is here. Told to the table only when this
        server had shown them away for their silence."""
        assert self.seat is not None
        if await database_sync_to_async(services.note_seen)(self.table_id, self.seat):
            await announce_presence(self.table_id)
            drive(self.table_id)  # a takeover its driver waited for is gone

    async def show(self, visible: bool) -> None:
        """The page's tab was hidden (`away`) or shown again (`back`)."""
        if visible == self.visible:
            return
        self.visible = visible
        if self.seat is None:
            return
        if not visible:
            await self.seat_left()
        elif await database_sync_to_async(services.note_here)(self.table_id, self.seat):
            await announce_presence(self.table_id)
            drive(self.table_id)

    async def act(self, action: Any) -> None:
        if self.seat is None:
            await self.send_json({"type": "error", "code": "spectator", "message": "You watch."})
            return
        if not isinstance(action, str) or not action.strip() or len(action) > 200:
            await self.send_json({"type": "error", "code": "move", "message": "No move given."})
            return
        try:
            sequence = await accept_move(self.table_id, self.seat, action.strip())
        except services.TableError as error:
            await self.send_json({"type": "error", "code": "refused", "message": str(error)})
            await self.send_state(services.known_sequence(self.table_id))
            return
        await announce(self.table_id, sequence)
        if services.over_unrecorded(self.table_id):
            # The last move is told first: its seats wait for no record of the match.
            record_later(self.table_id)
        # A waiting driver is told too: the duty it waits for may be gone (the hand it would
        # have scored when the time to call a renege ran out was scored).
        drive_after_move(self.table_id)

    async def sit(self, number: Any, token: Any) -> None:
        """Take a free seat of the waiting table from its page (as its form does): on the
        server that holds the sockets, so that every page at the table sees it at once even
        where the pages' server (gunicorn) shares no channel layer with this one."""
        if self.seat is not None:
            await self.send_json({"type": "error", "code": "refused", "message": "You sit here."})
            return
        if type(number) is not int or not isinstance(token, str):
            await self.send_json({"type": "error", "code": "message", "message": "Choose a seat."})
            return
        try:
            await database_sync_to_async(_sit)(self.table_id, self.scope["user"], number, token)
        except services.TableError as error:
            await self.send_json({"type": "error", "code": "refused", "message": str(error)})
            return
        self.seat = number
        await self.send_json({"type": "seated", "seat": number})

    async def table_changed(self, event: dict[str, Any]) -> None:
        sequence = event.get("sequence")
        if sequence is not None and sequence <= self.sent:
            return  # sent already (told by this process and through the layer)
        await self.send_state(sequence)
        if sequence is None and not services.without_duties(self.table_id):
            # A seat taken (the table may have started with bots), a duty done elsewhere.
            drive(self.table_id)

    async def send_state(self, sequence: int | None = None) -> None:
        # After a move this server has in memory, the state is drawn here, on the event loop
        # (no query, no hop to a thread), once per seat and move; else read from the
        # database on a thread.
        text = services.cached_message(self.table_id, self.seat, sequence)
        if text is None:
            text = await database_sync_to_async(services.message_after)(
                self.table_id, self.seat, sequence
            )
        if sequence is not None:
            self.sent = max(self.sent, sequence)
        # The browser may have gone as its table moved on: its disconnect follows.
        with contextlib.suppress(Disconnected):
            await self.send(text_data=text)

    # --- Talk: chat, Next hand and Play again (tables/talk.py, tables/rematch.py) ---------------

    async def send_talk(self, content: dict[str, Any]) -> None:
        """What a page's talk asks for when its socket opens: the chat so far, what it may do
        in it, and the Play again offer once the match is over."""
        user = self.scope.get("user")
        messages, rights, offer = await database_sync_to_async(_talk_on_open)(self.table_id, user)
        with contextlib.suppress(Disconnected):
            await self.send_json({"type": "chat", "messages": messages, **rights})
            if offer is not None:
                await self.send_json(offer)

    async def talk_event(self, event: dict[str, Any]) -> None:
        """A chat message, a removal or a Play again offer, for every socket of the table."""
        with contextlib.suppress(Disconnected):
            await self.send_json(event["message"])

    async def chat(self, content: dict[str, Any]) -> None:
        user = self.scope.get("user")
        try:
            message = await database_sync_to_async(_post)(
                self.table_id, user, content.get("text", ""), content.get("reaction", "")
            )
        except services.TableError as error:
            await self.send_error("refused", str(error))
            return
        await tell_table(self.table_id, {"type": "chat", "messages": [message]})

    async def chat_remove(self, content: dict[str, Any]) -> None:
        user = self.scope.get("user")
        try:
            removed = await database_sync_to_async(_remove)(self.table_id, user, content.get("id"))
        except services.TableError as error:
            await self.send_error("refused", str(error))
            return
        await tell_table(self.table_id, {"type": "chat.removed", "id": removed})

    async def next_hand(self, content: dict[str, Any]) -> None:
        """Next hand: the seat lets the hand played to its last card be scored (`hold`: a
        renege call in progress holds the window instead)."""
        if self.seat is None:
            await self.send_error("spectator", "You watch.")
            return
        hold = content.get("hold")
        if hold is None:
            await self.act(SCORE)
            return
        try:
            await database_sync_to_async(talk.hold_next_hand)(
                self.table_id, self.seat, hold is True
            )
        except services.TableError as error:
            await self.send_error("refused", str(error))
            return
        drive(self.table_id)  # the driver reads the window again

    async def play_again(self, content: dict[str, Any]) -> None:
        user = self.scope.get("user")
        try:
            offer = await database_sync_to_async(_play_again)(self.table_id, user)
        except services.TableError as error:
            await self.send_error("refused", str(error))
            return
        await tell_table(self.table_id, offer)


_TALK = {
    "talk": "send_talk",
    "chat": "chat",
    "chat.remove": "chat_remove",
    "next_hand": "next_hand",
    "play_again": "play_again",
}
"""Talk's message types, and the consumer's handler of each."""


async def tell_table(table_id: UUID, message: dict[str, Any]) -> None:
    """Send `message` to every socket of the table, on every server (through the channel
    layer: talk is rare, and carries no cards)."""
    layer = get_channel_layer()
    if layer is not None:
        await layer.group_send(group_name(table_id), {"type": "talk.event", "message": message})


def _talk_on_open(
    table_id: UUID, user: Any
) -> tuple[list[dict[str, Any]], dict[str, bool], dict[str, Any] | None]:
    """The chat so far, what this page may do in it, and the Play again offer."""
    table = Table.objects.select_related("club").get(pk=table_id)
    rights = {"may_write": talk.may_write(user, table), "may_remove": talk.may_remove(user, table)}
    return talk.history(table_id), rights, rematch.offer(table_id)


def _post(table_id: UUID, user: Any, text: Any, reaction: Any) -> dict[str, Any]:
    table = Table.objects.select_related("club").get(pk=table_id)
    return talk.as_json(talk.post(table, user, text, reaction))


def _remove(table_id: UUID, user: Any, message_id: Any) -> int:
    table = Table.objects.select_related("club").get(pk=table_id)
    return int(talk.remove(table, user, message_id).pk)


def _play_again(table_id: UUID, user: Any) -> dict[str, Any]:
    rematch.accept(table_id, user)
    offer = rematch.offer(table_id)
    assert offer is not None  # accept refuses before the match is over
    return offer


def _access(table_id: UUID, user: Any) -> tuple[bool, int | None, Any]:
    """(whether `user` may open a socket at the table, the seat they hold: None for a
    spectator, the table's club's id). A seated user whose membership ended no longer
    holds their seat's socket, as the table's page no longer shows them the table."""
    table = Table.objects.select_related("club").filter(pk=table_id).first()
    if table is None or user is None:
        return False, None, None
    seat = services.seat_of(user, table)
    if seat is not None:
        return services.may_play(user, table), seat, table.club_id
    return services.may_watch(user, table), None, table.club_id


def _still_allowed(table_id: UUID, user: Any, seat: int | None) -> bool:
    table = Table.objects.select_related("club").filter(pk=table_id).first()
    if table is None or user is None:
        return False
    return services.may_play(user, table) if seat is not None else services.may_watch(user, table)


def _sit(table_id: UUID, user: Any, number: int, token: str) -> None:
    table = Table.objects.select_related("club").get(pk=table_id)
    services.sit(table, user, number, token)
