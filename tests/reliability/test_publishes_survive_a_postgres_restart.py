"""Publishes in flight when the database goes away either succeed whole or fail cleanly.

In the normal suite, the publishing connection is lost mid-transaction: on PostgreSQL its
server process is ended from another connection with `pg_terminate_backend`, as a restart
ends it; on both databases a statement also fails outright. The service raises a database
error and stores nothing; the API answers 503 with a problem document and Retry-After (never
a 500), and the same request sent again succeeds. A connection lost just after the COMMIT is
a 503 too, but the version was stored: the request sent again answers with that version and
stores no copy.

The real restart (`benchmarks/pg_restart_faults.py`: gunicorn, concurrent publishers, the
cluster restarted `-m fast` and `-m immediate`) runs only when HOUSERULES_PG_RESTART_CLUSTER
names a PostgreSQL cluster of its own, e.g. `15/faults`; it is never run against the shared
server.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest
from django.db import DatabaseError, connection
from rest_framework.test import APIClient

from registry.models import Ruleset
from registry.services import publish, verify_registry
from tests.api.conftest import Clients, ruleset_url
from tests.cast import Cast, with_target
from tests.reliability.faults_injection import (
    AFTER_COMMIT,
    RAISE,
    TERMINATE,
    Fault,
    before,
    injected,
    run_with_fault,
)
from tests.reliability.faults_registry import outcome, stored
from tests.reliability.faults_subprocess import ROOT
from tests.reliability.faults_transactions import emptied_despite_triggers

POSTGRES = connection.vendor == "postgresql"
HOWS = [RAISE, TERMINATE] if POSTGRES else [RAISE]
CLUSTER = os.environ.get("HOUSERULES_PG_RESTART_CLUSTER", "").strip()

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures(emptied_despite_triggers.__name__),
]


def _post(client: APIClient, url: str, revision: str, source: bytes) -> Any:
    return client.post(
        url,
        {"source": source.decode(), "message": "To 300"},
        format="json",
        HTTP_IF_MATCH=f'"{revision}"',
    )


def _assert_database_unavailable(response: Any) -> None:
    assert response.status_code == 503, response.content
    assert response["Content-Type"] == "application/problem+json"
    assert response["Retry-After"] == "5"
    problem = json.loads(response.content)
    assert problem["type"].endswith("/database-unavailable")
    assert problem["status"] == 503
    assert "Traceback" not in response.content.decode()


@pytest.mark.parametrize("how", HOWS)
def test_a_publish_whose_connection_dies_mid_transaction_raises_and_stores_nothing(
    how: str, ruleset: Ruleset, cast: Cast
) -> None:
    base, source = ruleset.revision, with_target(300)
    before_ = stored(ruleset.pk)
    fault = Fault(before("INSERT", "registry_version"), how)
    result = run_with_fault(
        lambda: publish(ruleset, source, author=cast.editor, message="To 300", base_revision=base),
        fault,
    )
    assert fault.fired
    assert isinstance(result, DatabaseError)
    assert outcome(before_, stored(ruleset.pk), source) == "nothing"
    assert verify_registry() == []
    again = publish(ruleset, source, author=cast.editor, message="To 300", base_revision=base)
    assert (again.created, again.version.number) == (True, 2)
    assert verify_registry() == []


@pytest.mark.parametrize("how", HOWS)
def test_the_api_answers_503_with_retry_after_and_the_same_request_then_succeeds(
    how: str, ruleset: Ruleset, client_as: Clients
) -> None:
    client, base, source = client_as("editor"), ruleset.revision, with_target(300)
    url = ruleset_url(ruleset, "versions/")
    before_ = stored(ruleset.pk)
    with injected(Fault(before("INSERT", "registry_version"), how)) as fault:
        response = _post(client, url, base, source)
    assert fault.fired
    _assert_database_unavailable(response)
    assert outcome(before_, stored(ruleset.pk), source) == "nothing"
    assert verify_registry() == []
    again = _post(client, url, base, source)
    assert again.status_code == 201, again.content
    assert outcome(before_, stored(ruleset.pk), source) == "whole"


def test_a_connection_lost_after_the_commit_is_a_503_and_the_retry_finds_the_version(
    ruleset: Ruleset, client_as: Clients
) -> None:
    client, base, source = client_as("editor"), ruleset.revision, with_target(300)
    url = ruleset_url(ruleset, "versions/")
    before_ = stored(ruleset.pk)
    with injected(Fault(AFTER_COMMIT)) as fault:
        response = _post(client, url, base, source)
    assert fault.fired
    _assert_database_unavailable(response)
    assert outcome(before_, stored(ruleset.pk), source) == "whole"
    again = _post(client, url, base, source)
    assert again.status_code == 200, again.content
    assert json.loads(again.content)["number"] == 2
    assert outcome(before_, stored(ruleset.pk), source) == "whole"
    assert verify_registry() == []


@pytest.mark.parametrize("how", HOWS)
def test_a_read_whose_connection_dies_is_a_503_too(
    how: str, ruleset: Ruleset, client_as: Clients
) -> None:
    client, url = client_as("viewer"), ruleset_url(ruleset)
    with injected(Fault(0, how)) as fault:  # the request's first query: the token's lookup
        response = client.get(url)
    assert fault.fired
    _assert_database_unavailable(response)
    assert client.get(url).status_code == 200


@pytest.mark.skipif(
    not CLUSTER,
    reason="restarts a PostgreSQL cluster: set HOUSERULES_PG_RESTART_CLUSTER=VERSION/NAME to "
    "a cluster of its own (see benchmarks/pg_restart_faults.py), never the shared one",
)
def test_publishes_in_flight_through_real_restarts_succeed_whole_or_fail_cleanly() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "benchmarks/pg_restart_faults.py",
            "--cluster",
            CLUSTER,
            "--publishers",
            "6",
            "--seconds",
            "15",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, done.stdout + done.stderr
    result = json.loads(lines[-1].removeprefix("RESULT "))
    assert result["problems"] == []
    assert result["other_answers"] == 0  # no 500, no dropped connection to the site
    assert result["created_201"] > 0
    assert result["clean_errors_503"] > 0  # the restarts did land mid-run
    assert [r["mode"] for r in result["restarts"]] == ["fast", "immediate"]
    assert done.returncode == 0
