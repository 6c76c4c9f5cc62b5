"""Duplicate boards can be checked by anyone: the bots play each board at both tables from
the board's seed, the event's results come from those matches, and replaying each table's
log under the pinned rules verifies."""

from clubevents.models import EventFormat, ParticipantKind
from clubevents.services import duplicate_boards
from registry.services import verify_match
from tests.events.event_helpers import started_event

BOTS = [f"bot{n}" for n in range(1, 9)]


def test_each_boards_log_replays_and_verifies(cast, ruleset, client) -> None:  # type: ignore[no-untyped-def]
    event = started_event(cast, ruleset, EventFormat.DUPLICATE, BOTS, rounds=2)
    assert set(event.participants.values_list("kind", flat=True)) == {ParticipantKind.BOT}
    client.force_login(cast.editor)
    page = f"/clubs/riverside/events/{event.slug}/"
    for board in (1, 2):
        if board == 2:
            client.post(page, {"action": "seat"})
        for table in (1, 2):
            client.post(page, {"action": "bots", "round": board, "table": table})
    seeds = {b.number: b.seed for b in duplicate_boards(event)}
    results = list(event.results.select_related("match").order_by("round", "table"))
    assert [(r.round, r.table) for r in results] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    for result in results:
        assert result.match is not None and result.source == "bots"
        # Both tables of a board are dealt from the board's seed: the same cards.
        assert result.match.seed == seeds[result.board]
        assert result.match.version_id == event.version_id
        assert verify_match(result.match).verified, (result.round, result.table)
