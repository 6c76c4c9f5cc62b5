"""Starting the site as a user would (`make run`, `make serve`) in a process group of its own,
waiting for its port, and stopping that group by its id."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

__all__ = ["ROOT", "clean_environment", "free_port", "start", "stop", "fetch"]


def clean_environment(**changes: str) -> dict[str, str]:
    """The environment of a fresh shell: none of the suite's Django or houserules settings."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "HOUSERULES_", "DATABASE_"))
    }
    return env | changes


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(command: list[str], env: Mapping[str, str], port: int, log: Path) -> subprocess.Popen:
    """Run `command` until it listens on `port` (two minutes at most: it migrates first)."""
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=ROOT, env=dict(env), stdout=out, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"{command} exited:\n{log.read_text()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return process
        except OSError:
            time.sleep(0.3)
    stop(process)
    raise AssertionError(f"{command} did not listen on {port}:\n{log.read_text()}")


def stop(process: subprocess.Popen) -> None:
    """SIGTERM to the process group we started, then SIGKILL if it lingers."""
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)


def fetch(url: str, headers: Mapping[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body, without following redirects."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None

    opener = urllib.request.build_opener(NoRedirect)
    request = urllib.request.Request(url, headers=dict(headers or {}))
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()
