"""A progressive night's extra credit travels in the club's bundle: the imported night has
the same credit and the same standings (score and credit apart), and verify_registry finds
nothing wrong."""

from __future__ import annotations

from django.db import transaction

from clubevents.models import Event, EventFormat
from clubevents.services import finish_event, record_match_result
from clubevents.standings import event_standings
from registry.services import import_club, verify_club
from registry.services.matches import play_bot_match
from tests.cast import Cast
from tests.events.event_helpers import library_ruleset, started_event
from tests.registry.test_registry_bundles import bundle

BOTS = ["bot1", "bot2", "bot3", "bot4"]
CREDIT = {"loner_made": 3, "march": 1}


def _credit_night(cast: Cast) -> Event:
    ruleset = library_ruleset(cast, "progressive", "euchre-progressive.yaml")
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, BOTS, rounds=1, credit=CREDIT)
    match = play_bot_match(event.version, bots=["heuristic"] * 4, seed=7, started_by=cast.editor)
    record_match_result(event, round=1, table=1, match=match, actor=cast.editor, source="bots")
    finish_event(event, actor=cast.editor)
    return event


def test_an_imported_credit_night_keeps_its_credit_and_standings(cast: Cast) -> None:
    savepoint = transaction.savepoint()
    event = _credit_night(cast)
    lines, standings = bundle(cast.club), event_standings(event)
    transaction.savepoint_rollback(savepoint)
    assert any(line["credit"] for line in standings)  # seed 7 plays a march

    moved = import_club(lines, slug="moved").club
    night = Event.objects.get(club=moved, slug=event.slug)
    assert night.credit == CREDIT
    assert event_standings(night) == standings
    assert verify_club(moved) == []
