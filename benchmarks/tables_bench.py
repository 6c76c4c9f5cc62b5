"""Live tables under load: 100 tables of 4 scripted websocket clients play at once against
one app server (daphne with the production settings, PostgreSQL or SQLite, the in-memory
channel layer) on this machine. Reports moves per second and the p50 and p99 latency of a
move, from the moment its player sends it to the moment every seat of the table has the
update; and, as figures the machine's other load moves less, the app server's CPU time per
move and (PostgreSQL) the transactions and rows it wrote per move.

    python benchmarks/tables_bench.py [--tables 100] [--seconds 60] [--think 0]
        [--database-url postgres://postgres@127.0.0.1:5432/houserules_tables_bench]
        [--database-url sqlite:////tmp/tables_bench.sqlite3] [--flood 20]

`--flood N`: one more member holds N sockets at the first table and sends on all of them as
fast as the server answers (moves they may not make), to see what one member's flood costs
the other tables' moves.

The clients run in this process (asyncio, the `websockets` client), so they share the
machine's cores with the server: the figures are a floor. Each client plays a random legal
move `--think` seconds after its seat is to act (0: at once, which measures how many moves
the server takes at most: with every table waiting on its move, a move waits for the
99 others); a player at a real table thinks a few seconds. The database is dropped and
made again on every run.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))
import _server  # noqa: E402

DEFAULT_DATABASE = "postgres://postgres@127.0.0.1:5432/houserules_tables_bench"


def _setup(env: dict[str, str], tables: int) -> tuple[list[str], list[list[str]]]:
    """Migrate, make four members for each of `tables` started tables (the site counts
    sockets and messages per member, as it would 400 people) and one more for `--flood`;
    (table ids, each table's seats' session cookies, then the flooding member's alone)."""
    os.environ.update(env)
    os.environ["DJANGO_SETTINGS_MODULE"] = "houserules.settings"
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth.models import User
    from django.core.management import call_command
    from django.test import Client

    from registry.models import Role
    from registry.services import create_club, create_ruleset, publish, set_membership
    from registry.services.library import LIBRARY_DIR
    from tables.services import open_table, sit

    call_command("migrate", verbosity=0)
    owner = User.objects.create_user("owner")
    club = create_club(slug="bench", name="Bench", owner=owner)
    seated = [[User.objects.create_user(f"player{t}-{n}") for n in range(4)] for t in range(tables)]
    flooder = User.objects.create_user("flooder")
    for person in [*(person for people in seated for person in people), flooder]:
        set_membership(club, person, Role.VIEWER, actor=owner)
    people = seated[0]
    ruleset = create_ruleset(club, slug="classic", title="Classic", actor=people[0])
    source = (LIBRARY_DIR / "classic.yaml").read_bytes()
    version = publish(
        ruleset, source, author=people[0], message="v1", base_revision=ruleset.revision
    ).version
    ids = []
    for people in seated:
        table = open_table(version, opened_by=people[0], seats=["me", "open", "open", "open"])
        for number, person in enumerate(people[1:], start=2):
            sit(table, person, number, table.invite_token)
        ids.append(str(table.pk))
    cookies = []
    for people in [*seated, [flooder]]:
        cookies.append([])
        for person in people:
            client = Client()
            client.force_login(person)
            cookie = client.cookies[settings.SESSION_COOKIE_NAME].value
            cookies[-1].append(f"{settings.SESSION_COOKIE_NAME}={cookie}")
    return ids, cookies


class Table:
    """One table's four clients and what they measured."""

    def __init__(self, table_id: str) -> None:
        self.id = table_id
        self.sent: dict[int, float] = {}
        self.seen: dict[int, int] = {}
        self.latencies: list[float] = []
        self.moves = 0
        self.trace: list[tuple[float, float, int]] = []
        """(sent at, latency, sequence) of each move measured, for `--trace`."""


class Start:
    """Every client connects first (a few at a time: a burst of 400 handshakes overflows the
    server's listen queue), then all play from the same moment."""

    def __init__(self, clients: int, seconds: float, think: float) -> None:
        self.think = think
        self.handshakes = asyncio.Semaphore(16)
        self.waiting = clients
        self.go = asyncio.Event()
        self.seconds = seconds
        self.stop = 0.0
        self.started = 0.0
        self.done = asyncio.Event()
        """Set once the run is measured: only then do the clients close their sockets."""

    def connected(self) -> None:
        self.waiting -= 1
        if self.waiting == 0:
            self.started = time.perf_counter()
            self.stop = time.monotonic() + self.seconds
            self.go.set()


async def _seat(table: Table, seat: int, url: str, origin: str, cookie: str, start: Start) -> None:
    from websockets.asyncio.client import connect

    rng = random.Random(f"{table.id}:{seat}")
    async with start.handshakes:
        socket = await connect(
            f"{url}/ws/tables/{table.id}/", origin=origin, additional_headers={"Cookie": cookie},
            open_timeout=60,
        )  # fmt: skip
    start.connected()
    await start.go.wait()
    stop = start.stop
    async with socket:
        first = random.Random(f"{table.id}:{seat}:ping").uniform(0, PING_SECONDS)
        pinging = asyncio.create_task(_ping(socket, first))
        try:
            await _play_seat(table, seat, socket, rng, start, stop)
        finally:
            pinging.cancel()


PING_SECONDS = 20.0
"""The table's page says it is still there this often (tables/static/tables/table.js): a
seat not heard from for `TABLES_AWAY_SECONDS` counts as away, whose presence the table then
draws and tells, as it would for a player who left."""


async def _ping(socket: Any, first: float) -> None:
    await asyncio.sleep(first)
    while True:
        await socket.send(json.dumps({"type": "ping"}))
        await asyncio.sleep(PING_SECONDS)


async def _play_seat(
    table: Table, seat: int, socket: Any, rng: random.Random, start: Start, stop: float
) -> None:
    scoring = False
    async for raw in socket:
        message = json.loads(raw)
        if message.get("type") != "state":
            continue
        sequence = int(message.get("sequence", 0))
        _arrived(table, sequence)
        if time.monotonic() >= stop or message["status"] != "playing":
            # A player stays at the table (a finished match's page stays open) until the
            # run is measured: 400 sockets closing as the run ends, or four at each table
            # whose match ends, are not players thinking, and their presence's work on
            # the server was measured as the other tables' moves' latency.
            await start.done.wait()
            return
        if message.get("legal") == ["score"]:
            # The hand's last card is played (the rules take renege calls until it is
            # scored): the player lets it be scored at once, a move not timed, and once
            # (the page's button), not again on the states of the others' word.
            if not scoring:
                await socket.send(json.dumps({"type": "act", "action": "score"}))
            scoring = True
            continue
        scoring = False
        if message["to_act"] == seat and message["legal"]:
            if start.think:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * start.think)
            table.sent[sequence + 1] = time.perf_counter()
            move = rng.choice(message["legal"])
            await socket.send(json.dumps({"type": "act", "action": move}))


def _arrived(table: Table, sequence: int) -> None:
    if sequence not in table.sent:
        return
    table.seen[sequence] = table.seen.get(sequence, 0) + 1
    if table.seen[sequence] == 4:  # every seat has it
        sent = table.sent.pop(sequence)
        table.latencies.append(time.perf_counter() - sent)
        table.trace.append((sent, table.latencies[-1], sequence))
        table.moves += 1


async def _flood(table: Table, url: str, origin: str, cookie: str, start: Start) -> int:
    """One socket of the flooding member: a move it may not make, again and again, each sent
    as soon as the last is answered. The answers it had."""
    from websockets.asyncio.client import connect

    async with start.handshakes:
        socket = await connect(
            f"{url}/ws/tables/{table.id}/", origin=origin, additional_headers={"Cookie": cookie},
            open_timeout=60,
        )  # fmt: skip
    start.connected()
    await start.go.wait()
    answers = 0
    async with socket:
        while time.monotonic() < start.stop:
            await socket.send(json.dumps({"type": "act", "action": "2C"}))
            while json.loads(await socket.recv()).get("type") == "state":
                pass
            answers += 1
    return answers


async def _play(
    ids: list[str],
    cookies: list[list[str]],
    url: str,
    seconds: float,
    think: float,
    server: int,
    flood: int = 0,
) -> tuple[list[Table], float, dict[str, float], float]:
    origin = url.replace("ws://", "http://")
    tables = [Table(table_id) for table_id in ids]
    start = Start(4 * len(tables) + flood, seconds, think)
    jobs = [
        asyncio.create_task(_seat(table, seat, url, origin, cookies[index][seat - 1], start))
        for index, table in enumerate(tables)
        for seat in (1, 2, 3, 4)
    ]
    floods = [
        asyncio.create_task(_flood(tables[0], url, origin, cookies[-1][0], start))
        for _ in range(flood)
    ]
    await asyncio.wait_for(start.go.wait(), 300)
    # The 400 clients stand for 400 browsers, which share no garbage collector: what this
    # process holds once they are connected is kept out of its collector's full passes, whose
    # pauses would be counted as the server's latency.
    gc.collect()
    gc.freeze()
    lags: list[float] = []
    lag = asyncio.create_task(_loop_lag(lags))
    before = _costs(server)
    await asyncio.sleep(seconds)
    lag.cancel()
    elapsed = time.perf_counter() - start.started
    costs = {key: value - before[key] for key, value in _costs(server).items()}
    start.done.set()
    costs["client_lag_p99"] = _percentile(lags, 0.99) if lags else 0.0
    if floods:
        answered = sum(await asyncio.gather(*floods))
        costs["flood_answers"] = answered
    for job in jobs:  # a client waiting for a move that will not come
        job.cancel()
    await asyncio.gather(*jobs, return_exceptions=True)
    failed = [job for job in jobs if not job.cancelled() and job.exception() is not None]
    if failed:
        raise SystemExit(f"{len(failed)} clients failed: {failed[0].exception()!r}")
    return tables, elapsed, costs, start.started


async def _loop_lag(found: list[float]) -> None:
    """How late this process's event loop wakes from a 10 ms sleep, again and again: what
    the clients add to every latency they measure."""
    while True:
        asked = time.perf_counter()
        await asyncio.sleep(0.01)
        found.append(time.perf_counter() - asked - 0.01)


_DATABASE_URL = ""


def _costs(server: int) -> dict[str, float]:
    """The app server's CPU seconds so far, this process's (the clients'), the machine's
    load, and PostgreSQL's count of the database's written rows (its statistics are flushed
    within a second or so: a 30 s run is long enough for them)."""
    fields = Path(f"/proc/{server}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    costs = {
        "server_cpu": (int(fields[11]) + int(fields[12])) / ticks,
        "client_cpu": time.process_time(),
    }
    if _DATABASE_URL.startswith("postgres"):
        import psycopg

        with psycopg.connect(_DATABASE_URL, autocommit=True) as connection:
            row = connection.execute(
                "SELECT tup_inserted, tup_updated, xact_commit FROM pg_stat_database"
                " WHERE datname = current_database()"
            ).fetchone()
        assert row is not None
        costs.update(inserted=row[0], updated=row[1], commits=row[2])
    return costs


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=0.0)
    parser.add_argument("--flood", type=int, default=0, metavar="N")
    parser.add_argument(
        "--database-url", default=os.environ.get("TABLES_BENCH_DATABASE_URL", DEFAULT_DATABASE)
    )
    parser.add_argument(
        "--trace", metavar="FILE",
        help="write each measured move (seconds from the start, latency in ms, table, "
        "action number) to FILE, to see when slow moves happen",
    )  # fmt: skip
    args = parser.parse_args()
    global _DATABASE_URL
    _DATABASE_URL = args.database_url
    if args.database_url.startswith("sqlite:"):
        Path(args.database_url[len("sqlite:///") :]).unlink(missing_ok=True)
    else:
        _server.recreate_database(args.database_url)
    env = _server.environment(args.database_url)
    ids, cookies = _setup(env, args.tables)
    port = _server.free_port()
    daphne = Path(_server.PYTHON).with_name("daphne")
    command = [str(daphne), "-b", "127.0.0.1", "-p", str(port), "-v", "0",
               "houserules.asgi:application"]  # fmt: skip
    if os.environ.get("TABLES_BENCH_PROFILE"):  # the server under cProfile, to that file
        command = [_server.PYTHON, "-m", "cProfile", "-o", os.environ["TABLES_BENCH_PROFILE"],
                   *command]  # fmt: skip
    server_env = {**env, "DJANGO_SETTINGS_MODULE": "houserules.settings"}
    server = subprocess.Popen(command, cwd=_server.ROOT, env=server_env, start_new_session=True)
    try:
        _wait_for(port, server)
        url = f"ws://127.0.0.1:{port}"
        played = asyncio.run(
            _play(ids, cookies, url, args.seconds, args.think, server.pid, args.flood)
        )
    finally:
        _server.stop(server)
    _report(*played, think=args.think)
    if args.trace:
        tables, started = played[0], played[3]
        with open(args.trace, "w") as out:
            for table in tables:
                for sent, latency, sequence in table.trace:
                    out.write(f"{sent - started:.3f} {latency * 1000:.1f} {table.id} {sequence}\n")


def _wait_for(port: int, server: subprocess.Popen) -> None:
    import socket

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            if server.poll() is not None:
                raise SystemExit("daphne exited; see its output above") from None
            time.sleep(0.2)
    raise SystemExit("daphne did not start within 30 s")


def _report(
    tables: list[Table], elapsed: float, costs: dict[str, float], started: float, think: float
) -> None:
    latencies = [value for table in tables for value in table.latencies]
    moves = sum(table.moves for table in tables)
    if not latencies:
        raise SystemExit("no move was measured")
    load = os.getloadavg()[0]
    print(f"{len(tables)} tables x 4 websocket clients, think {think} s, {elapsed:.1f} s, "
          f"load average {load:.1f} on {os.cpu_count()} cores")  # fmt: skip
    print(f"moves: {moves} ({moves / elapsed:,.0f} moves/s)")
    p50, p99 = statistics.median(latencies) * 1000, _percentile(latencies, 0.99) * 1000
    print(f"move latency, send to every seat's update: p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
          f"max {max(latencies) * 1000:.1f} ms")  # fmt: skip
    server, clients = costs["server_cpu"] * 1000 / moves, costs["client_cpu"] * 1000 / moves
    lag = costs["client_lag_p99"] * 1000
    print(f"CPU per move: app server {server:.2f} ms, the clients {clients:.2f} ms; "
          f"the clients' event loop late by {lag:.1f} ms at p99")  # fmt: skip
    if "flood_answers" in costs:
        print(f"one member's flood: {costs['flood_answers']:,.0f} messages answered "
              f"({costs['flood_answers'] / elapsed:,.0f}/s)")  # fmt: skip
    if "inserted" in costs:
        print(f"PostgreSQL per move: {costs['inserted'] / moves:.2f} rows inserted, "
              f"{costs['updated'] / moves:.2f} rows updated, "
              f"{costs['commits'] / moves:.2f} commits")  # fmt: skip


if __name__ == "__main__":
    main()
