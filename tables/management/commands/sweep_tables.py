"""`manage.py sweep_tables`: close abandoned tables, play what is due at the others."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from tables.services import sweep


class Command(BaseCommand):
    help = (
        "Close as aborted every live table nobody has moved at for a day (its log kept), and "
        "play the bot, clock and takeover moves that are due where no server is there to. "
        "Run it every few minutes (docs/tables.md)."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        counts = sweep()
        self.stdout.write(f"{counts['aborted']} tables aborted, {counts['played']} moves played")
