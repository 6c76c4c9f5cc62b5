"""The task workers' heartbeats, which /readyz reads (houserules/health.py)."""

from __future__ import annotations

from django.db import models


class WorkerHeartbeat(models.Model):
    """The last time a task worker (`manage.py db_worker`) said it was alive. It says so
    every `HOUSERULES_WORKER_HEARTBEAT_SECONDS`, also while it plays a long job: the queue's
    own rows only move when a job starts or ends, so they cannot tell an idle worker from
    none."""

    worker_id = models.CharField(max_length=64, unique=True)
    started_at = models.DateTimeField()
    seen_at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.worker_id} (seen {self.seen_at:%Y-%m-%d %H:%M:%S})"
