"""manage.py check_ruleset: what publishing a YAML file to a ruleset would do, storing
nothing (the dry-run check of `versions/check`)."""

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.models import Ruleset
from registry.services import check_publish


class Command(BaseCommand):
    help = (
        "Check a YAML file against club/ruleset without storing anything: every diagnostic, "
        "the rules digest it would get, whether it is a no-op, the changes from the head, and "
        "the season lock that would refuse it. Exits non-zero when it would not publish."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("ruleset", help="the ruleset: club/ruleset")
        parser.add_argument("file", type=Path, help="the YAML file")

    def handle(self, *args: Any, ruleset: str, file: Path, **options: Any) -> None:
        club, _, slug = ruleset.partition("/")
        found = Ruleset.objects.filter(club__slug=club, slug=slug).select_related("club").first()
        if found is None:
            raise CommandError(f"no ruleset {ruleset}")
        try:
            source = file.read_bytes()
        except OSError as error:
            raise CommandError(f"{file}: {error.strerror}") from None
        check = check_publish(found, source)
        for line in _lines(file, check):
            self.stdout.write(line)
        if not check.ok:
            raise CommandError(f"{file} would not be published to {found}")


def _lines(file: Path, check: Any) -> list[str]:
    lines = [f"{file}:{d.line}:{d.column}: {d.code}: {d.message}" for d in check.diagnostics]
    lines += [f"{file}:{w.line}:{w.column}: warning {w.code}: {w.message}" for w in check.warnings]
    lines += [f"  {change.sentence}" for change in check.changes]
    if check.locked is not None:
        lines.append(f"locked: {check.locked.reason}")
    if check.digest is not None:
        what = "no-op: the head has these bytes" if check.no_op else f"{len(check.changes)} changes"
        lines.append(f"rules {check.digest} ({what})")
    return lines
