"""manage.py play_match: a bot match pinned to `club/ruleset@N`, stored with its log."""

import secrets
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from registry.errors import RegistryError
from registry.models import Version
from registry.services import resolve_version
from registry.services.matches import default_bots, play_bot_match


class Command(BaseCommand):
    help = (
        "Play a bot match under club/ruleset@N (or @latest, or club/ruleset:tag) and store it, "
        "finished, with its log. A withdrawn version is refused."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "ref", help="the version: club/ruleset@N, club/ruleset@latest or club/ruleset:tag"
        )
        parser.add_argument(
            "--bots",
            type=lambda text: [name.strip() for name in text.split(",")],
            help="a bot per seat, seat 1 first, e.g. heuristic,heuristic,random,random "
            "(default: heuristic at every seat, or random where there is no heuristic bot)",
        )
        parser.add_argument("--seed", type=int, help="the seed to deal from (default: random)")

    def handle(
        self, *args: Any, ref: str, bots: list[str] | None, seed: int | None, **options: Any
    ) -> None:
        try:
            version = resolve_version(ref)
            match = play_bot_match(
                version,
                bots=bots or default_bots(version),
                seed=secrets.randbelow(2**31) if seed is None else seed,
                started_by=None,
                tag=ref.partition(":")[2] or None,
            )
        except (Version.DoesNotExist, RegistryError) as error:
            raise CommandError(str(error)) from None
        result, hands = match.result, len(match.log["hands"])
        winners = " and ".join(f"side {side}" for side in result["winners"])
        self.stdout.write(
            f"match {match.id} on {version.ref}: {winners} won ({result['reason']}) "
            f"after {hands} hand{'s' if hands != 1 else ''}, seed {match.seed}, "
            f"rules {match.rules_digest}"
        )
