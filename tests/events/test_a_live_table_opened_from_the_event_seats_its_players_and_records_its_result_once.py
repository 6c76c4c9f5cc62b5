"""The director opens a live table for a table of a round: the members sit in the seats the
movement gave them, bots where the event seats bots, pinned to the event's version, dealing
the round's duplicate board. When its match ends the table's result is in the event, once,
from the match, and the round's webhook goes out; a table opened twice, or one with a guest,
is refused in the director's words."""

import pytest

from clubevents.event_tables import open_live_table
from clubevents.models import EventFormat, ParticipantKind
from clubevents.services import (
    add_participant,
    check_in,
    create_event,
    duplicate_boards,
    start_event,
)
from events import EventError
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tables.hooks import tell_table_finished
from tables.models import TableStatus
from tests.events.event_helpers import one_hand_ruleset, play_out

SEATED = [("bob", "member"), ("bot-a", "bot"), ("erin", "member"), ("bot-b", "bot")]


def _event(cast, kinds=SEATED):  # type: ignore[no-untyped-def]
    from datetime import date

    event = create_event(cast.club, slug="live", name="Live", day=date(2026, 12, 10),
                         ruleset=one_hand_ruleset(cast), format=EventFormat.DUPLICATE,
                         rounds=1, actor=cast.editor)  # fmt: skip
    users = {"bob": cast.viewer, "erin": cast.editor}
    for name, kind in kinds:
        add_participant(event, name, kind=kind, user=users.get(name))
    check_in(event, [name for name, _ in kinds])
    return start_event(event, actor=cast.editor)


def test_the_table_is_seated_as_the_movement_says_and_its_result_counts_once(cast) -> None:  # type: ignore[no-untyped-def]
    WebhookEndpoint.objects.create(club=cast.club, url="https://example.org/hook",
                                   events=["event.round_finished"])  # fmt: skip
    event = _event(cast)
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
    event = _event(cast, [("bob", "member"), ("gus", ParticipantKind.GUEST), ("erin", "member"),
                          ("bot-b", "bot")])  # fmt: skip
    with pytest.raises(EventError, match="gus .seat 2. is a guest without an account"):
        open_live_table(event, round=1, table=1, actor=cast.editor)
    assert not event.event_tables.exists()
    with pytest.raises(EventError, match="round 1 has no table 2"):
        open_live_table(event, round=1, table=2, actor=cast.editor)
