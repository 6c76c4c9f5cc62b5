"""What the HTTP benchmarks share: the production environment, a throwaway PostgreSQL database
and a gunicorn on 127.0.0.1 that is stopped by its own process group, never by name.

`api_bench.py` and `load_bench.py` import it as `_server` (Python puts a script's own folder
first on `sys.path`).
"""

from __future__ import annotations

import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import IO
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable

__all__ = [
    "ROOT",
    "PYTHON",
    "environment",
    "recreate_database",
    "free_port",
    "start_gunicorn",
    "stop",
]


def environment(database_url: str) -> dict[str, str]:
    """The production settings: DEBUG off, a secret key, a kept-open connection, and the
    throttles raised out of the way (they still count every request).

    The benchmarks speak plain HTTP to 127.0.0.1, as a TLS-terminating proxy would to the
    app server, so the redirect of plain HTTP to HTTPS that DEBUG off turns on is off here:
    left on, every request would be measured as a 301.
    """
    return {
        **os.environ,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(32),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DATABASE_URL": database_url,
        "DATABASE_CONN_MAX_AGE": "600",
        "HOUSERULES_API_RATE_ANON": "1000000000/minute",
        "HOUSERULES_API_RATE_USER": "1000000000/minute",
        "PYTHONPATH": str(ROOT),
    }


def recreate_database(database_url: str, *, create: bool = True) -> None:
    """Drop the benchmark's database and (unless `create` is false) create it empty."""
    import psycopg

    parts = urlsplit(database_url)
    name = parts.path.lstrip("/")
    if not re.fullmatch(r"\w+", name):
        raise SystemExit(f"refusing to drop a database called {name!r}")
    admin = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if create:
            connection.execute(f'CREATE DATABASE "{name}"')


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_gunicorn(
    env: dict[str, str],
    workdir: Path,
    port: int,
    workers: int,
    *,
    threads: int = 4,
    log: IO[bytes] | None = None,
) -> subprocess.Popen:
    """gunicorn (gthread) serving the settings module `bench_settings` found in `workdir`;
    its output goes to `log` when given (else to ours)."""
    gunicorn = Path(PYTHON).with_name("gunicorn")
    command = [
        str(gunicorn), "houserules.wsgi:application",
        "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers), "--worker-class", "gthread", "--threads", str(threads),
        "--keep-alive", "30", "--log-level", "warning",
    ]  # fmt: skip
    server_env = {
        **env,
        "DJANGO_SETTINGS_MODULE": "bench_settings",
        "PYTHONPATH": f"{workdir}{os.pathsep}{ROOT}",
    }
    process = subprocess.Popen(
        command, cwd=ROOT, env=server_env, start_new_session=True, stdout=log, stderr=log
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return process
        except OSError:
            if process.poll() is not None:
                raise SystemExit("gunicorn exited; see its output above") from None
            time.sleep(0.2)
    stop(process)
    raise SystemExit("gunicorn did not start within 30 s")


def stop(process: subprocess.Popen) -> None:
    """Stop the gunicorn we started (its own process group, by its id)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
