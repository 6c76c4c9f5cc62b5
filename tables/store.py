"""Storing accepted moves from the event loop, on PostgreSQL.

A move at a live table is stored and committed before any seat is told of it. Stored from a
thread (Django's connections are synchronous), each move cost two hops between the event loop
and a thread, Django's health check of the connection (a `SELECT 1`) and a commit of its own,
and the threads' Python work competed with the event loop for the interpreter. Here the
statement is sent from the event loop by psycopg's async connection, and the moves of
different tables that wait at the same moment are stored by **one statement** (one round
trip, one commit, one flush of PostgreSQL's log): each table's row is version-checked on its
own, so a move that another server stored first is refused alone. A move is reported stored
only once that commit has returned; a table has one move in flight at a time (`moving`).

`TABLES_STORE_CONNECTIONS` connections per process (settings; 0, and always on SQLite: moves
are stored from a thread as before). Connections are opened when first needed and replaced
after an error.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from uuid import UUID

from django.conf import settings
from django.db import connections

from tables.models import TableStatus

__all__ = ["Move", "StoreError", "enabled", "moving", "write", "close_all"]

log = logging.getLogger(__name__)

BATCH_LIMIT = 100
"""Moves one statement stores at most."""

_BATCH = """
WITH input AS (
    SELECT * FROM unnest(%s::uuid[], %s::integer[], %s::integer[], %s::integer[], %s::text[],
                         %s::text[], %s::timestamptz[])
        AS input (id, sequence, hand, seat, notation, mover, at)
),
moved AS (
    UPDATE tables_table AS t SET actions_count = input.sequence, last_action_at = input.at
    FROM input
    WHERE t.id = input.id AND t.actions_count = input.sequence - 1 AND t.status = %s
    RETURNING input.*
)
INSERT INTO tables_tableaction (table_id, sequence, hand, seat, notation, "by", accepted_at)
SELECT id, sequence, hand, seat, notation, mover, at FROM moved
RETURNING table_id
"""
"""Each move's table row moves from count n-1 to n only if it still plays at n-1, and the
action row is inserted only for the rows that moved: `_store` of `tables.services`, for many
tables at once."""


class StoreError(Exception):
    """The database did not answer for a move: it may or may not be stored."""


@dataclass
class Move:
    """Action number `sequence` of a table, to store (`seat` 1-based, `by` as
    `TableAction.by`)."""

    table_id: UUID
    sequence: int
    hand: int
    seat: int
    notation: str
    by: str
    at: datetime
    stored: asyncio.Future[bool] = field(init=False, repr=False)

    def params(self) -> list[Any]:
        return [self.table_id, self.sequence, self.hand, self.seat, self.notation, self.by,
                self.at]  # fmt: skip


def enabled() -> bool:
    """Whether moves are stored from the event loop here (PostgreSQL, and connections for
    it in the settings)."""
    count = int(getattr(settings, "TABLES_STORE_CONNECTIONS", 0))
    return count > 0 and connections["default"].vendor == "postgresql"


class _Writer:
    """One event loop's connections and queue of moves."""

    def __init__(self, loop: asyncio.AbstractEventLoop, count: int) -> None:
        self.loop = loop
        self.queue: asyncio.Queue[Move] = asyncio.Queue()
        self.locks: dict[UUID, asyncio.Lock] = {}
        self.connections: list[Any] = []
        self.tasks = [loop.create_task(self._work()) for _ in range(count)]

    async def _work(self) -> None:
        connection = None
        while True:
            batch = [await self.queue.get()]
            while len(batch) < BATCH_LIMIT and not self.queue.empty():
                batch.append(self.queue.get_nowait())
            batch = [move for move in batch if not move.stored.done()]  # given up on
            if not batch:
                continue
            try:
                connection = connection or await self._connect()
                stored = await _write(connection, batch)
            except Exception as error:
                self._drop(connection)
                connection = None
                if len(batch) == 1:
                    _settle(batch[0], error)
                    continue
                # Stored one by one, so that one move's failure is its own alone.
                for move in batch:
                    connection = await self._write_one(connection, move)
                continue
            for move in batch:
                _settle(move, str(move.table_id) in stored)

    async def _write_one(self, connection: Any, move: Move) -> Any:
        """Store `move` alone; the connection to go on with (None after an error)."""
        try:
            connection = connection or await self._connect()
            _settle(move, str(move.table_id) in await _write(connection, [move]))
            return connection
        except Exception as error:
            self._drop(connection)
            _settle(move, error)
            return None

    async def _connect(self) -> Any:
        import psycopg

        params = connections["default"].get_connection_params()
        for django_only in ("cursor_factory", "context"):
            params.pop(django_only, None)
        connection = await psycopg.AsyncConnection.connect(**params, autocommit=True)
        self.connections.append(connection)
        return connection

    def _drop(self, connection: Any) -> None:
        if connection is not None:
            self.connections.remove(connection)
            connection.pgconn.finish()

    def close(self) -> None:
        """Close the connections at once (the loop may be gone: no await)."""
        for task in self.tasks:
            with contextlib.suppress(RuntimeError):  # its loop closed
                task.cancel()
        for connection in self.connections:
            connection.pgconn.finish()
        self.connections.clear()


async def _write(connection: Any, batch: list[Move]) -> set[str]:
    """Store `batch` (at most one move per table) in one statement; the tables whose move
    was stored. The moves go as one array per column, so that the statement's text is the
    same for every batch (psycopg prepares it once, not once per batch size)."""
    columns = [list(column) for column in zip(*(move.params() for move in batch), strict=True)]
    async with connection.cursor() as cursor:
        await cursor.execute(_BATCH, [*columns, TableStatus.PLAYING.value])
        return {str(row[0]) for row in await cursor.fetchall()}


def _settle(move: Move, outcome: bool | Exception) -> None:
    if move.stored.done():
        return
    if isinstance(outcome, Exception):
        log.warning("table %s: move %s not stored: %s", move.table_id, move.sequence, outcome)
        move.stored.set_exception(StoreError(str(outcome)))
    else:
        move.stored.set_result(outcome)


_WRITERS: dict[asyncio.AbstractEventLoop, _Writer] = {}


def _writer() -> _Writer:
    loop = asyncio.get_running_loop()
    found = _WRITERS.get(loop)
    if found is None:
        close_all()  # another loop's (a test's, gone): one loop serves a process
        found = _WRITERS[loop] = _Writer(loop, int(settings.TABLES_STORE_CONNECTIONS))
    return found


def moving(table_id: UUID) -> asyncio.Lock:
    """The lock a table's move holds from its check to its commit, so that a table's next
    move (a second seat's word at once) is checked against a copy whose moves are stored."""
    locks = _writer().locks
    found = locks.get(table_id)
    if found is None:
        found = locks[table_id] = asyncio.Lock()
    return found


def forget(table_id: UUID) -> None:
    """This process holds no socket of the table any more: its lock goes."""
    found = _WRITERS.get(asyncio.get_running_loop())
    if found is not None:
        lock = found.locks.get(table_id)
        if lock is not None and not lock.locked():
            found.locks.pop(table_id, None)


async def write(move: Move) -> bool:
    """Store `move`; True once committed, False when the table had not stored exactly the
    moves before it or no longer plays (nothing stored). Raises `StoreError` when the
    database failed to answer."""
    move.stored = asyncio.get_running_loop().create_future()
    _writer().queue.put_nowait(move)
    return await move.stored


def close_all() -> None:
    """Close every loop's connections (tests, between their event loops)."""
    for writer in _WRITERS.values():
        writer.close()
    _WRITERS.clear()
