"""/healthz says the process is up; /readyz that the site can work: the database answers,
every migration is applied, a task worker beat its heart recently. Both are JSON, need no
sign-in, are never cached, and leak nothing (no host, no error text, no worker id)."""

from __future__ import annotations

import time
from datetime import timedelta
from unittest import mock

import pytest
from django.db import OperationalError
from django.test import Client, override_settings
from django.utils import timezone

from houserules import health
from houserules.heartbeat import Heartbeat, beat
from houserules.models import WorkerHeartbeat


def test_healthz_answers_ok_without_touching_the_database() -> None:
    response = Client().get("/healthz")
    assert response.status_code == 200 and response.json() == {"status": "ok"}
    assert "no-cache" in response["Cache-Control"]


def test_readyz_is_ready_with_a_worker_seen_recently(db: None) -> None:
    beat("web-1-worker", timezone.now())
    response = Client().get("/readyz")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["status"] == "ready"
    assert body["checks"]["database"] == {"ok": True}
    assert body["checks"]["migrations"] == {"ok": True}
    assert body["checks"]["worker"]["workers"] == 1
    assert "web-1-worker" not in response.content.decode()


def test_readyz_is_not_ready_when_no_worker_beat_recently(db: None) -> None:
    WorkerHeartbeat.objects.create(
        worker_id="gone", started_at=timezone.now(), seen_at=timezone.now() - timedelta(hours=1)
    )
    response = Client().get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"]["worker"] == {
        "ok": False,
        "detail": "no task worker seen in the last 120 s",
    }


def test_readyz_names_pending_migrations(db: None, monkeypatch: pytest.MonkeyPatch) -> None:
    beat("w", timezone.now())
    monkeypatch.setattr(health, "_migrated", False)
    with mock.patch.object(health.MigrationExecutor, "migration_plan", return_value=[1, 2]):
        response = Client().get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"]["migrations"] == {"ok": False, "pending": 2}


def test_readyz_says_the_database_did_not_answer_and_nothing_more(db: None) -> None:
    refused = OperationalError('connection to server at "db.internal" (10.0.0.5) failed')
    failing = mock.Mock(side_effect=refused)
    with mock.patch.dict(health.CHECKS, database=failing):
        response = Client().get("/readyz")
    assert response.status_code == 503
    assert response.json() == {
        "status": "not ready",
        "checks": {"database": {"ok": False, "detail": "the database did not answer"}},
    }
    assert "db.internal" not in response.content.decode()


@override_settings(SECURE_SSL_REDIRECT=True)
def test_probes_over_plain_http_are_not_redirected_to_https(db: None) -> None:
    assert Client().get("/healthz").status_code == 200
    assert Client().get("/clubs/").status_code == 301


@override_settings(HOUSERULES_WORKER_HEARTBEAT_SECONDS=0.05)
def test_a_running_worker_keeps_beating(transactional_db: None) -> None:
    heartbeat = Heartbeat("beating")
    heartbeat.start()
    try:
        first = _seen("beating")
        deadline = timezone.now() + timedelta(seconds=10)
        while _seen("beating") == first and timezone.now() < deadline:
            pass
        assert _seen("beating") > first
    finally:
        heartbeat.stop()
        heartbeat.join(5)
    assert not heartbeat.is_alive()


def _seen(worker_id: str) -> object:
    deadline = timezone.now() + timedelta(seconds=10)
    while timezone.now() < deadline:
        try:
            found = WorkerHeartbeat.objects.filter(worker_id=worker_id).first()
        except OperationalError:  # the in-memory SQLite test database, locked by the beat
            found = None
        if found is not None:
            return found.seen_at
        time.sleep(0.01)
    raise AssertionError("no heartbeat recorded")
