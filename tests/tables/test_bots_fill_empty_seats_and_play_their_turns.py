"""The opener gives empty seats to bots; the table starts at once when every seat is taken,
and the bots play their turns without anyone asking, until it is a person's turn."""

from __future__ import annotations

import random
from typing import Any

from asgiref.sync import async_to_sync

from tables.models import TableAction, TableStatus
from tests.tables.conftest import communicator, seated_table


def test_one_member_and_three_bots_play_a_whole_hand(ruleset: Any, players: list[Any]) -> None:
    table = seated_table(ruleset.head, players[:1], bots=["heuristic", "random", "heuristic"])
    assert table.status == TableStatus.PLAYING
    rng = random.Random(1)

    async def scenario() -> dict[str, Any]:
        socket = communicator(table, players[0])
        await socket.connect()
        acted = -1
        while True:
            state = await socket.receive_json_from(timeout=10)
            if state["type"] != "state" or state["hand_number"] > 1:
                break
            # A socket may be sent the table at one move twice (a bot's move told by the
            # driver, the player's own by its socket): the player acts once on it.
            if state["legal"] and state["sequence"] > acted:
                acted = state["sequence"]
                await socket.send_json_to({"type": "act", "action": rng.choice(state["legal"])})
        await socket.disconnect()
        return state

    final = async_to_sync(scenario)()
    assert final["hand_number"] == 2
    assert final["last_hand"]["score"] is not None
    by = set(TableAction.objects.filter(table=table).values_list("by", flat=True))
    assert by == {"player", "bot"}
    seats_by_bot = set(
        TableAction.objects.filter(table=table, by="bot").values_list("seat", flat=True)
    )
    assert seats_by_bot == {2, 3, 4}
