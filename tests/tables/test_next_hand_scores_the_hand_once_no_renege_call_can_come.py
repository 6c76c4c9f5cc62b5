"""Under honour reneges a hand played to its last card is scored as soon as no call can still
come: every human at the table has pressed Next hand (bots never hold it up), or a short
window (10 s by default) ends; a renege call in progress holds the window, up to a limit,
until its caller calls or gives it up."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async

from tables import services, talk
from tests.tables.talk_helpers import (
    a_hand_played_to_its_last_card,
    close_sockets,
    live_of,
    open_sockets,
    talk_sent,
)


def test_the_hand_is_scored_when_every_human_pressed_next_hand(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_REVIEW_SECONDS = 3600
    table = a_hand_played_to_its_last_card(library_version, players)
    alice, erin, bob, stan = players
    assert live_of(table).reviewing == frozenset({0, 1, 2})  # the bot in seat 4 does not hold it

    async def scenario() -> list[Any]:
        sockets = await open_sockets(table, [alice, erin, bob, stan])
        await sockets[3].send_json_to({"type": "next_hand"})  # the spectator has no say
        refused = await talk_sent(sockets[3])
        for socket in sockets[:2]:
            await socket.send_json_to({"type": "next_hand"})
            await talk_sent(socket)
        still = await database_sync_to_async(live_of)(table)
        assert still.number == 1 and still.reviewing == frozenset({2})  # bob is yet to press
        await sockets[2].send_json_to({"type": "next_hand"})
        await talk_sent(sockets[2])
        await close_sockets(sockets)
        return refused

    refused = async_to_sync(scenario)()
    assert refused == [{"type": "error", "code": "spectator", "message": "You watch."}]
    live = live_of(table)
    assert live.number == 2 and live.last_hand is not None and live.last_hand["number"] == 1


def test_the_window_is_short_and_scores_the_hand_when_it_ends(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    table = a_hand_played_to_its_last_card(library_version, players)
    services.accept(table.id, 1, "score")
    wait = services.seconds_to_next_duty(table.id)
    assert wait is not None and 8 < wait <= 10
    settings.TABLES_REVIEW_SECONDS = 0
    assert services.do_duty(table.id) is not None
    assert live_of(table).number == 2


def test_a_call_in_progress_holds_the_window_until_given_up(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_REVIEW_SECONDS = 3600
    table = a_hand_played_to_its_last_card(library_version, players)
    alice, erin, bob, _ = players

    async def hold(user: Any) -> list[Any]:
        sockets = await open_sockets(table, [user])
        await sockets[0].send_json_to({"type": "next_hand", "hold": True})
        answers = await talk_sent(sockets[0])
        await close_sockets(sockets)
        return answers

    assert async_to_sync(hold)(erin) == []  # erin opens the renege call
    settings.TABLES_REVIEW_SECONDS = 0  # the window has ended, but her call holds it
    wait = services.seconds_to_next_duty(table.id)
    assert wait is not None and wait > 25
    assert services.do_duty(table.id) is None and live_of(table).number == 1

    talk.hold_next_hand(table.id, 2, False)  # she gives it up: the hand is scored
    assert services.seconds_to_next_duty(table.id) == 0
    assert services.do_duty(table.id) is not None and live_of(table).number == 2
    # No hand waits now: a hold is refused, saying why.
    assert async_to_sync(hold)(bob)[0]["message"] == "no hand waits for Next hand"


def test_a_hold_lasts_at_most_its_limit(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_REVIEW_SECONDS = 0
    settings.TABLES_CALL_HOLD_SECONDS = 0
    table = a_hand_played_to_its_last_card(library_version, players)
    talk.hold_next_hand(table.id, 2, True)
    assert services.seconds_to_next_duty(table.id) == 0
    assert services.do_duty(table.id) is not None and live_of(table).number == 2
