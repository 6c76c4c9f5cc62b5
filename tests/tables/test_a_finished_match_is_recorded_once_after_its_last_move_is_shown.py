"""A match played to its end at a live table is recorded in the registry once, after its last
move is shown: every seat is sent the last move at once (drawn from the server's memory, the
match's result in it), then the table's end with the recorded match, which verifies by replay,
and the club's audit chain holds one start and one finish for it. A second app server whose
copy of the table also played the match out records nothing; a match whose server stopped
before recording it is recorded by `sweep_tables`, once."""

from __future__ import annotations

import random
from typing import Any

from asgiref.sync import async_to_sync

from registry.models import AuditEvent, Match, MatchStatus
from registry.services.audit import chain_problems
from registry.services.matches import verify_match
from tables import services
from tables.live import SCORE
from tables.models import Table, TableStatus
from tests.tables.conftest import communicator, seated_table


async def _next_state(socket: Any) -> dict[str, Any]:
    while (message := await socket.receive_json_from(timeout=20))["type"] != "state":
        pass
    return message


def _mover(state: dict[str, Any]) -> int | None:
    """The seat whose word the table waits for (a hand played out waits for every seat's
    `score`), None once the match is played to its end."""
    return state["to_act"] or (state["review"] or [None])[0]


def _audited(match: Match) -> list[str]:
    events = AuditEvent.objects.filter(object_type="match", object_ref=str(match.id))
    return sorted(events.values_list("action", flat=True))


def _assert_recorded_once(table: Table) -> None:
    table.refresh_from_db()
    assert table.status == TableStatus.FINISHED
    assert table.match is not None and table.match.status == MatchStatus.FINISHED
    assert Match.objects.filter(version=table.version).count() == 1
    assert _audited(table.match) == ["match.finish", "match.start"]
    assert verify_match(table.match).verified
    club_events = list(AuditEvent.objects.filter(club=table.club).order_by("sequence"))
    assert chain_problems(club_events) == []


def test_every_seat_sees_the_last_move_then_the_recorded_end(
    library_version: Any, players: list[Any]
) -> None:
    table = seated_table(library_version("classic"), players)
    rng = random.Random(5)

    async def scenario() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        sockets = [communicator(table, person) for person in players]
        for socket in sockets:
            await socket.connect()
        latest = [await _next_state(socket) for socket in sockets]
        for _ in range(5000):
            seat = _mover(latest[0])
            if seat is None or latest[0]["status"] != "playing":
                break
            move = rng.choice(latest[seat - 1]["legal"])
            await sockets[seat - 1].send_json_to({"type": "act", "action": move})
            latest = [await _next_state(socket) for socket in sockets]
        last = latest
        # The end as recorded follows the last move (on the same state where the server
        # recorded it before telling the move: the SQLite store).
        while latest[0]["status"] == "playing":
            latest = [await _next_state(socket) for socket in sockets]
        for socket in sockets:
            await socket.disconnect()
        return last, latest

    last, ended = async_to_sync(scenario)()
    assert all(state["result"] is not None for state in last)
    assert all(state["to_act"] is None and state["legal"] == [] for state in last)
    assert [state["status"] for state in ended] == ["finished"] * 4
    assert len({state["sequence"] for state in ended}) == 1
    assert [state["seat"] for state in ended] == [1, 2, 3, 4]
    _assert_recorded_once(table)
    assert {state["match"] for state in ended} == {str(table.match_id)}


def _play_out_unrecorded(table: Table) -> tuple[int, str]:
    """Play the table's match to its end as the event loop stores moves (`begin_move`, the
    one statement, `end_move`), which records nothing: the consumer records the match once
    the last move is told. The last move (seat, notation)."""
    rng = random.Random(7)
    services._CACHE.clear()
    entry = services._entry(table.id)
    last = (0, "")
    while not entry.live.finished:
        live = entry.live
        seat = (live.to_act if live.to_act is not None else min(live.reviewing)) + 1
        notation = SCORE if live.reviewing else str(rng.choice(list(live.legal())))
        move = services.begin_move(table.id, seat, notation)
        assert move is not None
        stored = services._store(
            entry.table, move.sequence, move.hand, seat, move.notation, "player"
        )
        services.end_move(move, stored)
        assert stored
        last = (seat, notation)
    return last


def test_a_second_server_whose_copy_played_the_match_out_records_nothing(
    library_version: Any, players: list[Any]
) -> None:
    table = seated_table(library_version("classic"), players)
    _play_out_unrecorded(table)
    server_b = services._CACHE[table.id]  # played out, the table still playing in its copy
    services._CACHE.clear()
    assert services.record_finished(table.id)  # server A, from the stored moves

    services._CACHE.clear()
    services._CACHE[table.id] = server_b
    assert services.over_unrecorded(table.id)
    assert not services.record_finished(table.id)
    assert not services.record_finished(table.id)  # nor again from the fresh copy
    _assert_recorded_once(table)


def test_a_match_whose_server_stopped_before_recording_it_is_recorded_by_the_sweep(
    library_version: Any, players: list[Any]
) -> None:
    table = seated_table(library_version("classic"), players)
    _play_out_unrecorded(table)
    services._CACHE.clear()  # the server stopped
    assert Table.objects.get(pk=table.pk).status == TableStatus.PLAYING

    assert services.sweep()["recorded"] == 1
    assert services.sweep()["recorded"] == 0
    _assert_recorded_once(table)
