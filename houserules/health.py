"""Health checks for a load balancer or a process supervisor (docs/deploy.md).

- `/healthz`: the process is up and answers. It touches nothing else, so a database outage
  does not get every app server restarted.
- `/readyz`: the site can do its work: the database answers, every migration is applied, and
  a task worker has beaten its heart recently (`houserules.heartbeat`). 200 when all three
  hold, 503 naming the one that does not.

Both are JSON, need no sign-in and say nothing an outsider could use: no host names, no
versions, no error texts (those go to the log).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import DatabaseError, connection
from django.db.migrations.executor import MigrationExecutor
from django.http import HttpRequest, JsonResponse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from houserules.models import WorkerHeartbeat

logger = logging.getLogger(__name__)

__all__ = ["healthz", "readyz"]

_migrated = False
"""Once every migration is applied, it stays so for this process: new migrations come with
new code, which means a restart. Until then it is checked on every call."""


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    """200 while the process can answer a request."""
    return JsonResponse({"status": "ok"})


def _database() -> dict[str, Any]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    return {"ok": True}


def _migrations() -> dict[str, Any]:
    global _migrated
    if not _migrated:
        executor = MigrationExecutor(connection)
        pending = executor.migration_plan(executor.loader.graph.leaf_nodes())
        if pending:
            return {"ok": False, "pending": len(pending)}
        _migrated = True
    return {"ok": True}


def _worker() -> dict[str, Any]:
    window = settings.HOUSERULES_WORKER_SEEN_SECONDS
    since = timezone.now() - timedelta(seconds=window)
    alive = WorkerHeartbeat.objects.filter(seen_at__gte=since)
    latest = alive.order_by("-seen_at").values_list("seen_at", flat=True).first()
    if latest is None:
        return {"ok": False, "detail": f"no task worker seen in the last {window} s"}
    age = max(0, round((timezone.now() - latest).total_seconds()))
    return {"ok": True, "workers": alive.count(), "last_seen_seconds_ago": age}


CHECKS = {"database": _database, "migrations": _migrations, "worker": _worker}


def _run(name: str) -> dict[str, Any]:
    try:
        return CHECKS[name]()
    except DatabaseError as error:
        logger.warning("readyz: %s check failed: %s", name, error)
        return {"ok": False, "detail": "the database did not answer"}


@never_cache
@require_safe
def readyz(request: HttpRequest) -> JsonResponse:
    """200 when the database answers, migrations are applied and a worker is alive; else 503.
    A check after a failed database check is not tried (it would fail the same way)."""
    checks: dict[str, Any] = {}
    for name in CHECKS:
        checks[name] = _run(name)
        if name == "database" and not checks[name]["ok"]:
            break
    ready = all(check["ok"] for check in checks.values()) and len(checks) == len(CHECKS)
    body = {"status": "ready" if ready else "not ready", "checks": checks}
    return JsonResponse(body, status=200 if ready else 503)
