"""A table opened with a per-move clock that forfeits: when the seat to act runs out of time,
its side forfeits the match. The match is recorded as finished (not aborted), won by the
other side, with the log of what was played, a finish audit event that names the forfeit,
and it verifies by replay."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

from engine.replay import replay
from registry.models import AuditEvent, MatchStatus
from registry.services.matches import _forfeited_on_the_clock, pinned_rules, verify_match
from tables import services
from tables.models import Table, TableStatus


def _open(ruleset: Any, players: list[Any]) -> Table:
    table = services.open_table(
        ruleset.head,
        opened_by=players[0],
        seats=["me", "open", "open", "open"],
        clock_seconds=30,
        timeout_policy="forfeit",
    )
    for number, person in enumerate(players[1:], start=2):
        services.sit(table, person, number, table.invite_token)
    table.refresh_from_db()
    return table


def _time_runs_out(table: Table) -> None:
    table.refresh_from_db()
    Table.objects.filter(pk=table.pk).update(
        last_action_at=table.last_action_at - timedelta(seconds=31)
    )


def test_the_seat_that_ran_out_of_time_loses_the_match_for_its_side(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players)
    rng = random.Random(5)
    for _ in range(9):  # into the first hand's play
        live = services.live_for(Table.objects.get(pk=table.pk))
        services.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
    live = services.live_for(Table.objects.get(pk=table.pk))
    late = live.to_act + 1
    _time_runs_out(table)

    assert services.do_duty(table.id) == 9

    table.refresh_from_db()
    assert table.status == TableStatus.FINISHED
    assert f"seat {late} ran out of time" in table.end_reason
    match = table.match
    assert match is not None and match.status == MatchStatus.FINISHED
    side = 1 if late in (1, 3) else 2  # Spades partners sit across: seats 1 and 3, 2 and 4
    assert match.result["reason"] == "forfeit"
    assert match.result["forfeit"] == {"seat": late, "side": side, "by": "clock", "hand": 1}
    assert match.result["winners"] == [3 - side]
    finish = AuditEvent.objects.get(object_ref=str(match.id), action="match.finish")
    assert finish.details["result"]["forfeit"]["seat"] == late
    assert verify_match(match).verified


def test_a_forfeit_result_with_another_winner_or_standing_is_not_accepted(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players)
    _time_runs_out(table)
    services.do_duty(table.id)
    match = Table.objects.get(pk=table.pk).match
    assert match is not None and verify_match(match).verified
    forfeit = match.result["forfeit"]
    replayed = replay(pinned_rules(match.version), match.log)
    assert _forfeited_on_the_clock(match.result, replayed)
    side = forfeit["side"]
    assert not _forfeited_on_the_clock({**match.result, "winners": [side]}, replayed)
    assert not _forfeited_on_the_clock({**match.result, "standing": None}, replayed)
    assert not _forfeited_on_the_clock({**match.result, "reason": "target"}, replayed)


def test_the_table_takes_no_move_once_a_side_has_forfeited(
    ruleset: Any, players: list[Any]
) -> None:
    table = _open(ruleset, players)
    _time_runs_out(table)
    services.do_duty(table.id)
    live = services.live_for(Table.objects.get(pk=table.pk))
    try:
        services.accept(table.id, live.to_act + 1, str(live.legal()[0]))
    except services.TableError as refused:
        assert "finished" in str(refused)
    else:
        raise AssertionError("a move was accepted after the forfeit")
