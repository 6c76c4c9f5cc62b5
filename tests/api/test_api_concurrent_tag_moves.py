"""Concurrent tag moves through HTTP on PostgreSQL: of eight clients that all read the same
tag revision and move the tag to different versions at once, exactly one gets 200 and the
others 412, and the chain records exactly one move after the creation."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from typing import Any

import pytest
from django.db import connection
from rest_framework.authtoken.models import Token

from registry.models import AuditEvent, Ruleset, Tag
from registry.services import move_tag, verify_club
from tests.api.conftest import ruleset_url
from tests.cast import Cast, publish_next, with_target

CLIENTS = 8

pytestmark = [
    pytest.mark.skipif(
        connection.vendor != "postgresql",
        reason="needs PostgreSQL's row locks; SQLite lets one writer in at a time, so the "
        "race cannot happen there (run with DATABASE_URL=postgres://...)",
    ),
    pytest.mark.django_db(transaction=True),
]


def put(url: str, token: str, revision: str, number: int) -> int:
    request = urllib.request.Request(
        url,
        data=json.dumps({"version": number}).encode(),
        method="PUT",
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


def test_exactly_one_of_many_concurrent_tag_moves_wins(
    live_server: Any, cast: Cast, ruleset: Ruleset
) -> None:
    # A version of its own for each client: a move to where the tag already is would be a
    # harmless 200 (nothing recorded), as a publish of the head's bytes is.
    for points in range(300, 300 + 10 * CLIENTS, 10):
        publish_next(ruleset, with_target(points), cast.editor, f"Play to {points}")
    tag = move_tag(
        ruleset, "stable", ruleset.versions.get(number=1), actor=cast.owner, base_revision=None
    ).tag
    token = Token.objects.create(user=cast.editor).key
    url = live_server.url + ruleset_url(ruleset, "versions/tags/stable")
    start = threading.Barrier(CLIENTS)
    statuses: list[int] = []

    def client(index: int) -> None:
        start.wait()
        statuses.append(put(url, token, tag.revision, 2 + index))

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(statuses) == [200] + [412] * (CLIENTS - 1)
    assert AuditEvent.objects.filter(action="tag.move").count() == 2
    assert Tag.objects.get().revision != tag.revision
    assert verify_club(cast.club) == []
