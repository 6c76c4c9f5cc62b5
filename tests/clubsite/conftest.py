"""The club pages' tests share the suite's cast (tests/cast.py): alice owns the
private club riverside, erin edits it, bob views it, charlie is an outsider, stan is staff.
They hold the same roles in parkside, a public club. Pages are fetched with Django's client."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest
from django.core.management import CommandError, call_command
from django.db import OperationalError, connection
from django.test import Client

from clubsite.editing import RESERVED
from registry.models import Club, Match, Role, Ruleset, Version
from registry.services import create_club, create_ruleset, set_membership
from registry.services.matches import default_bots, play_bot_match
from tests.cast import CLASSIC, Cast, publish_next, with_target

ROLES = ("owner", "editor", "viewer", "outsider", "anonymous", "staff")
"""Everyone who might open a page."""

Clients = Callable[[str], Client]


@pytest.fixture
def client_as(cast: Cast) -> Clients:
    """A client signed in as a role of the cast, or not signed in for `anonymous`."""

    def make(role: str) -> Client:
        client = Client()
        if role != "anonymous":
            client.force_login(cast.everyone[role])
        return client

    return make


@pytest.fixture
def editor(client_as: Clients) -> Client:
    """A client signed in as the club's editor."""
    return client_as("editor")


@pytest.fixture
def house(ruleset: Ruleset, cast: Cast) -> Ruleset:
    """riverside/house with version 2 by erin: classic Spades played to 300."""
    publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    ruleset.refresh_from_db()
    return ruleset


@pytest.fixture
def parkside(cast: Cast) -> Club:
    """A public club where the cast holds the same roles as in riverside."""
    club = create_club(slug="parkside", name="Parkside Spades", public=True, owner=cast.owner)
    set_membership(club, cast.editor, Role.EDITOR, actor=cast.owner)
    set_membership(club, cast.viewer, Role.VIEWER, actor=cast.owner)
    return club


@pytest.fixture
def open_house(parkside: Club, cast: Cast) -> Ruleset:
    """parkside/open, a public ruleset with classic Spades as version 1."""
    found = create_ruleset(parkside, slug="open", title="Open table", actor=cast.owner)
    publish_next(found, CLASSIC, cast.owner, "Start from classic")
    found.refresh_from_db()
    return found


@pytest.fixture
def flushable_db(transactional_db: None) -> Iterator[None]:
    """A transactional database (for a live server or a task worker) that can be emptied
    afterwards on SQLite too: Django empties it with DELETE, which the registry's triggers
    refuse, so they are set aside for the flush and put back as they were. (PostgreSQL
    empties tables with TRUNCATE, which the triggers do not cover.)"""
    yield
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
        triggers = cursor.fetchall()
        for name, _ in triggers:
            _while_locked(cursor.execute, f'DROP TRIGGER "{name}"')
    try:
        _while_locked(
            call_command, "flush", verbosity=0, interactive=False, inhibit_post_migrate=True
        )
    finally:
        with connection.cursor() as cursor:
            for _, sql in triggers:
                _while_locked(cursor.execute, sql)


def _while_locked(call: Callable[..., object], *args: object, **kwargs: object) -> None:
    """`call`, again while another connection of the shared in-memory database (a live
    server's thread finishing a request or a bot's move) still holds a table lock: such a
    lock lasts milliseconds, and failing on it left the database unflushed for the tests
    after."""
    deadline = time.monotonic() + 15
    while True:
        try:
            call(*args, **kwargs)
            return
        except (OperationalError, CommandError) as error:
            if "locked" not in str(error) and "locked" not in str(error.__cause__):
                raise
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def bot_match(version: Version, by: object, seed: int = 7) -> Match:
    """A finished bot match pinned to `version`."""
    return play_bot_match(version, bots=default_bots(version), seed=seed, started_by=by)


def head(ruleset: Ruleset) -> Version:
    ruleset.refresh_from_db()
    assert ruleset.head is not None
    return ruleset.head


def answering_comments(post: dict[str, str]) -> dict[str, str]:
    """The post with the answer a secretary gives when asked about a comment on the line of
    an option changed: drop it (an answer for a line without a comment is not asked for)."""
    options = [name for name in post if name not in RESERVED and ":" not in name]
    return {**{f"comment:{name}": "drop" for name in options}, **post}
