"""The director opens a live table for a table of a round: the members sit in the seats the
movement gave them, bots where the event seats bots, pinned to the event's version, dealing
the round's duplicate board. When its match ends the table's result is in the event, once,
from the match, and the round's webhook goes out; a table opened twice, or one with a guest,
is refused in the director's words."""

import pytest

from clubevents.event_tables import open_live_table
from clubevents.services import duplicate_boards
from events import EventError
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tables.hooks import tell_table_finished
from tables.models import TableStatus
from tests.events.event_helpers import play_out, seated_event

SEATED = [("bob", "member"), ("bot-a", "bot"), ("erin", "member"), ("bot-b", "bot")]


def test_the_table_is_seated_as_the_movement_says_and_its_result_counts_once(cast) -> None:  # type: ignore[no-untyped-def]
    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.round_finished"])  # fmt: skip
    event = seated_event(cast, "live", SEATED)
    opened = open_live_table(event, round=1, table=1, actor=cast.editor)
    table = opened.live_table
    seats = [(s.user.username if s.user else "", s.bot) for s in table.seats.order_by("number")]
    assert seats == [("bob", ""), ("", "heuristic"), ("erin", ""), ("", "heuristic")]
    assert table.version_id == event.version_id and table.status == TableStatus.PLAYING
    assert table.seed == duplicate_boards(event)[0].seed

    with pytest.raises(
        EventError, match="round 1, table 1: this table is already open as a live table"
    ):
        open_live_table(event, round=1, table=1, actor=cast.editor)

    assert not event.results.exists()
    table = play_out(table)
    assert table.status == TableStatus.FINISHED and table.match is not None
    (result,) = event.results.all()
    assert (result.source, result.match_id, result.entered_by) == (
        "live",
        table.match.pk,
        cast.editor,
    )
    assert result.scores == [int(table.match.result["standing"]["scores"][s % 2]) for s in range(4)]
    assert result.seats == ["bob", "bot-a", "erin", "bot-b"]
    assert list(WebhookDelivery.objects.values_list("event", flat=True)) == ["event.round_finished"]

    # Told twice (a second app server, say), the event keeps its one result.
    tell_table_finished(table)
    assert event.results.count() == 1


def test_a_guest_cannot_sit_at_a_live_table_and_nothing_opens(cast) -> None:  # type: ignore[no-untyped-def]
    seats = [("bob", "member"), ("gus", "guest"), ("erin", "member"), ("bot-b", "bot")]
    event = seated_event(cast, "live", seats)
    with pytest.raises(EventError, match="gus .seat 2. is a guest without an account"):
        open_live_table(event, round=1, table=1, actor=cast.editor)
    assert not event.event_tables.exists()
    with pytest.raises(EventError, match="round 1 has no table 2"):
        open_live_table(event, round=1, table=2, actor=cast.editor)
