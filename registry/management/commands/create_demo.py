"""manage.py create_demo: a demo club with an owner, an editor and a viewer."""

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.services import create_demo
from registry.services.library import DEMO_CLUB

DEV_PASSWORD = "houserules-demo"


class Command(BaseCommand):
    help = (
        "Create (or bring back) the private demo club with demo-owner, demo-editor and "
        "demo-viewer, and print their logins. Idempotent; passwords are reset every run."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--password",
            help=f"password of the demo users (default with DEBUG on: {DEV_PASSWORD})",
        )

    def handle(self, *args: Any, password: str | None, **options: Any) -> None:
        if password is None:
            if not settings.DEBUG:
                raise CommandError("DEBUG is off: give the demo users a --password")
            password = DEV_PASSWORD
        for username, role in create_demo(password):
            self.stdout.write(f"  {role:<7} {username} / {password}")
        self.stdout.write(f"demo club '{DEMO_CLUB}' ready: sign in at /admin/ with a login above")
