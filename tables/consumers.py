"""The table's websocket: `/ws/tables/<id>/`.

A socket belongs to a seat (its player, signed in with the site's own accounts through the
session cookie) or to a spectator. Every message it is sent is that seat's own state
(tables/state.py), computed on this server from the match as the database holds it: the
channel layer carries only "the table changed, action n" between servers, never cards.

From the browser: `{"type": "act", "action": "QS"}` (a renege call too: `claim 2 3 5`; and
`score`, a seat letting a hand played to its last card be scored, when its state's `legal`
offers it and `review` lists the seats yet to),
`{"type": "sit", "seat": 2, "invite": "..."}` at a waiting table, and `{"type": "ping"}`.
Answers: `state` messages, `seated`, and `error` messages that say why a move was refused.

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
from typing import Any
from uuid import UUID

from autobahn.exception import Disconnected
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async as _database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from channels.layers import InMemoryChannelLayer, get_channel_layer
from django.conf import settings

from tables import rematch, services, store, talk
from tables.live import SCORE
from tables.models import Table

__all__ = ["TableConsumer", "group_name", "announce", "drive", "accept_move"]

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
    of the moment (`tables.store`), committed before this returns; else on a thread."""
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
    if services.over_unrecorded(move.table_id):
        # The registry's match, its audit events: on a thread, off the other tables' way.
        await database_sync_to_async(services.record_finished)(move.table_id)
    return move.sequence


# --- The driver: bots, the clock and empty seats, one task per table per server ---------------

_DRIVERS: dict[UUID, tuple[asyncio.Task[None], asyncio.Event]] = {}
_IDLE_SECONDS = 600.0


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


async def _drive(table_id: UUID, poked: asyncio.Event) -> None:
    try:
        while True:
            # From memory when it can (a hop to a thread for each of the four words that
            # let a hand be scored, at every table ending a hand, was felt by every move).
            known, wait = services.duty_in_memory(table_id)
            if not known:
                wait = await database_sync_to_async(services.seconds_to_next_duty)(table_id)
            timeout = _IDLE_SECONDS if wait is None else min(wait, _IDLE_SECONDS)
            if timeout > 0:
                try:
                    await asyncio.wait_for(poked.wait(), timeout)
                    poked.clear()
                    continue
                except TimeoutError:
                    if wait is None:
                        return  # nothing happened for a while; a new socket starts it again
            if await database_sync_to_async(services.do_duty)(table_id) is not None:
                # No sequence: a duty may end the table (a forfeit), which every server must
                # read from the database.
                await announce(table_id, None)
    except Table.DoesNotExist:
        return
    except Exception:
        log.exception("table %s: the driver stopped", table_id)
    finally:
        if _DRIVERS.get(table_id, (None,))[0] is asyncio.current_task():
            _DRIVERS.pop(table_id, None)


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


class TableConsumer(AsyncJsonWebsocketConsumer):  # type: ignore[misc]
    """One browser at one table: a seat's player, or a spectator."""

    table_id: UUID
    seat: int | None

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
        allowed, self.seat = await database_sync_to_async(_access)(self.table_id, user)
        if not allowed:
            await self.close(code=4403)
            return
        self.bucket = _Bucket(*settings.TABLES_RATE)
        self.sent = -1
        """The last move this socket was sent the state after."""
        await self.channel_layer.group_add(group_name(self.table_id), self.channel_name)
        await self.accept()
        _LOCAL.setdefault(self.table_id, set()).add(self)
        if self.seat is not None:
            await database_sync_to_async(services.note_seen)(self.table_id, self.seat)
        await self.send_state()
        drive(self.table_id)

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "bucket"):
            here = _LOCAL.get(self.table_id)
            if here is not None:
                here.discard(self)
                if not here:
                    _LOCAL.pop(self.table_id, None)
                    if store.enabled():
                        store.forget(self.table_id)
            await self.channel_layer.group_discard(group_name(self.table_id), self.channel_name)
            if self.seat is not None:
                await database_sync_to_async(services.note_seen)(self.table_id, self.seat)

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        if not self.bucket.take():
            await self.send_json({"type": "error", "code": "rate", "message": "Too many moves."})
            return
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "ping":
            if self.seat is not None:
                await database_sync_to_async(services.note_seen)(self.table_id, self.seat)
            await self.send_json({"type": "pong"})
        elif kind == "act":
            await self.act(content.get("action"))
        elif kind == "state":
            await self.send_state()
        elif kind == "sit":
            await self.sit(content.get("seat"), content.get("invite", ""))
        elif kind in _TALK:
            await getattr(self, _TALK[kind])(content)
        else:
            await self.send_json(
                {"type": "error", "code": "message", "message": "Unknown message."}
            )

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
        if not services.without_duties(self.table_id) or self.table_id in _DRIVERS:
            # A running driver is told too: the duty it waits for may be gone (the hand it
            # would have scored when the time to call a renege ran out was scored).
            drive(self.table_id)

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

    async def refuse(self, error: services.TableError) -> None:
        await self.send_json({"type": "error", "code": "refused", "message": str(error)})

    async def chat(self, content: dict[str, Any]) -> None:
        user = self.scope.get("user")
        try:
            message = await database_sync_to_async(_post)(
                self.table_id, user, content.get("text", ""), content.get("reaction", "")
            )
        except services.TableError as error:
            await self.refuse(error)
            return
        await tell_table(self.table_id, {"type": "chat", "messages": [message]})

    async def chat_remove(self, content: dict[str, Any]) -> None:
        user = self.scope.get("user")
        try:
            removed = await database_sync_to_async(_remove)(self.table_id, user, content.get("id"))
        except services.TableError as error:
            await self.refuse(error)
            return
        await tell_table(self.table_id, {"type": "chat.removed", "id": removed})

    async def next_hand(self, content: dict[str, Any]) -> None:
        """Next hand: the seat lets the hand played to its last card be scored (`hold`: a
        renege call in progress holds the window instead)."""
        if self.seat is None:
            await self.send_json({"type": "error", "code": "spectator", "message": "You watch."})
            return
        hold = content.get("hold")
        if hold is None:
            await self.act(SCORE)
            return
        try:
            await database_sync_to_async(talk.hold_next_hand)(self.table_id, self.seat, bool(hold))
        except services.TableError as error:
            await self.refuse(error)
            return
        drive(self.table_id)  # the driver reads the window again

    async def play_again(self, content: dict[str, Any]) -> None:
        user = self.scope.get("user")
        try:
            offer = await database_sync_to_async(_play_again)(self.table_id, user)
        except services.TableError as error:
            await self.refuse(error)
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


def _access(table_id: UUID, user: Any) -> tuple[bool, int | None]:
    """(whether `user` may open a socket at the table, the seat they hold: None for a
    spectator)."""
    table = Table.objects.select_related("club").filter(pk=table_id).first()
    if table is None or user is None:
        return False, None
    seat = services.seat_of(user, table)
    if seat is not None:
        return True, seat
    return services.may_watch(user, table), None


def _sit(table_id: UUID, user: Any, number: int, token: str) -> None:
    table = Table.objects.select_related("club").get(pk=table_id)
    services.sit(table, user, number, token)
