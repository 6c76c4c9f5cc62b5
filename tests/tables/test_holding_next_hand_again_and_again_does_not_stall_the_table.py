"""A renege call in progress holds Next hand, but only for a seat still to press it, and never
past the window and one hold after it: a player cannot keep a hand from being scored by
opening the call again and again."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from tables import services, talk
from tables.models import Table
from tests.tables.talk_helpers import a_hand_played_to_its_last_card, live_of


def test_a_seat_that_pressed_next_hand_cannot_hold_it(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_REVIEW_SECONDS = 3600
    table = a_hand_played_to_its_last_card(library_version, players)
    services.accept(table.id, 2, "score")  # erin presses Next hand
    with pytest.raises(services.TableError, match="you have pressed Next hand"):
        talk.hold_next_hand(table.id, 2, True)
    talk.hold_next_hand(table.id, 1, True)  # alice, still to press, may call


def test_holding_again_and_again_ends_one_hold_after_the_window(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_REVIEW_SECONDS = 10
    settings.TABLES_CALL_HOLD_SECONDS = 30
    table = a_hand_played_to_its_last_card(library_version, players)
    # The last card was played long ago: the window and one hold after it are over.
    Table.objects.filter(pk=table.pk).update(
        last_action_at=Table.objects.get(pk=table.pk).last_action_at - timedelta(minutes=5)
    )
    for _ in range(3):
        talk.hold_next_hand(table.id, 2, True)
    assert services.seconds_to_next_duty(table.id) == 0
    assert services.do_duty(table.id) is not None and live_of(table).number == 2
