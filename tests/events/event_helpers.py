"""Builders of club events for the events tests (the cast comes from tests/cast.py)."""

from __future__ import annotations

import random
from datetime import date

from django.test import override_settings

from clubevents.models import Event, ParticipantKind
from clubevents.services import add_participant, check_in, create_event, start_event
from registry.models import Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from tables import services as tables
from tables.models import Table
from tests.cast import Cast, publish_next


def library_ruleset(cast: Cast, slug: str, library_file: str) -> Ruleset:
    """A riverside ruleset whose version 1 is a library file (hearts.yaml, classic.yaml)."""
    ruleset = create_ruleset(cast.club, slug=slug, title=slug, actor=cast.owner)
    publish_next(ruleset, (LIBRARY_DIR / library_file).read_bytes(), cast.owner, "start")
    ruleset.refresh_from_db()
    return ruleset


def one_hand_ruleset(cast: Cast, slug: str = "onehand") -> Ruleset:
    """Tournament Spades (reneges prevented, so no hand waits for a call) played for one
    hand: a live table's whole match in a test's few seconds."""
    source = (LIBRARY_DIR / "tournament.yaml").read_text()
    source = source.replace("  target: 500 ", "  target: null\n  hands: 1 ", 1)
    ruleset = create_ruleset(cast.club, slug=slug, title=slug, actor=cast.owner)
    publish_next(ruleset, source.encode(), cast.owner, "one hand")
    ruleset.refresh_from_db()
    return ruleset


def play_out(table: Table, seed: int = 1) -> Table:
    """Play a started live table to its end: its members' moves chosen at random, its bots'
    moves made by the table's own duty, as a driver makes them."""
    rng = random.Random(seed)
    bots = {seat.number for seat in table.seats.all() if seat.bot}
    # A bot's move is due a moment after the last one (TABLES_BOT_DELAY): at once here, or
    # the loop's length would be a race against the clock.
    with override_settings(TABLES_BOT_DELAY=0.0):
        for _ in range(2000):
            live = tables.live_for(Table.objects.get(pk=table.pk))
            if live.finished or live.to_act is None:
                break
            if live.to_act + 1 in bots:
                tables.do_duty(table.id)
            else:
                tables.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
    return Table.objects.get(pk=table.pk)


PAPER_SEATS = [("alice", "member"), ("bob", "member"), ("erin", "member"), ("gus", "guest")]
"""A table of members and a guest: seats 1 and 3 (alice, erin) one side, 2 and 4 the other."""

PAPER_HAND = {"dealer": 1, "bids": ["4", "3", "3", "2"], "tricks": [4, 3, 4, 2]}
"""One hand of Spades: alice and erin bid 4 + 3 and took 8 (70, and 1 bag: 71); bob and gus
bid 3 + 2 and took 5 (50). A one-hand match ends on it."""


def seated_event(cast: Cast, slug: str, seats: list[tuple[str, str]]) -> Event:
    """A started one-board duplicate event of one-hand Spades whose one table is `seats`
    (name, kind), members being the cast's alice, bob and erin."""
    event = create_event(
        cast.club, slug=slug, name=slug.title(), day=date(2026, 12, 10),
        ruleset=one_hand_ruleset(cast, f"{slug}-rules"), format="duplicate", rounds=1,
        actor=cast.editor,
    )  # fmt: skip
    users = {"alice": cast.owner, "bob": cast.viewer, "erin": cast.editor}
    for name, kind in seats:
        add_participant(event, name, kind=kind, user=users.get(name))
    check_in(event, [name for name, _ in seats])
    return start_event(event, actor=cast.editor)


def players(count: int) -> list[str]:
    """Names p01, p02, ...: every fourth a bot, every fourth a guest, the rest guests too."""
    return [f"p{n:02}" for n in range(1, count + 1)]


def started_event(
    cast: Cast, ruleset: Ruleset, format: str, names: list[str], *, rounds: int = 3,
    slug: str = "thursday", teams: list[str] | None = None, **options: object,
) -> Event:  # fmt: skip
    """An event with `names` checked in (bots where the name starts with 'bot'), started."""
    event = create_event(
        cast.club, slug=slug, name=slug.title(), day=date(2026, 12, 10), ruleset=ruleset,
        format=format, rounds=rounds, actor=cast.editor, **options,  # type: ignore[arg-type]
    )  # fmt: skip
    for index, name in enumerate(names):
        kind = ParticipantKind.BOT if name.startswith("bot") else ParticipantKind.GUEST
        add_participant(event, name, kind=kind, team=teams[index] if teams else "")
    check_in(event, names)
    return start_event(event, actor=cast.editor)
