"""Running the registry in other processes: `manage.py` and faults_child.py against a database
named by URL, and fresh SQLite databases to run them on.

A fresh database is a copy of one migrated once per test session, so each test starts from
an empty registry without paying for the migrations again.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("faults_child.py")
TIMEOUT = 180


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def session_database_url() -> str:
    """The URL of the database this test session runs on (PostgreSQL), for another process."""
    settings = connection.settings_dict
    assert connection.vendor == "postgresql"
    user = quote(settings["USER"] or "")
    password = f":{quote(settings['PASSWORD'])}" if settings["PASSWORD"] else ""
    host = settings["HOST"] or "127.0.0.1"
    port = f":{settings['PORT']}" if settings["PORT"] else ""
    return f"postgres://{user}{password}@{host}{port}/{settings['NAME']}"


def environment(database_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "DJANGO_SETTINGS_MODULE": "houserules.settings",
        "PYTHONPATH": str(ROOT),
    }


def manage(database_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`manage.py ARGS` on that database; the finished process (not checked)."""
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=environment(database_url),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def child(database_url: str, *args: str) -> str:
    """Run faults_child.py to completion and return its output (it must succeed)."""
    done = subprocess.run(
        [sys.executable, str(CHILD), *args],
        cwd=ROOT,
        env=environment(database_url),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, f"faults_child.py {' '.join(args)} failed:\n{done.stderr}"
    return done.stdout


def inspect(database_url: str, club: str = "riverside") -> dict[str, Any]:
    return json.loads(child(database_url, "inspect", club))


def start_child(database_url: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), *args],
        cwd=ROOT,
        env=environment(database_url),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_line(process: subprocess.Popen[str], seconds: float = 60) -> str:
    """The child's next line of output, or a failure naming what it said instead."""
    assert process.stdout is not None
    deadline = time.monotonic() + seconds
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if selector.select(timeout=0.5):
                line = process.stdout.readline()
                if line:
                    return line.strip()
                break
    process.kill()
    _, err = process.communicate(timeout=30)
    raise AssertionError(f"the child never reached its step:\n{err}")


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An SQLite file with every migration applied and nothing else, to copy."""
    path = tmp_path_factory.mktemp("migrated") / "registry.sqlite3"
    done = manage(sqlite_url(path), "migrate", "--noinput", "-v", "0")
    assert done.returncode == 0, done.stderr
    return path


def fresh_sqlite(template: Path, directory: Path, name: str = "fresh.sqlite3") -> str:
    """A new, empty, migrated SQLite database in `directory`; its URL."""
    path = directory / name
    shutil.copyfile(template, path)
    return sqlite_url(path)
