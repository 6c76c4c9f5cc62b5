"""Load benchmark, run by hand: `.venv/bin/python benchmarks/load_bench.py` (`make bench-all`).

Starts gunicorn on 127.0.0.1 with the production settings on a fresh PostgreSQL database (a
public club `load`, its ruleset `house` at version 1 = the library's classic Spades, an
editor with a token), then:

1. Publishers: `--publishers` clients (default 50) for `--seconds` (default 60), each looping
   GET the ruleset (its revision), POST a new version (classic Spades with a target score no
   other client uses) with `If-Match: "<revision>"`, and on 412 reading again and retrying
   the same edit. Every status is recorded. Checked afterwards against the database: every
   POST was answered 201 or 412 (no other 4xx, no 5xx, no connection error); the 201s are
   exactly versions 2..N, each once, each holding the target its client sent, its parent the
   version before, and the `If-Match` it was sent with that parent's revision; every 412 was
   sent with a revision that had indeed been superseded; `manage.py verify_registry` is clean.
2. Readers: `--readers` anonymous clients (default 200) for `--read-seconds` (default 30),
   half reading `GET rules/{digest}` (cycling through every digest phase 1 stored), half
   `GET …/versions/latest` (the 307 itself, not followed: what is measured is the lookup, and
   following would time the version page instead). Any answer but 200 (307 with a Location)
   is an error. With `--with-writers` the publishers run again at the same time and their
   results are checked as in phase 1.

Requests per second and p50/p90/p99/max latency are printed per endpoint, then a Markdown
table of every figure. The exit status is 1 if any invariant failed (each is named), 0
otherwise; when no PostgreSQL answers, it says so and exits 0, as `api_bench.py` does.

The server is `--workers` gunicorn processes (default 2) of `--threads` threads (default 16):
one process per core, because the GIL lets a process use one core; many threads, because a
request spends most of its time waiting, for PostgreSQL (the club's row lock every publish
takes, each query's round trip) or for a core on a busy machine, and a thread that waits holds
nothing. Measured on the 2-core machine (12 s phases, 2 alternating rounds, load average
10-15): 2 x 16 read about twice what 2 x 8 did and as much as 2 x 32, with half the
connections; 4 x 8 did worse than 2 x 16. 2 x 16 keeps 32 database connections open
(DATABASE_CONN_MAX_AGE), a third of PostgreSQL's default 100. The load generator is one
asyncio HTTP/1.1 client (keep-alive connections, one per simulated client) in this process:
it shares the machine with the server and PostgreSQL, so latencies include its own queueing.

Only 127.0.0.1 is contacted; every loop is bounded in time and every request times out after
30 s. The database named by LOAD_BENCH_DATABASE_URL (default
postgres://postgres@127.0.0.1:5432/houserules_load) is dropped and re-created, and dropped
at the end unless `--keep`.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from _server import PYTHON, ROOT, environment, free_port, recreate_database, start_gunicorn, stop

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/houserules_load"
CLUB, RULESET = "load", "house"
RULESET_PATH = f"/api/v1/clubs/{CLUB}/rulesets/{RULESET}/"
VERSIONS_PATH = RULESET_PATH + "versions/"
LATEST_PATH = RULESET_PATH + "versions/latest"
TIMEOUT = 30.0
CLASSIC = (ROOT / "rulesets" / "library" / "classic.yaml").read_bytes()
FIRST_TARGET = 1000
MAX_TARGET = 100_000  # the rules language's largest number of points
SHOWN = 5  # examples named per failed invariant

# The production settings, plus request errors written to the server's log: with DEBUG off
# Django would otherwise swallow the traceback of a 500, which is what a load test looks for.
BENCH_SETTINGS = """
from houserules.settings import *  # noqa: F403  (the production settings, as configured)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"stderr": {"class": "logging.StreamHandler"}},
    "loggers": {"django.request": {"handlers": ["stderr"], "level": "ERROR"}},
}
"""

SETUP = """
import json
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from registry.models import Role
from registry.services import create_club, create_ruleset, publish, set_membership
from registry.services.library import LIBRARY_DIR

editor = get_user_model().objects.create_user("load-editor")
club = create_club(slug=%(club)r, name="Load club", public=True)
set_membership(club, editor, Role.EDITOR, actor=None)
ruleset = create_ruleset(club, slug=%(ruleset)r, title="House rules", actor=None)
ruleset.refresh_from_db()
classic = (LIBRARY_DIR / "classic.yaml").read_bytes()
publish(
    ruleset, classic, author=editor, message="Start from classic", base_revision=ruleset.revision
)
print("LOADBENCH " + json.dumps({"token": Token.objects.create(user=editor).key}))
"""

DUMP = """
import json, re
from registry.models import Version
rows = []
versions = Version.objects.filter(ruleset__club__slug=%(club)r, ruleset__slug=%(ruleset)r)
for v in versions.select_related("parent").order_by("number"):
    found = re.search(rb"\\n  target: (\\d+) ", v.source_bytes)
    rows.append([
        v.number, v.revision, v.parent.number if v.parent else None,
        int(found.group(1)) if found else None, v.document_id,
    ])
print("LOADBENCH " + json.dumps(rows))
"""


# --- what is recorded, and the invariants ----------------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """One POST of a new version: what was sent and what came back."""

    client: int
    target: int
    base: str  # the revision sent in If-Match
    status: int | None  # None: no answer (connection error or timeout)
    number: int | None = None  # the version number in the answer's body
    revision: str | None = None  # the Ruleset-Revision header of the answer
    ms: float = 0.0
    error: str = ""


@dataclass(frozen=True)
class Stored:
    """One version of the ruleset as the database holds it after the run."""

    number: int
    revision: str
    parent: int | None
    target: int | None
    digest: str = ""


@dataclass
class Tally:
    """Everything the publishers saw: their POSTs, and how their ruleset reads were answered
    (a status, or what went wrong when there was no usable answer)."""

    attempts: list[Attempt] = field(default_factory=list)
    reads: list[int | str] = field(default_factory=list)


def outcome_counts(attempts: Iterable[Attempt]) -> Counter[str]:
    """The POSTs by kind: 201, 412, other 4xx, 5xx, connection errors, other (status)."""
    kinds: Counter[str] = Counter()
    for attempt in attempts:
        status = attempt.status
        if status is None:
            kinds["connection errors"] += 1
        elif status in (201, 412):
            kinds[str(status)] += 1
        elif status >= 500:
            kinds["5xx"] += 1
        elif status >= 400:
            kinds["other 4xx"] += 1
        else:
            kinds[f"other ({status})"] += 1
    return kinds


def _some(items: Sequence[object]) -> str:
    if not items:
        return "none"
    shown = ", ".join(str(item) for item in items[:SHOWN])
    return shown + (f" and {len(items) - SHOWN} more" if len(items) > SHOWN else "")


def check_publishers(tally: Tally, stored: Sequence[Stored]) -> list[str]:
    """Every broken publishing invariant, each named with examples; empty when all hold.

    `stored` is the ruleset's versions in the database; version 1 was published before the
    clients started, so versions 2..N must be exactly the 201s.
    """
    problems: list[str] = []
    bad_reads = Counter(status for status in tally.reads if status != 200)
    if bad_reads:
        problems.append(f"ruleset reads not answered 200: {dict(bad_reads)}")
    refused = [a for a in tally.attempts if a.status not in (201, 412)]
    if refused:
        details = [f"client {a.client} got {a.status or ''} {a.error}".strip() for a in refused]
        problems.append(
            f"POSTs answered neither 201 nor 412: {dict(outcome_counts(refused))} "
            f"({_some(details)})"
        )

    numbers = [v.number for v in stored]
    by_number = {v.number: v for v in stored}
    if numbers != list(range(1, len(numbers) + 1)):
        duplicates = sorted(n for n, c in Counter(numbers).items() if c > 1)
        missing = sorted(set(range(1, max(numbers, default=0) + 1)) - set(numbers))
        problems.append(
            f"the database's version numbers are not 1..N: duplicates {_some(duplicates)}, "
            f"missing {_some(missing)}"
        )
    wins = [a for a in tally.attempts if a.status == 201]
    if not wins:
        problems.append("no POST was answered 201: nothing was published")
    won = Counter(a.number for a in wins)
    twice = sorted(n for n, c in won.items() if n is not None and c > 1)
    if twice:
        problems.append(f"version numbers answered 201 more than once: {_some(twice)}")
    head = max(numbers, default=0)
    unanswered = sorted(set(range(2, head + 1)) - set(won))
    if unanswered:
        problems.append(f"versions stored but never answered 201: {_some(unanswered)}")
    unknown = sorted(str(n) for n in set(won) if n is None or n not in by_number or n < 2)
    if unknown:
        problems.append(f"201s naming a version the database does not hold: {_some(unknown)}")

    mismatched: list[str] = []
    for attempt in wins:
        version = by_number.get(attempt.number or 0)
        parent = by_number.get((attempt.number or 0) - 1)
        if version is None or parent is None:
            continue
        if version.target != attempt.target:
            mismatched.append(f"v{version.number} holds {version.target}, not {attempt.target}")
        if version.parent != parent.number:
            mismatched.append(f"v{version.number}'s parent is v{version.parent}")
        if parent.revision != attempt.base:
            mismatched.append(f"v{version.number} was published on a stale If-Match")
        if attempt.revision != version.revision:
            mismatched.append(f"v{version.number}'s 201 named revision {attempt.revision}")
    if mismatched:
        problems.append(f"201s that do not match the database: {_some(mismatched)}")

    superseded = {v.revision for v in stored if v.number < head}
    current = by_number[head].revision if head in by_number else None
    unfair = [
        f"client {a.client} on {'the head' if a.base == current else 'an unknown revision'}"
        for a in tally.attempts
        if a.status == 412 and a.base not in superseded
    ]
    if unfair:
        problems.append(f"412s whose If-Match had not been superseded: {_some(unfair)}")
    return problems


def percentile(ordered: Sequence[float], q: float) -> float:
    """The nearest-rank percentile of sorted values (NaN when there are none)."""
    if not ordered:
        return float("nan")
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[min(len(ordered), int(rank)) - 1]


@dataclass
class Figures:
    """Requests of one kind: latencies of every answer (ms), and the errors among them."""

    name: str
    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)

    def row(self, seconds: float) -> dict[str, str]:
        ordered = sorted(self.latencies)
        at = {q: percentile(ordered, q) for q in (50, 90, 99)}
        return {
            "requests": f"{len(ordered):,}",
            "errors": f"{sum(self.errors.values()):,}",
            "req/s": f"{len(ordered) / seconds:,.0f}",
            "p50 ms": f"{at[50]:.1f}",
            "p90 ms": f"{at[90]:.1f}",
            "p99 ms": f"{at[99]:.1f}",
            "max ms": f"{max(ordered, default=float('nan')):.1f}",
        }


def check_readers(figures: Iterable[Figures]) -> list[str]:
    """An invariant per endpoint: no errors at all."""
    return [
        f"{one.name}: {sum(one.errors.values())} errors {dict(one.errors)}"
        for one in figures
        if one.errors
    ]


# --- a small HTTP/1.1 client ----------------------------------------------------------------


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes


class Connection:
    """One keep-alive connection to the server, reopened after any failure."""

    def __init__(self, port: int, headers: dict[str, str] | None = None) -> None:
        self.port = port
        self.headers = headers or {}
        self.streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def request(
        self, method: str, path: str, headers: dict[str, str] | None = None, body: bytes = b""
    ) -> Reply:
        try:
            return await asyncio.wait_for(self._exchange(method, path, headers, body), TIMEOUT)
        except BaseException:
            self.close()
            raise

    async def _exchange(
        self, method: str, path: str, extra: dict[str, str] | None, body: bytes
    ) -> Reply:
        if self.streams is None:
            self.streams = await asyncio.open_connection("127.0.0.1", self.port)
        reader, writer = self.streams
        lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
        lines += [f"{k}: {v}" for k, v in {**self.headers, **(extra or {})}.items()]
        if body or method == "POST":
            lines.append(f"Content-Length: {len(body)}")
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        status = int(head[0].split(" ", 2)[1])
        headers = {}
        for line in head[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        if status in (204, 304) or 100 <= status < 200:
            data = b""
        elif "content-length" in headers:
            data = await reader.readexactly(int(headers["content-length"]))
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            data = await self._chunks(reader)
        else:
            data = await reader.read()
            headers["connection"] = "close"
        if headers.get("connection", "").lower() == "close":
            self.close()
        return Reply(status, headers, data)

    @staticmethod
    async def _chunks(reader: asyncio.StreamReader) -> bytes:
        data = b""
        while size := int((await reader.readuntil(b"\r\n")).split(b";")[0], 16):
            data += await reader.readexactly(size)
            await reader.readexactly(2)
        await reader.readuntil(b"\r\n")  # no trailers are ever sent
        return data

    def close(self) -> None:
        if self.streams is not None:
            self.streams[1].close()
            self.streams = None


def describe(error: BaseException) -> str:
    if isinstance(error, asyncio.TimeoutError | TimeoutError):
        return f"timeout after {TIMEOUT:.0f} s"
    return f"{type(error).__name__}: {error}"[:200]


# --- the clients ----------------------------------------------------------------------------


def with_target(points: int) -> bytes:
    """Classic Spades played to `points`: a distinct, valid version per target."""
    if not FIRST_TARGET <= points <= MAX_TARGET:
        raise SystemExit(f"ran out of distinct targets at {points}")
    return CLASSIC.replace(b"  target: 500 ", f"  target: {points} ".encode(), 1)


async def publisher(
    client: int, port: int, token: str, until: float, targets: Iterable[int], tally: Tally
) -> None:
    """GET the revision, POST a version on it; after a 412 the same edit again, after a 201
    the next one."""
    connection = Connection(port, {"Authorization": f"Token {token}", "Accept": "application/json"})
    numbers = iter(targets)
    target = next(numbers)
    while time.monotonic() < until:
        try:
            read = await connection.request("GET", RULESET_PATH)
            base = json.loads(read.body)["revision"] if read.status == 200 else None
        except Exception as error:  # noqa: BLE001  (any failure is a finding, recorded as such)
            tally.reads.append(describe(error))
            await asyncio.sleep(0.1)
            continue
        tally.reads.append(read.status)
        if base is None:
            await asyncio.sleep(0.1)  # a refusal is recorded; hammering it would add nothing
            continue
        payload = json.dumps(
            {"source": with_target(target).decode(), "message": f"client {client}: {target}"}
        ).encode()
        headers = {"If-Match": f'"{base}"', "Content-Type": "application/json"}
        start = time.perf_counter()
        try:
            reply = await connection.request("POST", VERSIONS_PATH, headers, payload)
        except Exception as error:  # noqa: BLE001
            ms = (time.perf_counter() - start) * 1000
            tally.attempts.append(Attempt(client, target, base, None, ms=ms, error=describe(error)))
            continue
        ms = (time.perf_counter() - start) * 1000
        number = None
        if reply.status in (200, 201):
            number = json.loads(reply.body).get("number")
        tally.attempts.append(
            Attempt(
                client,
                target,
                base,
                reply.status,
                number=number,
                revision=reply.headers.get("ruleset-revision"),
                ms=ms,
                error="" if reply.status < 500 else reply.body[:200].decode(errors="replace"),
            )
        )
        if reply.status == 201:
            target = next(numbers)
    connection.close()


async def reader(
    port: int, paths: Sequence[str], expected: int, until: float, figures: Figures
) -> None:
    connection = Connection(port)
    at = secrets.randbelow(len(paths))
    while time.monotonic() < until:
        at = (at + 1) % len(paths)
        start = time.perf_counter()
        try:
            reply = await connection.request("GET", paths[at])
        except Exception as error:  # noqa: BLE001
            figures.errors[describe(error)] += 1
            continue
        figures.latencies.append((time.perf_counter() - start) * 1000)
        if reply.status != expected:
            figures.errors[f"status {reply.status}"] += 1
        elif expected == 307 and not reply.headers.get("location"):
            figures.errors["307 without a Location"] += 1
    connection.close()


def target_pool(publishers: int, start: int) -> list[Iterable[int]]:
    """Disjoint targets per client (client i uses start+i, start+i+n, ...)."""
    return [itertools.count(start + i, publishers) for i in range(publishers)]


async def run_publishers(
    port: int, token: str, publishers: int, seconds: float, start: int, tally: Tally
) -> None:
    until = time.monotonic() + seconds
    pools = target_pool(publishers, start)
    await asyncio.gather(
        *(publisher(i, port, token, until, pools[i], tally) for i in range(publishers))
    )


async def run_readers(
    port: int,
    digests: Sequence[str],
    readers: int,
    seconds: float,
    writers: tuple[str, int, int, Tally] | None,
) -> tuple[Figures, Figures, float]:
    by_digest = Figures("GET rules/{digest} (200)")
    latest = Figures("GET …/versions/latest (307, not followed)")
    paths = [f"/api/v1/rules/{digest}" for digest in digests]
    until = time.monotonic() + seconds
    jobs = [
        reader(port, paths, 200, until, by_digest)
        if i % 2 == 0
        else reader(port, [LATEST_PATH], 307, until, latest)
        for i in range(readers)
    ]
    if writers is not None:
        token, publishers, start, tally = writers
        jobs.append(run_publishers(port, token, publishers, seconds, start, tally))
    began = time.monotonic()
    await asyncio.gather(*jobs)
    return by_digest, latest, time.monotonic() - began


# --- the run --------------------------------------------------------------------------------


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) of process `pid` and its children so far, read from /proc:
    what the server itself burnt, whatever else the machine was running. NaN without /proc."""
    ticks, total = os.sysconf("SC_CLK_TCK"), 0
    try:
        entries = list(Path("/proc").iterdir())
    except OSError:
        return float("nan")
    for entry in entries:
        try:
            # After the command's closing parenthesis: state, ppid, ... utime (14), stime (15).
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if entry.name == str(pid) or fields[1] == str(pid):
            total += int(fields[11]) + int(fields[12])
    return total / ticks


def manage(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True
    )


def shell(env: dict[str, str], code: str) -> object:
    """Run `code` in `manage.py shell` and return the JSON it printed after `LOADBENCH `."""
    done = manage(env, "shell", "-c", code)
    for line in done.stdout.splitlines():
        if line.startswith("LOADBENCH "):
            return json.loads(line.removeprefix("LOADBENCH "))
    raise SystemExit(f"manage.py shell failed:\n{done.stdout}\n{done.stderr}")


def stored_versions(env: dict[str, str]) -> list[Stored]:
    rows = shell(env, DUMP % {"club": CLUB, "ruleset": RULESET})
    assert isinstance(rows, list)
    return [Stored(*row) for row in rows]


def verify(env: dict[str, str]) -> tuple[list[str], str]:
    """`manage.py verify_registry`: its problems (none when clean) and its last line."""
    done = manage(env, "verify_registry")
    out = (done.stdout + done.stderr).strip()
    last = out.splitlines()[-1] if out else ""
    return ([] if done.returncode == 0 else [f"verify_registry failed: {out[-2000:]}"]), last


def publishing_rows(tally: Tally, seconds: float) -> dict[str, str]:
    kinds = outcome_counts(tally.attempts)
    post = Figures("POST", [a.ms for a in tally.attempts if a.status is not None])
    row = post.row(seconds)
    others = sum(v for k, v in kinds.items() if k.startswith("other ("))
    return {
        "POSTs": f"{len(tally.attempts):,}",
        "201": f"{kinds['201']:,}",
        "412": f"{kinds['412']:,}",
        "other 4xx": f"{kinds['other 4xx']:,}",
        "5xx": f"{kinds['5xx']:,}",
        "other statuses": f"{others:,}",
        "connection errors": f"{kinds['connection errors']:,}",
        "ruleset reads": f"{len(tally.reads):,}",
        "publishes/s": f"{kinds['201'] / seconds:.1f}",
        "POST p50 ms": row["p50 ms"],
        "POST p99 ms": row["p99 ms"],
        "POST max ms": row["max ms"],
    }


def markdown(rows: dict[str, dict[str, str]]) -> str:
    columns = list(next(iter(rows.values())))
    lines = ["| | " + " | ".join(columns) + " |", "| --- |" + " ---: |" * len(columns)]
    for name, row in rows.items():
        lines.append(f"| {name} | " + " | ".join(row[c] for c in columns) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60, help="publishers' phase (60)")
    parser.add_argument("--read-seconds", type=float, default=30, help="readers' phase (30)")
    parser.add_argument("--publishers", type=int, default=50)
    parser.add_argument("--readers", type=int, default=200)
    parser.add_argument("--with-writers", action="store_true", help="publish while reading")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn processes (2)")
    parser.add_argument("--threads", type=int, default=16, help="threads per process (16)")
    parser.add_argument("--keep", action="store_true", help="keep the database afterwards")
    args = parser.parse_args()
    if not (1 <= args.seconds <= 600 and 1 <= args.read_seconds <= 600):
        raise SystemExit("--seconds and --read-seconds must be 1..600")
    if not (1 <= args.publishers <= 500 and 2 <= args.readers <= 2000):
        raise SystemExit("--publishers must be 1..500 and --readers 2..2000")

    database_url = os.environ.get("LOAD_BENCH_DATABASE_URL", DEFAULT_URL)
    env = environment(database_url)
    import psycopg

    try:
        recreate_database(database_url)
    except psycopg.OperationalError as error:
        print(f"skipped: no PostgreSQL at {database_url} ({error})")
        return 0
    migrated = manage(env, "migrate", "-v", "0")
    if migrated.returncode != 0:
        raise SystemExit(f"migrate failed:\n{migrated.stderr}")
    token = shell(env, SETUP % {"club": CLUB, "ruleset": RULESET})
    assert isinstance(token, dict)
    problems: list[str] = []
    tables: dict[str, dict[str, dict[str, str]]] = {}
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="load-bench-") as tmp:
        workdir = Path(tmp)
        (workdir / "bench_settings.py").write_text(BENCH_SETTINGS)
        log_path = workdir / "gunicorn.log"
        port = free_port()
        with log_path.open("wb") as log:
            server = start_gunicorn(env, workdir, port, args.workers, threads=args.threads, log=log)
            try:
                problems += phases(args, env, port, server.pid, token["token"], tables)
            finally:
                stop(server)
        server_log = log_path.read_text(errors="replace")
    load_after = os.getloadavg()
    if not args.keep:
        recreate_database(database_url, create=False)

    print(
        f"\n## Load benchmark: gunicorn {args.workers} x {args.threads} gthread, PostgreSQL,"
        f" {os.cpu_count()} CPUs; load average {load_before[0]:.1f} before,"
        f" {load_after[0]:.1f} after\n"
    )
    for title, rows in tables.items():
        print(f"{title}\n\n{markdown(rows)}\n")
    if server_log.strip():
        print("server log (last 3,000 characters):\n" + server_log[-3000:])
    if problems:
        print("FAILED:\n" + "\n".join(f"- {problem}" for problem in problems))
        return 1
    print("every invariant held")
    return 0


def phases(
    args: argparse.Namespace,
    env: dict[str, str],
    port: int,
    server: int,
    token: str,
    tables: dict[str, dict[str, dict[str, str]]],
) -> list[str]:
    """Warm up, publish, check, read (with writers if asked), check again. `server` is the
    gunicorn master's process id, whose CPU time (with its workers') each phase reports."""

    async def warm_up() -> None:
        connection = Connection(port, {"Authorization": f"Token {token}"})
        for _ in range(4 * args.workers * args.threads):
            await connection.request("GET", RULESET_PATH)
        connection.close()

    asyncio.run(warm_up())
    print(f"phase 1: {args.publishers} publishers for {args.seconds:.0f} s ...", flush=True)
    tally = Tally()
    start, cpu = time.monotonic(), cpu_seconds(server)
    asyncio.run(run_publishers(port, token, args.publishers, args.seconds, FIRST_TARGET, tally))
    elapsed = time.monotonic() - start
    publish_cores = (cpu_seconds(server) - cpu) / elapsed
    stored = stored_versions(env)
    problems = check_publishers(tally, stored)
    failed, verified = verify(env)
    problems += failed
    publishing = {f"{args.publishers} publishers, {elapsed:.0f} s": publishing_rows(tally, elapsed)}
    print(f"  {publishing_rows(tally, elapsed)}\n  {verified}", flush=True)

    digests = sorted({v.digest for v in stored})
    writers = None
    if args.with_writers:
        # Above every target phase 1 sent or stored: a repeat of the head's bytes would be
        # answered 200, and a 201 could no longer be traced to the client that sent it.
        sent = [a.target for a in tally.attempts] + [v.target or 0 for v in stored]
        start_at = max(sent) + 1
        writers = (token, args.publishers, start_at, Tally())
    print(
        f"phase 2: {args.readers} readers over {len(digests)} digests for "
        f"{args.read_seconds:.0f} s{' with the publishers' if writers else ''} ...",
        flush=True,
    )
    cpu = cpu_seconds(server)
    by_digest, latest, elapsed = asyncio.run(
        run_readers(port, digests, args.readers, args.read_seconds, writers)
    )
    read_cores = (cpu_seconds(server) - cpu) / elapsed
    problems += check_readers([by_digest, latest])
    reading = {one.name: one.row(elapsed) for one in (by_digest, latest)}
    if writers is not None:
        tally.attempts += writers[3].attempts
        tally.reads += writers[3].reads
        problems += check_publishers(tally, stored_versions(env))
        failed, verified = verify(env)
        problems += failed
        name = f"{args.publishers} publishers during phase 2, {elapsed:.0f} s"
        publishing[name] = publishing_rows(writers[3], elapsed)
        print(f"  {verified}", flush=True)
    tables[
        f"Publishing (POST …/versions/ with If-Match); the server used {publish_cores:.2f}"
        " cores in phase 1"
    ] = publishing
    also = " and the publishers" if writers else ""
    tables[
        f"Reading ({args.readers} anonymous clients, public club{also}); the server used"
        f" {read_cores:.2f} cores"
    ] = reading
    return problems


if __name__ == "__main__":
    sys.exit(main())
