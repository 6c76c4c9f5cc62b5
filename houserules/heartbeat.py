"""The heartbeat a task worker leaves in the database while it runs (`WorkerHeartbeat`)."""

from __future__ import annotations

import logging
import threading
from datetime import timedelta

from django.conf import settings
from django.db import DatabaseError, connection
from django.utils import timezone

from houserules.models import WorkerHeartbeat

logger = logging.getLogger(__name__)

__all__ = ["beat", "Heartbeat"]


FORGET_AFTER = timedelta(days=1)
"""Heartbeats of workers gone this long are removed (each start of a worker adds a row)."""


def beat(worker_id: str, started_at: object) -> None:
    """Record that the worker is alive now, and forget workers long gone."""
    now = timezone.now()
    WorkerHeartbeat.objects.update_or_create(
        worker_id=worker_id, defaults={"seen_at": now, "started_at": started_at}
    )
    WorkerHeartbeat.objects.filter(seen_at__lt=now - FORGET_AFTER).delete()


class Heartbeat(threading.Thread):
    """A daemon thread that beats every `HOUSERULES_WORKER_HEARTBEAT_SECONDS` until stopped.
    A beat that fails (the database restarting, SQLite busy) is logged and tried next time:
    a worker is not stopped because its heartbeat missed one."""

    def __init__(self, worker_id: str) -> None:
        super().__init__(name=f"heartbeat-{worker_id}", daemon=True)
        self.worker_id = worker_id
        self.started_at = timezone.now()
        self.stopped = threading.Event()

    def run(self) -> None:
        interval = settings.HOUSERULES_WORKER_HEARTBEAT_SECONDS
        while True:
            try:
                beat(self.worker_id, self.started_at)
            except DatabaseError as error:
                logger.warning("worker %s: heartbeat not recorded: %s", self.worker_id, error)
            finally:
                connection.close()  # this thread's own connection
            if self.stopped.wait(interval):
                return

    def stop(self) -> None:
        self.stopped.set()
