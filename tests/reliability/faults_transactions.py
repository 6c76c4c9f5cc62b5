"""Transactional tests (real COMMIT and ROLLBACK) on both databases.

After a transactional test the test runner empties every table: TRUNCATE on PostgreSQL, which
row triggers do not see, but DELETE on SQLite, which the immutability triggers refuse. On
SQLite the `emptied_despite_triggers` fixture therefore empties the tables itself with the
triggers set aside, and puts the very same triggers back (their SQL as SQLite stored it), so
the runner's own DELETEs then find nothing to refuse and the next test sees every trigger.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.core.management.color import no_style
from django.db import connection


@pytest.fixture
def emptied_despite_triggers(transactional_db: None) -> Iterator[None]:
    yield
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
        triggers = cursor.fetchall()
    tables = connection.introspection.django_table_names(only_existing=True)
    with connection.cursor() as cursor:
        for name, _ in triggers:
            cursor.execute(f'DROP TRIGGER "{name}"')
    connection.ops.execute_sql_flush(connection.ops.sql_flush(no_style(), tables))
    with connection.cursor() as cursor:
        for _, sql in triggers:
            cursor.execute(sql)
