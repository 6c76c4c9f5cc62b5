"""A move refused before it changed anything (a second click on "score", a card sent out of
turn) leaves this server's copy of the match as it was: it is not forgotten and rebuilt from
every stored action, and the next moves and states are served from memory. (A forgotten copy
at every second click turned a hundred tables' hand ends into seconds-long waits.)"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tables import services
from tables.models import Table
from tests.tables.conftest import seated_table


def test_a_move_out_of_turn_is_refused_and_the_copy_stands(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    live = services.live_for(Table.objects.get(pk=table.pk))
    entry = services._CACHE[table.id]
    waiting = next(seat for seat in range(1, 5) if seat != live.to_act + 1)

    with pytest.raises(services.TableError, match="not your turn"):
        services.accept(table.id, waiting, str(live.legal()[0]))

    assert services._CACHE[table.id] is entry
    assert services.known_sequence(table.id) == 0
    with CaptureQueriesContext(connection) as queries:
        assert services.accept(table.id, live.to_act + 1, str(live.legal()[0])) == 1
    reads = [
        query["sql"]
        for query in queries.captured_queries
        if query["sql"].lstrip().startswith("SELECT")
    ]
    assert reads == [], "the move was checked against the copy, not a match rebuilt"


def test_a_second_word_to_score_the_hand_is_refused_and_the_copy_stands(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    live = services.live_for(Table.objects.get(pk=table.pk))
    while not live.reviewing:  # the classic rules take renege calls: the hand waits
        services.accept(table.id, live.to_act + 1, str(live.legal()[0]))
    entry = services._CACHE[table.id]
    first = min(live.reviewing) + 1
    services.accept(table.id, first, services.SCORE)

    with pytest.raises(services.TableError, match="no hand waits for you"):
        services.accept(table.id, first, services.SCORE)

    assert services._CACHE[table.id] is entry
    assert services.known_sequence(table.id) == entry.live.applied


def test_the_state_sent_after_a_refusal_is_drawn_from_memory(
    ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)
    live = services.live_for(Table.objects.get(pk=table.pk))
    waiting = next(seat for seat in range(1, 5) if seat != live.to_act + 1)
    with pytest.raises(services.TableError):
        services.accept(table.id, waiting, str(live.legal()[0]))

    with CaptureQueriesContext(connection) as queries:
        text = services.cached_message(table.id, waiting, services.known_sequence(table.id))
    assert text is not None and '"sequence":0' in text.replace(" ", "")
    assert queries.captured_queries == []
