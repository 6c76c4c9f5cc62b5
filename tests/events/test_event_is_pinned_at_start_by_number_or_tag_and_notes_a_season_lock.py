"""An event's version is frozen when it starts: by number, by tag (the version the tag points
at then), or the latest; publishing or moving the tag later changes nothing. A season lock
holding the rules is noted in the start event."""

import pytest

from clubevents.models import EventFormat
from events import EventError
from registry.models import AuditEvent
from registry.services import lock_ruleset, move_tag
from tests.cast import publish_next, with_target
from tests.events.event_helpers import started_event

NAMES = ["a", "b", "c", "d"]


def test_by_tag_then_the_tag_moves(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    one = ruleset.head
    move_tag(ruleset, "league", one, actor=cast.owner, base_revision=None)
    two = publish_next(ruleset, with_target(300), cast.owner)
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, NAMES, pin="tag:league")
    tag = ruleset.tags.get(name="league")
    move_tag(ruleset, "league", two, actor=cast.owner, base_revision=tag.revision)
    event.refresh_from_db()
    assert event.version == one


def test_by_number_and_latest(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    two = publish_next(ruleset, with_target(300), cast.owner)
    assert started_event(cast, ruleset, "progressive", NAMES, slug="a", pin="1").version.number == 1
    assert started_event(cast, ruleset, "progressive", NAMES, slug="b").version == two


def test_an_unknown_pin_is_refused(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EventError, match="the rules house have no version 7"):
        started_event(cast, ruleset, "progressive", NAMES, pin="7")


def test_a_season_lock_is_noted(cast, ruleset) -> None:  # type: ignore[no-untyped-def]
    lock_ruleset(ruleset, reason="frozen for the 2026 league", actor=cast.owner)
    started_event(cast, ruleset, "progressive", NAMES)
    start = AuditEvent.objects.get(action="event.start")
    assert start.details["season_lock"] == "frozen for the 2026 league"
