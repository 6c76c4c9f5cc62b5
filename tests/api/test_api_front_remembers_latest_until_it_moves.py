"""The WSGI front remembers a public club's `versions/latest` under the generation file's
time (registry/api/latestcache.py), and a publish, a withdrawal or a club made private, in
this process or another, is seen by the very next request."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings

from registry.api import fastpath
from registry.api.latestcache import latest_memory
from registry.models import Lifecycle, Ruleset
from registry.services.lifecycle import change_lifecycle
from tests.api.conftest import Cast, Clients
from tests.api.test_api_front_answers_as_django_does import (
    _call,
    _connection_kept,
    _environ,
    _front,
    _same,
    make_public,
)
from tests.cast import publish_next, with_target

__all__ = ["_connection_kept"]  # the autouse fixture, applied here too


@pytest.fixture(autouse=True)
def generation_file(tmp_path: Path, settings: Any) -> Path:
    path = tmp_path / "latest-generation"
    settings.HOUSERULES_LATEST_GENERATION_FILE = str(path)
    latest_memory.clear()
    path.touch()
    return path


@pytest.fixture
def queries(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Each lookup of the newest active version that reaches the database."""
    asked: list[tuple[str, str]] = []
    real = fastpath.public_latest

    def counted(club: str, ruleset: str) -> tuple[int, str] | None:
        asked.append((club, ruleset))
        return real(club, ruleset)

    monkeypatch.setattr(fastpath, "public_latest", counted)
    return asked


def _latest(cast: Cast, ruleset: Ruleset) -> str:
    return f"/api/v1/clubs/{cast.club.slug}/rulesets/{ruleset.slug}/versions/latest"


def _location(cast: Cast, ruleset: Ruleset) -> str | None:
    status, headers, _ = _call(_front(), _environ(_latest(cast, ruleset)))
    return headers.get("Location") if status == 307 else None


def test_a_remembered_latest_is_answered_without_a_query_as_the_site_answers(
    ruleset: Ruleset, cast: Cast, client_as: Clients, queries: list[tuple[str, str]]
) -> None:
    make_public(cast)
    front = _front()
    url = _latest(cast, ruleset)
    _call(front, _environ(url))
    status, headers, body = _call(front, _environ(url))
    assert len(queries) == 1  # the second answer came from memory
    full = client_as("anonymous").get(url)
    assert (status, body, full.status_code) == (307, b"", 307)
    _same(headers, full)


def test_a_publish_is_seen_by_the_next_request(ruleset: Ruleset, cast: Cast) -> None:
    make_public(cast)
    assert (_location(cast, ruleset) or "").endswith("/versions/1/")
    publish_next(ruleset, with_target(250), cast.owner)
    assert (_location(cast, ruleset) or "").endswith("/versions/2/")


def test_a_withdrawal_is_seen_by_the_next_request(ruleset: Ruleset, cast: Cast) -> None:
    make_public(cast)
    second = publish_next(ruleset, with_target(250), cast.owner)
    assert (_location(cast, ruleset) or "").endswith("/versions/2/")
    change_lifecycle(second, Lifecycle.WITHDRAWN, actor=cast.owner, reason="wrong target")
    assert (_location(cast, ruleset) or "").endswith("/versions/1/")


def test_a_club_made_private_is_left_to_django_at_once(ruleset: Ruleset, cast: Cast) -> None:
    make_public(cast)
    assert _location(cast, ruleset) is not None
    cast.club.is_public = False
    cast.club.save(update_fields=["is_public"])
    assert _front().answer(_environ(_latest(cast, ruleset))) is None


def test_a_bump_by_another_process_makes_every_process_ask_again(
    ruleset: Ruleset, cast: Cast, generation_file: Path, queries: list[tuple[str, str]]
) -> None:
    make_public(cast)
    _location(cast, ruleset)
    _location(cast, ruleset)
    assert len(queries) == 1
    code = (
        "import django, os; os.environ['DJANGO_SETTINGS_MODULE'] = 'houserules.settings';"
        f"os.environ['HOUSERULES_LATEST_GENERATION_FILE'] = {str(generation_file)!r};"
        "django.setup(); from registry.api.latestcache import bump_generation; bump_generation()"
    )
    env = {"HOUSERULES_DEVELOPMENT": "1", "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=django_settings.BASE_DIR)
    _location(cast, ruleset)
    assert len(queries) == 2


def test_without_the_generation_file_every_request_asks(
    ruleset: Ruleset, cast: Cast, generation_file: Path, queries: list[tuple[str, str]]
) -> None:
    make_public(cast)
    generation_file.unlink()
    _location(cast, ruleset)
    _location(cast, ruleset)
    assert len(queries) == 2
