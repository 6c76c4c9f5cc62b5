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


FINALS = {"north": ["ann", "dan"], "south": ["bob", "cat"], "east": ["eve", "hal"],
          "west": ["fay", "gus"]}  # fmt: skip
"""A bracket's four teams of two."""


def teams_event(
    cast: Cast, ruleset: Ruleset, slug: str, format: str, *, day: date = date(2026, 12, 10),
    **options: object,
) -> Event:  # fmt: skip
    """An event of the four FINALS teams, every player checked in, not started."""
    event = create_event(
        cast.club, slug=slug, name=slug.title(), day=day, ruleset=ruleset, format=format,
        actor=cast.editor, **options,  # type: ignore[arg-type]
    )  # fmt: skip
    for team, members in FINALS.items():
        for name in members:
            add_participant(event, name, team=team)
    check_in(event, [name for members in FINALS.values() for name in members])
    return event


def events_history(cast: Cast) -> dict[str, Event]:
    """riverside's events of every kind a bundle carries: `thursday`, a finished progressive
    night whose one result was corrected with a reason; `paper`, a finished duplicate table
    scored on a score sheet and confirmed by the other side; `finals`, a bracket seeded by
    hand with one game played; and the season `winter` of all three."""
    from clubevents.brackets import record_bracket_game, start_bracket
    from clubevents.event_tables import confirm_sheet, open_sheet
    from clubevents.models import Season
    from clubevents.services import correct_result, finish_event, record_result
    from registry.services import add_sheet_hand

    classic = library_ruleset(cast, "night", "classic.yaml")
    night = started_event(cast, classic, "progressive", ["ann", "bob", "cat", "dan"], rounds=1)
    first = record_result(night, round=1, table=1, scores=[300, 120], actor=cast.editor)
    correct_result(first, scores=[310, 120], reason="a trick was miscounted", actor=cast.owner)
    paper = seated_event(cast, "paper", PAPER_SEATS)
    opened = open_sheet(paper, round=1, table=1, actor=cast.editor)
    add_sheet_hand(opened.match, PAPER_HAND, actor=cast.editor)
    confirm_sheet(paper, round=1, table=1, actor=cast.viewer, directs=False)
    draft = teams_event(cast, classic, "finals", "bracket", day=date(2026, 12, 12), best_of=3)
    finals = start_bracket(draft, actor=cast.editor, seeds=list(FINALS))
    record_bracket_game(finals, round=1, match=1, scores=[300, 100], actor=cast.editor)
    season = Season.objects.create(club=cast.club, slug="winter", name="Winter league")
    season.events.set([night, paper, finals])
    return {
        "thursday": finish_event(night, actor=cast.editor),
        "paper": finish_event(paper, actor=cast.editor),
        "finals": finals,
    }
