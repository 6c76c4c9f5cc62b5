"""Extra credit for hand facts is refused in the director's words, with nothing stored: for a
game whose hands record none (Spades), for a fact the game does not record, outside a
progressive night, for points that are not a whole number; and a typed score of a night with
credit is refused, since it records no hands."""

from datetime import date

import pytest

from clubevents.models import Event, EventFormat, EventResult
from clubevents.services import create_event, record_result
from events import EventError
from tests.events.event_helpers import library_ruleset, started_event

NAMES = ["ann", "bob", "cat", "dan"]


def create(cast, ruleset, credit, format=EventFormat.PROGRESSIVE):  # type: ignore[no-untyped-def]
    return create_event(
        cast.club, slug="night", name="Night", day=date(2026, 12, 10), ruleset=ruleset,
        format=format, actor=cast.editor, credit=credit,
    )  # fmt: skip


def test_a_game_without_hand_facts_is_refused(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EventError, match="Spades records no hand facts a night can credit"):
        create(cast, ruleset, {"loner_made": 1})
    assert not Event.objects.exists()


def test_unknown_facts_other_formats_and_bad_points_are_refused(cast) -> None:  # type: ignore[no-untyped-def]
    euchre = library_ruleset(cast, "progressive", "euchre-progressive.yaml")
    with pytest.raises(EventError, match=r"hands do not record nil; a night can credit: "
                                         r"loner_made \(a loner made\)"):  # fmt: skip
        create(cast, euchre, {"nil": 1})
    with pytest.raises(EventError, match="extra credit for hand facts is for a progressive night"):
        create(cast, euchre, {"march": 1}, format=EventFormat.SWISS)
    with pytest.raises(EventError, match="the extra credit for march must be a whole number"):
        create(cast, euchre, {"march": -1})
    assert not Event.objects.exists()


def test_a_typed_score_is_refused_on_a_night_with_credit(cast) -> None:  # type: ignore[no-untyped-def]
    euchre = library_ruleset(cast, "progressive", "euchre-progressive.yaml")
    event = started_event(cast, euchre, EventFormat.PROGRESSIVE, NAMES, rounds=1,
                          credit={"loner_made": 1})  # fmt: skip
    with pytest.raises(EventError, match="round 1, table 1: this night gives extra credit for "
                                         "what the hands record"):  # fmt: skip
        record_result(event, round=1, table=1, scores=[5, 8], actor=cast.editor)
    assert not EventResult.objects.exists()
