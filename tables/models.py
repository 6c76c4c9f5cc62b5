"""Live tables: a table pinned to one version, its seats, and every action accepted at it.

The table's accepted actions are its durable state: the seed and the actions, in order,
rebuild the match exactly (tables/live.py). An action row is written in the same
transaction that accepts the action, before anyone is told; rows are never changed or
deleted. The seed stays on the table until the match is over (it would reveal every deal),
and the finished match becomes a registry `Match` with its log, result and audit events.
"""

from __future__ import annotations

import secrets
import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

from registry.immutable import AppendOnlyModel
from registry.models import DIGEST_LENGTH, Club, Match, Version

__all__ = ["TableStatus", "TimeoutPolicy", "Table", "Seat", "TableAction", "new_seed"]


def new_seed() -> int:
    """A seed no player can guess (it deals every hand of the match)."""
    return secrets.randbits(62)


def new_invite_token() -> str:
    return secrets.token_urlsafe(18)


class TableStatus(models.TextChoices):
    """A table waits for its seats, plays, then is finished (or aborted) once."""

    WAITING = "waiting", "waiting for players"
    PLAYING = "playing", "playing"
    FINISHED = "finished", "finished"
    ABORTED = "aborted", "aborted"


class TimeoutPolicy(models.TextChoices):
    """What happens when a seat's move clock runs out."""

    BOT = "bot", "a bot plays the move"
    FORFEIT = "forfeit", "the seat's side forfeits the match"


class Table(models.Model):
    """A table open for one version (pinned with its digest when it opens)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="tables")
    version = models.ForeignKey(Version, on_delete=models.PROTECT, related_name="tables")
    rules_digest = models.CharField(max_length=DIGEST_LENGTH)
    seed = models.BigIntegerField(default=new_seed, editable=False)
    invite_token = models.CharField(max_length=40, default=new_invite_token, editable=False)
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    open_to_accounts = models.BooleanField(
        default=False, help_text="Anyone signed in may sit down (public clubs only)."
    )
    takeover_minutes = models.PositiveIntegerField(
        null=True, blank=True, help_text="A bot plays a seat left away this long; empty: never."
    )
    clock_seconds = models.PositiveIntegerField(
        null=True, blank=True, help_text="Seconds for each move; empty: no clock."
    )
    timeout_policy = models.CharField(
        max_length=10, choices=TimeoutPolicy.choices, default=TimeoutPolicy.BOT
    )
    status = models.CharField(
        max_length=10, choices=TableStatus.choices, default=TableStatus.WAITING
    )
    actions_count = models.PositiveIntegerField(default=0)
    opened_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    last_action_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    end_reason = models.CharField(max_length=200, blank=True)
    match = models.OneToOneField(
        Match, null=True, blank=True, on_delete=models.PROTECT, related_name="table"
    )

    class Meta:
        ordering = ["-opened_at"]
        indexes = [models.Index(fields=["status", "last_action_at"])]

    def __str__(self) -> str:
        return f"table {self.id} on {self.version}"

    @property
    def is_over(self) -> bool:
        return self.status in (TableStatus.FINISHED, TableStatus.ABORTED)


class Seat(models.Model):
    """One seat of a table: a member who sat down, a bot, or still empty."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    number = models.PositiveSmallIntegerField(help_text="1, 2, ... as in the rules.")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    bot = models.CharField(max_length=40, blank=True, help_text="The bot in this seat, if any.")
    seen_at = models.DateTimeField(
        null=True, blank=True, help_text="When the player's browser was last heard from."
    )
    away_since = models.DateTimeField(
        null=True,
        blank=True,
        help_text="Since when the player has had no socket open, or their tab hidden; empty: here.",
    )

    class Meta:
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(fields=["table", "number"], name="tables_one_seat_number"),
        ]

    def __str__(self) -> str:
        return f"seat {self.number} of {self.table_id}"

    @property
    def taken(self) -> bool:
        return self.user_id is not None or bool(self.bot)

    def player_name(self) -> str:
        if self.user is not None:
            return str(self.user.get_username())
        return f"bot:{self.bot}" if self.bot else ""


class TableAction(AppendOnlyModel):
    """One accepted action, in the order the table accepted it."""

    table = models.ForeignKey(Table, on_delete=models.PROTECT, related_name="actions")
    sequence = models.PositiveIntegerField(help_text="1, 2, ... in the whole match.")
    hand = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField(help_text="The seat the action was taken for.")
    notation = models.CharField(max_length=200)
    by = models.CharField(
        max_length=20, help_text="player, bot, clock (timed out) or takeover (seat left empty)."
    )
    accepted_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["sequence"]
        constraints = [
            models.UniqueConstraint(fields=["table", "sequence"], name="tables_one_action_each"),
        ]
