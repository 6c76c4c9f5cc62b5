"""manage.py load_library: publish the standard rulesets into the `library` club."""

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from registry.services import load_library
from registry.services.library import LIBRARY_CLUB, LIBRARY_DIR


class Command(BaseCommand):
    help = (
        "Publish every rulesets/library/*.yaml as a ruleset of the public library club. "
        "Idempotent: a file already published unchanged stores nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--directory", type=Path, default=LIBRARY_DIR)
        parser.add_argument("--club", default=LIBRARY_CLUB, help="club slug (default: library)")

    def handle(self, *args: Any, directory: Path, club: str, **options: Any) -> None:
        report = load_library(directory, club_slug=club)
        for ref in report.published:
            self.stdout.write(f"published {ref}")
        self.stdout.write(
            f"library: {len(report.published)} published, {len(report.unchanged)} unchanged"
        )
