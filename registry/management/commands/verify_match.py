"""manage.py verify_match: replay a stored match's log under the rules it pins."""

from typing import Any

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.errors import RegistryError
from registry.models import Match
from registry.services.matches import verify_match


class Command(BaseCommand):
    help = (
        "Replay a match's stored log under its pinned version's rules. Prints 'verified', or "
        "the first discrepancy and exits non-zero."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("match", help="the match id")

    def handle(self, *args: Any, match: str, **options: Any) -> None:
        try:
            found = verify_match(Match.objects.get(pk=match))
        except (Match.DoesNotExist, ValidationError):
            raise CommandError(f"no match {match}") from None
        except RegistryError as error:
            raise CommandError(str(error)) from None
        if not found.verified:
            raise CommandError(f"match {match}: {found}")
        self.stdout.write(f"match {match}: {found}")
