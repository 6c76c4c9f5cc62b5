"""With channels-redis as the channel layer (several app servers: `HOUSERULES_REDIS_URL`),
a move accepted through one socket reaches the table's other sockets through Redis (each
socket is sent its state when the layer's message reaches it), accepted by a server that had
forgotten the table and rebuilt it from the database.

The test uses the Redis server that `HOUSERULES_TEST_REDIS_URL` names (CI's Redis service
container), under a channel prefix of its own; without it, it starts a Redis server of its own
(on a free port, keeping nothing on disk), and is skipped only where `redis-server` is not
installed either (Debian's package `redis-server`)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from tables import services
from tests.tables.conftest import communicator, seated_table

REDIS_SERVER = shutil.which("redis-server")


GIVEN_REDIS = os.environ.get("HOUSERULES_TEST_REDIS_URL", "").strip()


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    if GIVEN_REDIS:
        yield GIVEN_REDIS
        return
    if REDIS_SERVER is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
               "--appendonly", "no", "--dir", str(tmp_path)]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture
def redis_layer(redis_url: str, settings: Any) -> Iterator[None]:
    settings.CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # A prefix of this run's own, so a shared server's other clients are never read.
            "CONFIG": {"hosts": [redis_url], "prefix": f"houserules-test-{uuid.uuid4().hex}"},
        }
    }
    yield


async def _next_state(socket: Any) -> dict[str, Any]:
    while (message := await socket.receive_json_from(timeout=10))["type"] != "state":
        pass
    return message


def test_a_move_through_one_socket_reaches_the_others_through_redis(
    redis_layer: None, ruleset: Any, players: list[Any]
) -> None:
    table = seated_table(ruleset.head, players)

    async def scenario() -> tuple[str, list[dict[str, Any]], list[dict[str, Any]]]:
        layer = type(get_channel_layer()).__module__
        sockets = [communicator(table, person) for person in players]
        for each in sockets:
            assert (await each.connect())[0]
        first = [await _next_state(each) for each in sockets]
        seat = first[0]["to_act"]
        services._CACHE.clear()  # as a server that never held the table
        await sockets[seat - 1].send_json_to({"type": "act", "action": first[seat - 1]["legal"][0]})
        after = [await _next_state(each) for each in sockets]
        for each in sockets:
            await each.disconnect()
        await get_channel_layer().flush()
        return layer, first, after

    layer, first, after = async_to_sync(scenario)()
    assert layer == "channels_redis.core"
    assert [state["sequence"] for state in first] == [0, 0, 0, 0]
    assert [state["sequence"] for state in after] == [1, 1, 1, 1]
    assert [state["seat"] for state in after] == [1, 2, 3, 4]
    assert all(state["bids"] != first[0]["bids"] for state in after)
