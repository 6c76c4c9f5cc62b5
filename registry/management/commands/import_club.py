"""manage.py import_club: rebuild a club from an export bundle, in a new or empty club."""

import sys
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.errors import BundleError
from registry.services import import_club


class Command(BaseCommand):
    help = (
        "Import a club bundle written by export_club into a new (or empty) club. Numbers, "
        "digests and audit hashes are kept and re-verified; the first bad line refuses the "
        "whole bundle and nothing is stored."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("bundle", help="bundle file, or - for standard input")
        parser.add_argument("--slug", help="import as this club slug (default: the bundle's)")
        parser.add_argument("--as", dest="actor", help="username recorded as the importer")

    def handle(
        self, *args: Any, bundle: str, slug: str | None, actor: str | None, **_: Any
    ) -> None:
        user = None
        if actor is not None:
            user = get_user_model()._default_manager.filter(username=actor).first()
            if user is None:
                raise CommandError(f"no user {actor!r}")
        try:
            if bundle == "-":
                report = import_club(sys.stdin.buffer, slug=slug, actor=user)
            else:
                with open(bundle, "rb") as lines:
                    report = import_club(lines, slug=slug, actor=user)
        except BundleError as refused:
            raise CommandError(f"{bundle}: {refused}; nothing was imported") from None
        counts = ", ".join(f"{n} {kind}" for kind, n in sorted(report.counts.items()))
        self.stdout.write(f"imported {report.club.slug}: {counts}")
        if report.created_users:
            names = ", ".join(report.created_users)
            self.stdout.write(f"created inactive users (no password): {names}")
