"""Chat is kept with the table, never in the match it records: a match played to its end
with talk along the way has the same log, digest and verification as without it, and no
word of the chat in its log or result."""

from __future__ import annotations

import json
import random
from typing import Any

from registry.services.matches import verify_match
from tables import services, talk
from tables.models import ChatMessage, Table
from tests.cast import publish_next, with_target
from tests.tables.conftest import seated_table


def test_a_match_with_chat_records_none_of_it(ruleset: Any, players: list[Any]) -> None:
    version = publish_next(ruleset, with_target(100), players[0], "a short match")
    table = seated_table(version, players[:2], bots=["random", "random"])
    rng = random.Random(3)
    said = 0
    while True:
        row = Table.objects.select_related("club", "version").get(pk=table.pk)
        if row.is_over:
            break
        live = services.live_for(row)
        if live.reviewing:
            for seat in sorted(live.reviewing):
                services.accept(table.id, seat + 1, "score")
            continue
        if live.applied % 25 == 0 and said < 4:
            talk.post(row, players[said % 2], text=f"secret words {said}")
            said += 1
        services.accept(table.id, live.to_act + 1, str(rng.choice(live.legal())))
    table = Table.objects.select_related("match").get(pk=table.pk)
    assert table.match is not None and said == 4
    assert ChatMessage.objects.filter(table=table).count() == 4
    recorded = json.dumps([table.match.log, table.match.result])
    assert "secret words" not in recorded
    assert verify_match(table.match).verified
