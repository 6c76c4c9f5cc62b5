"""`verify_registry --jobs N` checks N clubs at a time, each in a process of its own with its
own connection (PostgreSQL only: the processes must see committed rows, so these tests commit),
and finds the same problems in the same order as one process."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from registry.models import AuditEvent, Ruleset
from registry.services import verify_registry
from tests.cast import Cast

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def postgresql_only() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("--jobs forks a process per club on PostgreSQL: set DATABASE_URL to run this")


def test_jobs_find_the_same_problems_in_the_same_order(ruleset: Ruleset, cast: Cast) -> None:
    assert verify_registry(jobs=2) == []
    event = AuditEvent.objects.filter(club=cast.club).order_by("sequence")[1]
    other = AuditEvent.objects.filter(club=cast.elsewhere).order_by("sequence")[0]
    with connection.cursor() as cursor:
        # Past the triggers for this session only (nothing to restore after the test).
        cursor.execute("SET session_replication_role = replica")
        cursor.execute(
            "UPDATE registry_auditevent SET actor = 'mallory' WHERE id IN (%s, %s)",
            [event.pk, other.pk],
        )
        cursor.execute("SET session_replication_role = origin")
    serial = verify_registry()
    assert len(serial) == 2
    assert verify_registry(jobs=2) == serial
    err = io.StringIO()
    with pytest.raises(CommandError, match="2 problem"):
        call_command("verify_registry", "--jobs", "2", stderr=err)
    assert err.getvalue().splitlines() == [str(p) for p in serial]
