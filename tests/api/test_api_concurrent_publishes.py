"""Concurrent publishes through HTTP on PostgreSQL: of eight clients that all started from the
same revision, exactly one gets 201 and the others 412, and no version number is skipped."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from typing import Any

import pytest
from django.db import connection
from rest_framework.authtoken.models import Token

from registry.models import Ruleset
from registry.services import verify_club
from tests.api.conftest import ruleset_url
from tests.cast import Cast, with_target

CLIENTS = 8

pytestmark = [
    pytest.mark.skipif(
        connection.vendor != "postgresql",
        reason="needs PostgreSQL's row locks; SQLite lets one writer in at a time, so the "
        "race cannot happen there (run with DATABASE_URL=postgres://...)",
    ),
    pytest.mark.django_db(transaction=True),
]


def post(url: str, token: str, revision: str, source: bytes) -> int:
    body = json.dumps({"source": source.decode(), "message": "race"}).encode()
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Authorization": f"Token {token}",
            "If-Match": f'"{revision}"',
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_exactly_one_of_many_concurrent_publishes_wins(
    live_server: Any, cast: Cast, ruleset: Ruleset
) -> None:
    token = Token.objects.create(user=cast.editor).key
    url = live_server.url + ruleset_url(ruleset, "versions/")
    start = threading.Barrier(CLIENTS)
    statuses: list[int] = []

    def client(index: int) -> None:
        start.wait()
        statuses.append(post(url, token, ruleset.revision, with_target(300 + 10 * index)))

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(statuses) == [201] + [412] * (CLIENTS - 1)
    assert list(ruleset.versions.order_by("number").values_list("number", flat=True)) == [1, 2]
    assert verify_club(cast.club) == []
