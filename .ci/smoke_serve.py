"""Smoke test of the production recipe: `make serve` (gunicorn, whitenoise, the task worker) with
the production settings on PostgreSQL, on a free local port, then a few requests a deployment
must answer, then stopped.

    .venv/bin/python .ci/smoke_serve.py                      # a database of its own
    .venv/bin/python .ci/smoke_serve.py --database-url postgres://postgres@127.0.0.1:5432/mine

Without --database-url (or SMOKE_DATABASE_URL) it creates the database `houserules_smoke_<pid>` on
SMOKE_POSTGRES (default postgres://postgres@127.0.0.1:5432, trust auth, as in CI) and drops it
afterwards; a database that is given is used as it is and kept. The site is spoken to as a TLS
proxy would (`X-Forwarded-Proto: https`, HOUSERULES_BEHIND_TLS_PROXY=1), so the HTTPS-only
settings are in force and checked too. Exits non-zero, saying what failed and printing the
server's log, when anything is wrong.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
PYTHON = ROOT / ".venv" / "bin" / "python"
OWN_DATABASE = f"houserules_smoke_{os.getpid()}"
PROXY = {"X-Forwarded-Proto": "https", "Accept-Encoding": "gzip"}


class SmokeFailure(Exception):
    """A check that failed, in a sentence."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeFailure(message)


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


OPENER = urllib.request.build_opener(NoRedirects)


def get(base: str, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(base + path, headers=PROXY if headers is None else headers)
    try:
        with OPENER.open(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def _postgres(url: str, statement: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute(statement)


@contextmanager
def database(given: str | None) -> Iterator[str]:
    """The database URL to serve from: the one given, or one created here and dropped after."""
    if given:
        yield given
        return
    server = os.environ.get("SMOKE_POSTGRES", "postgres://postgres@127.0.0.1:5432").rstrip("/")
    admin = urlunsplit(urlsplit(server)._replace(path="/postgres"))
    _postgres(admin, f'DROP DATABASE IF EXISTS "{OWN_DATABASE}" WITH (FORCE)')
    _postgres(admin, f'CREATE DATABASE "{OWN_DATABASE}"')
    try:
        yield urlunsplit(urlsplit(server)._replace(path="/" + OWN_DATABASE))
    finally:
        _postgres(admin, f'DROP DATABASE IF EXISTS "{OWN_DATABASE}" WITH (FORCE)')


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def environment(database_url: str, static_root: Path) -> dict[str, str]:
    """A deployment's environment behind a TLS proxy, on this machine."""
    kept = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "HOUSERULES_", "DATABASE_"))
    }
    return kept | {
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DATABASE_URL": database_url,
        "DJANGO_STATIC_ROOT": str(static_root),
        "HOUSERULES_BEHIND_TLS_PROXY": "1",
    }


def start(env: dict[str, str], port: int, log: Path) -> subprocess.Popen:
    """`make serve` in a process group of its own, once it listens on the port."""
    # The live tables' daphne on a free port too, so that two smoke tests never share one.
    sockets = f"SERVE_WS_BIND=127.0.0.1:{free_port()}"
    command = ["make", "--no-print-directory", "serve", f"SERVE_BIND=127.0.0.1:{port}", sockets]
    with log.open("wb") as out:
        server = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        check(server.poll() is None, f"make serve exited with {server.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return server
        except OSError:
            time.sleep(0.5)
    stop(server)
    raise SmokeFailure(f"make serve did not listen on port {port} within 180 s")


def stop(server: subprocess.Popen) -> int | None:
    """SIGTERM to the group we started (gunicorn, the worker, make), SIGKILL if it lingers."""
    if server.poll() is not None:
        return server.returncode
    os.killpg(server.pid, signal.SIGTERM)
    try:
        return server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=10)
        return None


def load_library(env: dict[str, str]) -> None:
    done = subprocess.run(
        [str(PYTHON), "manage.py", "load_library"], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    check(done.returncode == 0, f"load_library failed:\n{done.stdout}{done.stderr}")


def asset(base: str, page: str, pattern: str, kind: str) -> None:
    """The page links an asset with a hashed name, served compressed and cached for good."""
    status, _, body = get(base, page)
    check(status == 200, f"{page} answered {status}")
    found = re.search(pattern, body.decode())
    check(found is not None, f"{page} links no {kind} matching {pattern}")
    path = found[0]  # type: ignore[index]
    status, headers, _ = get(base, path)
    check(status == 200, f"{kind} {path} answered {status}")
    check(headers.get("Content-Encoding") == "gzip", f"{kind} {path} is not served compressed")
    check("immutable" in headers.get("Cache-Control", ""), f"{kind} {path} is not cached for good")
    print(f"ok  {page} -> {path} (compressed, immutable)")


def checks(base: str) -> None:
    status, headers, _ = get(base, "/", headers={})
    check(status == 301 and headers["Location"].startswith("https://"), "plain HTTP not redirected")
    print("ok  plain HTTP is redirected to HTTPS")
    asset(base, "/", r"/static/clubsite/site\.[0-9a-f]{12}\.css", "the stylesheet")
    asset(base, "/", r"/static/clubsite/favicon\.[0-9a-f]{12}\.svg", "the favicon")
    swagger = "/api/v1/schema/swagger-ui/"
    asset(base, swagger, r"/static/[\w/-]+/swagger-ui-bundle\.[0-9a-f]{12}\.js", "Swagger UI")
    asset(base, swagger, r"/static/[\w/-]+/swagger-ui\.[0-9a-f]{12}\.css", "Swagger UI's CSS")
    rules_lookup(base)
    status, _, body = get(base, "/healthz", headers={})
    check(status == 200 and json.loads(body) == {"status": "ok"}, f"/healthz: {status} {body!r}")
    print("ok  /healthz")
    ready(base)


def rules_lookup(base: str) -> None:
    status, _, body = get(base, "/api/v1/clubs/library/rulesets/classic/versions/1/")
    check(status == 200, f"the library's classic@1 answered {status}: {body[:200]!r}")
    digest = json.loads(body)["rules_digest"]
    lookup = {"X-Forwarded-Proto": "https", "Accept": "application/json"}
    status, headers, body = get(base, f"/api/v1/rules/{digest}", lookup)
    check(status == 200, f"rules/{digest} answered {status}: {body[:200]!r}")
    check(json.loads(body).get("game") == "spades", f"rules/{digest} is not Spades: {body[:200]!r}")
    print(f"ok  rules lookup by digest ({headers.get('Content-Type')})")


def ready(base: str) -> None:
    """/readyz turns ready once the worker `make serve` started has beaten its heart."""
    deadline = time.monotonic() + 60
    while True:
        status, _, body = get(base, "/readyz", headers={})
        if status == 200 or time.monotonic() > deadline:
            break
        time.sleep(1)
    check(status == 200, f"/readyz never became ready: {status} {body!r}")
    print("ok  /readyz: database, migrations, task worker")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default=os.environ.get("SMOKE_DATABASE_URL"))
    given = parser.parse_args().database_url
    with tempfile.TemporaryDirectory() as folder, database(given) as url:
        env = environment(url, Path(folder) / "static")
        log = Path(folder) / "serve.log"
        port = free_port()
        server = None
        try:
            server = start(env, port, log)
            print(f"make serve is up on 127.0.0.1:{port}")
            load_library(env)
            checks(f"http://127.0.0.1:{port}")
        except SmokeFailure as failure:
            print(
                f"FAILED: {failure}\n--- make serve's output:\n{log.read_text()}", file=sys.stderr
            )
            return 1
        finally:
            if server is not None:
                stop(server)
    print("smoke test of make serve passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
