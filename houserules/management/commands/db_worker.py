"""django-tasks-db's `db_worker`, leaving a heartbeat in the database while it runs, so that
/readyz can tell a site with a live task worker from one whose jobs would wait forever. As it
starts, it recovers the simulation runs whose worker is gone (`clubsite.recovery`)."""

from __future__ import annotations

from typing import Any

from django.utils import timezone
from django_tasks_db.management.commands import db_worker

from clubsite.recovery import recover_orphans
from houserules.heartbeat import Heartbeat, beat


class Command(db_worker.Command):
    help = db_worker.Command.help + ", recording a heartbeat that /readyz reads"

    def handle(self, *args: Any, **options: Any) -> None:
        if options.get("batch"):
            # A batch run ends when the queue is empty: one beat, in this thread, is its
            # heartbeat (a second thread writing beside it would only contend for SQLite).
            beat(options["worker_id"], timezone.now())
            recover_orphans(options["worker_id"])
            super().handle(*args, **options)
            return
        heartbeat = Heartbeat(options["worker_id"])
        heartbeat.start()
        try:
            recover_orphans(options["worker_id"])
            super().handle(*args, **options)
        finally:
            heartbeat.stop()
