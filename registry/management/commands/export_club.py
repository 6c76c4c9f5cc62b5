"""manage.py export_club: a club's whole history as JSON Lines."""

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.models import Club
from registry.services import export_club


class Command(BaseCommand):
    help = "Write a club's whole history (versions, lifecycle, matches, audit chain) as JSON Lines."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("club", help="club slug")
        parser.add_argument("-o", "--output", help="file to write (default: standard output)")

    def handle(self, *args: Any, club: str, output: str | None, **options: Any) -> None:
        found = Club.objects.filter(slug=club).first()
        if found is None:
            raise CommandError(f"no club {club!r}")
        if output is None:
            count = export_club(found, sys.stdout)
        else:
            with open(output, "w", encoding="utf-8", newline="\n") as out:
                count = export_club(found, out)
        self.stderr.write(f"exported {club}: {count} lines")
