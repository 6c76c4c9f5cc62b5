"""A match that a bot's last move, or a seat's clock running out, ends is recorded as a
player's last move's is: the table's driver stores the move (or finds the forfeit) and tells
it, and the process's one recorder thread records the match afterwards, once. Until then the
table takes no move; a server that stops first loses nothing (the move is stored, and the
clock is still run out: the sweep records the one and forfeits the other again)."""

from __future__ import annotations

import random
import threading
from datetime import timedelta
from typing import Any

import pytest
from asgiref.sync import async_to_sync

from registry.models import AuditEvent, Match, MatchStatus
from registry.services.audit import chain_problems
from registry.services.matches import verify_match
from tables import services
from tables.models import Table, TableAction, TableStatus
from tests.tables.conftest import communicator


def _bots_table(version: Any, opener: Any) -> Table:
    return services.open_table(version, opened_by=opener, seats=["random"] * 4, seed=3)


def _clock_table(version: Any, players: list[Any]) -> Table:
    table = services.open_table(
        version,
        opened_by=players[0],
        seats=["me", "open", "open", "open"],
        clock_seconds=30,
        timeout_policy="forfeit",
    )
    for number, person in enumerate(players[1:], start=2):
        services.sit(table, person, number, table.invite_token)
    return table


def _time_runs_out(table: Table) -> None:
    table.refresh_from_db()
    Table.objects.filter(pk=table.pk).update(
        last_action_at=table.last_action_at - timedelta(seconds=31)
    )


def _assert_recorded_once(table: Table) -> Match:
    table.refresh_from_db()
    assert table.status == TableStatus.FINISHED
    match = table.match
    assert match is not None and match.status == MatchStatus.FINISHED
    assert Match.objects.filter(version=table.version).count() == 1
    events = AuditEvent.objects.filter(object_type="match", object_ref=str(match.id))
    assert sorted(events.values_list("action", flat=True)) == ["match.finish", "match.start"]
    assert chain_problems(list(AuditEvent.objects.filter(club=table.club))) == []
    assert verify_match(match).verified
    return match


def test_the_drivers_last_bot_move_is_stored_and_the_match_left_to_the_recorder(
    ruleset: Any, players: list[Any]
) -> None:
    table = _bots_table(ruleset.head, players[0])
    while not services.over_unrecorded(table.id):
        assert services.do_duty(table.id, record=False) is not None

    row = Table.objects.get(pk=table.pk)
    assert row.status == TableStatus.PLAYING and row.match is None
    assert TableAction.objects.filter(table=table).count() == row.actions_count > 0
    assert services.do_duty(table.id, record=False) is None  # nothing is due at its end

    assert services.record_finished(table.id)
    assert not services.record_finished(table.id)
    _assert_recorded_once(table)


def test_a_bots_last_move_is_recorded_on_the_recorder_thread_after_every_seat_is_told(
    ruleset: Any, players: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _bots_table(ruleset.head, players[0])
    threads: list[str] = []
    record = services._record

    def watched(*args: Any, **kwargs: Any) -> bool:
        threads.append(threading.current_thread().name)
        return record(*args, **kwargs)

    monkeypatch.setattr(services, "_record", watched)

    async def scenario() -> list[dict[str, Any]]:
        socket = communicator(table, players[0])  # the opener watches the bots
        await socket.connect()
        states = []
        while not states or states[-1]["status"] == "playing":
            message = await socket.receive_json_from(timeout=30)
            if message["type"] == "state":
                states.append(message)
        await socket.disconnect()
        return states

    states = async_to_sync(scenario)()
    last_move, ended = states[-2], states[-1]
    assert last_move["status"] == "playing" and last_move["result"] is not None
    assert ended["status"] == "finished" and ended["sequence"] == last_move["sequence"]
    assert [name.startswith("tables-recorder") for name in threads] == [True]
    _assert_recorded_once(table)


def test_a_forfeit_the_driver_finds_is_recorded_afterwards_and_meanwhile_takes_no_move(
    ruleset: Any, players: list[Any]
) -> None:
    table = _clock_table(ruleset.head, players)
    rng = random.Random(5)
    for _ in range(9):  # into the first hand's play
        live = services.live_for(Table.objects.get(pk=table.pk))
        services.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
    late = services.live_for(Table.objects.get(pk=table.pk)).to_act + 1
    _time_runs_out(table)

    assert services.do_duty(table.id, record=False) == 9
    assert Table.objects.get(pk=table.pk).status == TableStatus.PLAYING
    assert services.over_unrecorded(table.id)
    assert services.do_duty(table.id, record=False) is None  # forfeited once
    live = services.live_for(Table.objects.get(pk=table.pk))
    with pytest.raises(services.TableError, match=f"seat {late} ran out of time"):
        services.accept(table.id, late, str(live.legal()[0]))

    assert services.record_finished(table.id)
    assert not services.record_finished(table.id)
    match = _assert_recorded_once(table)
    assert match.result["reason"] == "forfeit" and match.result["forfeit"]["seat"] == late
    assert f"seat {late} ran out of time" in Table.objects.get(pk=table.pk).end_reason


def test_a_forfeit_its_server_stopped_before_recording_is_found_again_by_the_sweep(
    ruleset: Any, players: list[Any]
) -> None:
    table = _clock_table(ruleset.head, players)
    _time_runs_out(table)
    assert services.do_duty(table.id, record=False) == 0
    services._CACHE.clear()  # the server stopped

    assert services.sweep()["played"] == 1
    match = _assert_recorded_once(table)
    assert match.result["reason"] == "forfeit"
