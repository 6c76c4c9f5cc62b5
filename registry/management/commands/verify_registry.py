"""manage.py verify_registry: recompute every digest and every audit chain."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.models import AuditEvent, Club, Version
from registry.services import verify_registry


class Command(BaseCommand):
    help = (
        "Recompute every version's digests, every rules document (and its game) and every "
        "club's audit chain, check that every club and ruleset slug fits in a URL, and check "
        "the immutability triggers. Exits non-zero naming each bad row."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--jobs",
            type=int,
            default=1,
            help="check this many clubs at a time, each in its own process (PostgreSQL only; "
            "the same problems in the same order)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        problems = verify_registry(jobs=options["jobs"])
        for problem in problems:
            self.stderr.write(str(problem))
        if problems:
            raise CommandError(f"{len(problems)} problem(s) found")
        self.stdout.write(
            f"registry verified: {Version.objects.count()} versions, "
            f"{AuditEvent.objects.count()} audit events in {Club.objects.count()} clubs"
        )
