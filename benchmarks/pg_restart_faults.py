"""PostgreSQL restarted while publishes are in flight, run by hand:

    .venv/bin/python benchmarks/pg_restart_faults.py --cluster 15/faults

Every publish must either succeed (its version is there, whole) or get a clean error (503
with a problem document and Retry-After), nothing may be half-written, version numbers stay
contiguous and `verify_registry` is clean afterwards.

It restarts a PostgreSQL cluster, so it needs one of its own: a cluster on port 5432 or
called `main` is refused. To make one (as root; `ls /etc/postgresql` gives the version):

    pg_createcluster 15 faults --port 5441
    # in /etc/postgresql/15/faults/pg_hba.conf: host all all 127.0.0.1/32 trust
    pg_ctlcluster --skip-systemctl-redirect 15 faults start

and to remove it afterwards: `pg_dropcluster --stop 15 faults`.

The run: a fresh database `houserules_pg_restart` in that cluster, one club with a ruleset
per publisher, gunicorn on 127.0.0.1 with the production settings (DEBUG off, connections
kept open with health checks), and `--publishers` threads that each read their ruleset's
revision and publish a new version with `If-Match`, for `--seconds`. A client that gets a
503 waits (Retry-After, at most a second here) and sends the same request again, as a
client should. Meanwhile the cluster is restarted once per `--restarts` mode (`fast`:
sessions are ended cleanly; `immediate`: the server is killed and recovers from its WAL),
evenly spaced. Then every answer is checked against the database.

The figures: publishes attempted, created (201), answered from a stored version on a retry
(200), clean errors (503), anything else (500s, transport errors), how long each restart took
and how long clients saw errors. The last line is `RESULT {json}`; the exit status is 0 when
every check passed. Only 127.0.0.1 is contacted; every loop is bounded in time.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import _server  # benchmarks/_server.py: gunicorn and the production environment

ROOT = _server.ROOT
DATABASE = "houserules_pg_restart"
SHARED_PORT = 5432
CLASSIC = (ROOT / "rulesets" / "library" / "classic.yaml").read_bytes()
RETRY_AFTER_CAP = 1.0
"""Seconds a client waits at most before sending a request again after a 503."""

SETUP = """
import json
from django.contrib.auth.models import User
from rest_framework.authtoken.models import Token
from registry.services import create_club, create_ruleset, publish, set_membership
from registry.services.library import LIBRARY_DIR
classic = (LIBRARY_DIR / "classic.yaml").read_bytes()
owner = User.objects.create_user("restart-owner")
club = create_club(slug="restart", name="Restart", owner=owner)
for i in range({publishers}):
    ruleset = create_ruleset(club, slug=f"rules-{{i}}", title=f"Rules {{i}}", actor=owner)
    publish(ruleset, classic, author=owner, message="v1", base_revision=ruleset.revision)
print(json.dumps({{"token": Token.objects.create(user=owner).key}}))
"""


def source_for(target: int) -> bytes:
    """Classic Spades played to `target` points: one distinct YAML per publish."""
    changed = CLASSIC.replace(b"  target: 500 ", f"  target: {target} ".encode(), 1)
    assert changed != CLASSIC
    return changed


def sha256(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


# --- the cluster ------------------------------------------------------------------------------


def cluster_port(cluster: str) -> int:
    """The port of `VERSION/NAME`, refusing the shared cluster."""
    version, _, name = cluster.partition("/")
    lines = subprocess.run(
        ["pg_lsclusters", "-h"], check=True, capture_output=True, text=True
    ).stdout.splitlines()
    for line in lines:
        fields = line.split()
        if fields[:2] == [version, name]:
            port = int(fields[2])
            if port == SHARED_PORT or name == "main":
                raise SystemExit(f"refusing to restart {cluster} (port {port}): it is shared")
            if fields[3] != "online":
                raise SystemExit(f"cluster {cluster} is {fields[3]}; start it first")
            return port
    raise SystemExit(f"no PostgreSQL cluster {cluster} (see pg_lsclusters; the docstring)")


def restart(cluster: str, mode: str) -> float:
    """Restart the cluster; the seconds the command took (it returns once PostgreSQL accepts
    connections again)."""
    version, _, name = cluster.partition("/")
    start = time.monotonic()
    subprocess.run(
        ["pg_ctlcluster", "--skip-systemctl-redirect", version, name, "restart", "-m", mode],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return time.monotonic() - start


# --- the clients ------------------------------------------------------------------------------


@dataclass
class Answer:
    """One HTTP exchange."""

    ruleset: int
    kind: str  # "read" or "publish"
    status: int  # 0: no HTTP answer at all
    started: float
    ended: float
    target: int | None = None
    number: int | None = None
    problem_type: str = ""
    retry_after: str | None = None
    retry_of: int | None = None


@dataclass
class Log:
    answers: list[Answer] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, answer: Answer) -> int:
        with self.lock:
            self.answers.append(answer)
            return len(self.answers) - 1


def request(url: str, token: str, body: bytes | None, if_match: str | None) -> tuple[int, Any, Any]:
    headers = {"Authorization": f"Token {token}", "Accept": "application/json"}
    if body is not None:
        headers["Content-Type"] = "application/json"
    if if_match is not None:
        headers["If-Match"] = f'"{if_match}"'
    sent = urllib.request.Request(url, data=body, method="POST" if body else "GET", headers=headers)
    try:
        with urllib.request.urlopen(sent, timeout=30) as response:
            return response.status, response.headers, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        try:
            document = json.loads(error.read() or b"null")
        except ValueError:
            document = None
        return error.code, error.headers, document
    except (OSError, ValueError):
        return 0, {}, None


def exchange(
    index: int, kind: str, url: str, token: str, body: bytes | None, if_match: str | None
) -> tuple[Answer, Any]:
    started = time.monotonic()
    status, headers, document = request(url, token, body, if_match)
    answer = Answer(index, kind, status, started, time.monotonic())
    if isinstance(document, dict):
        answer.number = document.get("number")
        answer.problem_type = str(document.get("type", "")).rsplit("/", 1)[-1]
    answer.retry_after = headers.get("Retry-After") if headers else None
    return answer, document


def pause(answer: Answer) -> None:
    time.sleep(min(RETRY_AFTER_CAP, float(answer.retry_after or RETRY_AFTER_CAP)))


def publisher(
    index: int, base: str, token: str, until: float, targets: itertools.count, log: Log
) -> None:
    url = f"{base}/api/v1/clubs/restart/rulesets/rules-{index}/"
    while time.monotonic() < until:
        answer, document = exchange(index, "read", url, token, None, None)
        log.add(answer)
        if answer.status != 200:
            pause(answer)
            continue
        revision = document["revision"]
        target = next(targets)
        body = json.dumps({"source": source_for(target).decode(), "message": f"to {target}"})
        retry_of = None
        # Sent again as it is after a 503, until it lands or the run is over.
        while time.monotonic() < until + 30:
            answer, _ = exchange(
                index, "publish", url + "versions/", token, body.encode(), revision
            )
            answer.target, answer.retry_of = target, retry_of
            retry_of = log.add(answer)
            if answer.status not in (0, 503):
                break
            pause(answer)


# --- the checks -------------------------------------------------------------------------------


def stored_versions(database_url: str) -> dict[int, list[tuple[int, str]]]:
    import psycopg

    with psycopg.connect(database_url) as connection:
        rows = connection.execute(
            "SELECT r.slug, v.number, v.source_digest FROM registry_version v "
            "JOIN registry_ruleset r ON r.id = v.ruleset_id ORDER BY r.slug, v.number"
        ).fetchall()
    found: dict[int, list[tuple[int, str]]] = {}
    for slug, number, digest in rows:
        found.setdefault(int(slug.rsplit("-", 1)[1]), []).append((number, digest))
    return found


def check(log: Log, database_url: str, env: dict[str, str]) -> list[str]:
    """Every way the run went wrong; empty when it did not."""
    wrong = []
    stored = stored_versions(database_url)
    publishes = [a for a in log.answers if a.kind == "publish"]
    for answer in log.answers:
        if answer.status not in (200, 201, 503):
            wrong.append(f"rules-{answer.ruleset} {answer.kind}: HTTP {answer.status or 'none'}")
        if answer.status == 503 and (answer.problem_type != "database-unavailable"):
            wrong.append(f"rules-{answer.ruleset}: a 503 without its problem document")
        if answer.status == 503 and not answer.retry_after:
            wrong.append(f"rules-{answer.ruleset}: a 503 without Retry-After")
    for ruleset, versions in sorted(stored.items()):
        numbers = [number for number, _ in versions]
        if numbers != list(range(1, len(numbers) + 1)):
            wrong.append(f"rules-{ruleset}: version numbers {numbers} are not contiguous")
        sent = {
            sha256(source_for(a.target)) for a in publishes if a.ruleset == ruleset and a.target
        }
        for number, digest in versions[1:]:
            if digest not in sent:
                wrong.append(f"rules-{ruleset}@{number} was never sent")
        digests = [digest for _, digest in versions]
        if len(set(digests)) != len(digests):
            wrong.append(f"rules-{ruleset}: a publish was stored twice")
        by_digest = {digest: number for number, digest in versions}
        for answer in publishes:
            if answer.ruleset != ruleset or answer.status not in (200, 201):
                continue
            digest = sha256(source_for(answer.target or 0))
            if by_digest.get(digest) != answer.number:
                wrong.append(
                    f"rules-{ruleset}: answered @{answer.number}, stored {digest} as "
                    f"@{by_digest.get(digest)}"
                )
    verified = subprocess.run(
        [_server.PYTHON, "manage.py", "verify_registry"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    if verified.returncode != 0:
        wrong.append(f"verify_registry: {verified.stderr.strip()}")
    return wrong


def error_spans(log: Log, restarts: list[tuple[float, float]]) -> list[float]:
    """For each restart, the seconds from the start of the first request that failed after
    it began to the end of the last one that failed before the next restart."""
    spans = []
    starts = [began for began, _ in restarts] + [float("inf")]
    for began, following in itertools.pairwise(starts):
        failed = [
            a
            for a in log.answers
            if a.status not in (200, 201) and began <= a.ended and a.started < following
        ]
        spans.append(
            max(a.ended for a in failed) - min(a.started for a in failed) if failed else 0.0
        )
    return spans


# --- the run ----------------------------------------------------------------------------------


def serve(
    args: argparse.Namespace,
    env: dict[str, str],
    workdir: Path,
    server_log: IO[bytes],
    token: str,
    log: Log,
    restarts: list[tuple[float, float]],
    modes: list[str],
) -> None:
    """gunicorn, the publishers, and the restarts in between."""
    port_http = _server.free_port()
    server = _server.start_gunicorn(
        env, workdir, port_http, args.workers, threads=args.publishers, log=server_log
    )
    try:
        base = f"http://127.0.0.1:{port_http}"
        until = time.monotonic() + args.seconds
        targets = itertools.count(1000)
        threads = [
            threading.Thread(target=publisher, args=(i, base, token, until, targets, log))
            for i in range(args.publishers)
        ]
        for thread in threads:
            thread.start()
        began_at = until - args.seconds
        for n, mode in enumerate(modes, start=1):
            # Restarts evenly spaced over the run, so there is load before, between and after.
            at = began_at + n * args.seconds / (len(modes) + 1)
            time.sleep(max(0.0, at - time.monotonic()))
            began = time.monotonic()
            took = restart(args.cluster, mode)
            restarts.append((began, took))
            print(f"restarted ({mode}) in {took:.1f} s", flush=True)
        for thread in threads:
            thread.join(timeout=args.seconds + 120)
    finally:
        _server.stop(server)


def run(args: argparse.Namespace) -> dict[str, Any]:
    port = cluster_port(args.cluster)
    database_url = f"postgres://postgres@127.0.0.1:{port}/{DATABASE}"
    _server.recreate_database(database_url)
    env = _server.environment(database_url)
    subprocess.run(
        [_server.PYTHON, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    made = subprocess.run(
        [_server.PYTHON, "manage.py", "shell", "-c", SETUP.format(publishers=args.publishers)],
        cwd=ROOT, env=env, check=True, capture_output=True, text=True,
    )  # fmt: skip
    token = json.loads(made.stdout.strip().splitlines()[-1])["token"]
    modes = [m for m in args.restarts.split(",") if m]
    log, restarts = Log(), []
    with tempfile.TemporaryDirectory() as workdir:
        Path(workdir, "bench_settings.py").write_text(
            "from houserules.settings import *  # noqa: F403\n"
        )
        with Path(workdir, "gunicorn.log").open("wb") as server_log:
            serve(args, env, Path(workdir), server_log, token, log, restarts, modes)
        server_errors = Path(workdir, "gunicorn.log").read_text(errors="replace")
    wrong = check(log, database_url, env)
    if "Traceback" in server_errors and any(a.status == 500 for a in log.answers):
        wrong.append("the server logged tracebacks for 500s:\n" + server_errors[-3000:])
    publishes = [a for a in log.answers if a.kind == "publish"]
    result = {
        "publishers": args.publishers,
        "seconds": args.seconds,
        "restarts": [
            {"mode": mode, "seconds": round(took, 2)}
            for mode, (_, took) in zip(modes, restarts, strict=True)
        ],
        "client_error_seconds": [round(s, 2) for s in error_spans(log, restarts)],
        "publishes_sent": len(publishes),
        "distinct_publishes": len({(a.ruleset, a.target) for a in publishes}),
        "created_201": sum(a.status == 201 for a in publishes),
        "already_stored_200": sum(a.status == 200 for a in publishes),
        "clean_errors_503": sum(a.status == 503 for a in log.answers),
        "other_answers": sum(a.status not in (200, 201, 503) for a in log.answers),
        "versions_stored": sum(len(v) for v in stored_versions(database_url).values()),
        "problems": wrong,
    }
    if not args.keep:
        _server.recreate_database(database_url, create=False)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cluster", required=True, help="VERSION/NAME of a cluster of its own")
    parser.add_argument("--publishers", type=int, default=8)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--restarts", default="fast,immediate", help="modes, comma-separated")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--keep", action="store_true", help="keep the database afterwards")
    args = parser.parse_args()
    if not 1 <= args.publishers <= 64 or not 5 <= args.seconds <= 600:
        raise SystemExit("--publishers must be 1..64 and --seconds 5..600")
    result = run(args)
    print(
        f"\n{result['publishes_sent']} publish requests ({result['distinct_publishes']} distinct "
        f"publishes) by {args.publishers} clients in {args.seconds} s, "
        f"{len(result['restarts'])} restarts"
    )
    for restart_, span in zip(result["restarts"], result["client_error_seconds"], strict=True):
        print(f"  restart -m {restart_['mode']}: {restart_['seconds']} s; clients saw errors "
              f"for {span} s")  # fmt: skip
    print(
        f"  201 created: {result['created_201']}; 200 already stored (a retry after a cut-off "
        f"commit): {result['already_stored_200']}; 503 clean errors: "
        f"{result['clean_errors_503']}; anything else: {result['other_answers']}"
    )
    print(f"  versions stored: {result['versions_stored']}; problems: {len(result['problems'])}")
    for problem in result["problems"]:
        print(f"    {problem}")
    print("RESULT " + json.dumps(result))
    sys.exit(1 if result["problems"] else 0)


if __name__ == "__main__":
    main()
