"""Fault injection for the reliability suite: list every statement a piece of work sends to the
database, then make the connection fail at any one of them, or at the commit.

Two kinds of failure:

- `raise`: the statement fails (as a dropped packet or a server error would) and the
  connection survives; Django's `atomic` must roll back what was written.
- `terminate` (PostgreSQL only): the connection's server process is ended from another
  connection with `pg_terminate_backend` just before the statement, as when the server is
  restarted or an operator kills the session; the server itself must roll back.

Each injection point is a position in the work's statement list, so a step added to the work
later is covered without touching the tests.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from django.db import DatabaseError, OperationalError, connection, connections

T = TypeVar("T")

_TABLE = re.compile(r'\b(?:FROM|INTO|UPDATE)\s+"?(\w+)"?', re.IGNORECASE)

COMMIT = "COMMIT"
"""The injection point of the commit itself, after the last statement."""
AFTER_COMMIT = "AFTER COMMIT"
"""The injection point just after a successful commit: the work is stored, the caller is not
told (the process died or the connection dropped before the answer came back)."""

RAISE, TERMINATE = "raise", "terminate"


@dataclass(frozen=True)
class Step:
    """One statement of a piece of work, as the database saw it."""

    index: int
    sql: str

    @property
    def verb(self) -> str:
        words = self.sql.split()
        if words[:2] == ["RELEASE", "SAVEPOINT"] or words[:3] == ["ROLLBACK", "TO", "SAVEPOINT"]:
            return " ".join(words[:2])
        return words[0].upper() if words else ""

    @property
    def table(self) -> str:
        found = _TABLE.search(self.sql)
        return found.group(1) if found else ""

    @property
    def writes(self) -> bool:
        return self.verb in ("INSERT", "UPDATE", "DELETE")

    @property
    def locks(self) -> bool:
        return self.verb == "SELECT" and "FOR UPDATE" in self.sql.upper()

    def __str__(self) -> str:
        what = " ".join(part for part in (self.verb, self.table) if part)
        if self.locks:
            what += " FOR UPDATE"
        return f"statement {self.index + 1} ({what})"


def record_steps(work: Callable[[], T]) -> tuple[T, list[Step]]:
    """Run `work` and return its result and every statement it sent, in order."""
    sent: list[str] = []

    def spy(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        sent.append(sql)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(spy):
        result = work()
    return result, [Step(i, sql) for i, sql in enumerate(sent)]


class InjectedFault(OperationalError):
    """The failure put in by the test (a `DatabaseError`, as a lost connection is)."""


@dataclass
class Fault:
    """Where and how to fail: before statement `at` (0-based), before the first statement
    `at(step)` is true of, or at `COMMIT` or `AFTER_COMMIT`."""

    at: int | str | Callable[[Step], bool]
    how: str = RAISE
    fired: bool = False
    sql: str = ""
    """The statement it fired before (empty at the commit)."""

    def __str__(self) -> str:
        if isinstance(self.at, int):
            where = f"before statement {self.at + 1}"
        else:
            where = self.at if isinstance(self.at, str) else "before the chosen statement"
        return f"{self.how} {where}"

    def due(self, step: Step) -> bool:
        if self.fired or isinstance(self.at, str):
            return False
        return step.index == self.at if isinstance(self.at, int) else self.at(step)


def before(verb: str, table: str) -> Callable[[Step], bool]:
    """The first statement of that verb on that table: `before("INSERT", "registry_version")`."""
    return lambda step: (step.verb, step.table) == (verb, table)


def _terminate_own_backend() -> None:
    """End this connection's server process from a second connection, and wait until it
    is gone, as a restart or an operator's `pg_terminate_backend` would."""
    pid = connection.connection.info.backend_pid
    killer = connections.create_connection("default")
    try:
        with killer.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s, 10000)", [pid])
    finally:
        killer.close()


@contextmanager
def injected(fault: Fault) -> Iterator[Fault]:
    """Fail the default connection as `fault` says while the block runs."""
    if fault.how == TERMINATE and connection.vendor != "postgresql":
        raise ValueError("pg_terminate_backend needs PostgreSQL")
    seen = 0

    def fail(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        nonlocal seen
        here, seen = seen, seen + 1
        if fault.due(Step(here, sql)):
            fault.fired, fault.sql = True, sql
            if fault.how == TERMINATE:
                _terminate_own_backend()  # the statement then fails on a dead connection
            else:
                raise InjectedFault(f"fault injected: {fault} ({sql[:60]})")
        return execute(sql, params, many, context)

    wrapper = connections["default"]
    real_commit = wrapper._commit

    def commit() -> None:
        if fault.at == COMMIT and not fault.fired:
            fault.fired = True
            if fault.how == TERMINATE:
                _terminate_own_backend()
                real_commit()
                raise AssertionError("COMMIT succeeded on a terminated connection")
            raise InjectedFault(f"fault injected: {fault}")
        real_commit()
        if fault.at == AFTER_COMMIT and not fault.fired:
            fault.fired = True
            raise InjectedFault(f"fault injected: {fault}")

    wrapper._commit = commit  # type: ignore[method-assign]
    try:
        with connection.execute_wrapper(fail):
            yield fault
    finally:
        del wrapper._commit
        # What Django does at the end of every request: drop a connection that failed.
        if (
            wrapper.connection is not None
            and wrapper.errors_occurred
            and not wrapper.in_atomic_block
            and not wrapper.is_usable()
        ):
            wrapper.close()


def run_with_fault(work: Callable[[], T], fault: Fault) -> T | DatabaseError:
    """Run `work` with the fault; its result, or the database error it raised."""
    with injected(fault):
        try:
            return work()
        except DatabaseError as error:
            return error
