"""The message rate limit (`TABLES_RATE`) counts per member across all their sockets: a
member with 20 sockets open gets no more messages through than with one, and another
member's messages at the same table go through untouched. The server's work for the flood
is bounded by the limit, not by the number of sockets (the latency of other tables under
such a flood is measured by `benchmarks/tables_bench.py --flood`)."""

from __future__ import annotations

import time
from typing import Any

from asgiref.sync import async_to_sync

from tests.tables.conftest import communicator, seated_table

RATE, BURST = 2.0, 10.0


def test_twenty_sockets_of_one_member_share_one_allowance(
    ruleset: Any, players: list[Any], settings: Any
) -> None:
    settings.TABLES_RATE = (RATE, BURST)
    table = seated_table(ruleset.head, players)

    async def scenario() -> tuple[list[str], float, dict[str, Any]]:
        sockets = [communicator(table, players[0]) for _ in range(20)]
        for socket in sockets:
            assert (await socket.connect())[0]
            assert (await socket.receive_json_from(timeout=5))["type"] == "state"
        started = time.monotonic()
        for _ in range(5):
            for socket in sockets:
                await socket.send_json_to({"type": "ping"})
        answers = []
        for socket in sockets:
            answers += [(await socket.receive_json_from(timeout=10))["type"] for _ in range(5)]
            assert await socket.receive_nothing(timeout=0.01)
        elapsed = time.monotonic() - started
        other = communicator(table, players[1])
        assert (await other.connect())[0]
        assert (await other.receive_json_from(timeout=5))["type"] == "state"
        await other.send_json_to({"type": "ping"})
        theirs = await other.receive_json_from(timeout=5)
        for socket in [*sockets, other]:
            await socket.disconnect()
        return answers, elapsed, theirs

    answers, elapsed, theirs = async_to_sync(scenario)()
    assert len(answers) == 100
    assert answers.count("pong") <= BURST + RATE * elapsed + 1
    assert answers.count("error") >= 100 - (BURST + RATE * elapsed + 1)
    assert theirs == {"type": "pong"}
