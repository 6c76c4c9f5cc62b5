"""Models of club events.

An event is pinned to one version of a club's rules when it starts. Its rounds (the seating)
and its results are append-only: a correction is a new result row that names the one it
corrects and why, so nothing recorded is lost or overwritten, and each row is in the club's
audit chain with its digest (verify_registry recomputes them).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone

from registry.immutable import AppendOnlyModel
from registry.models import Club, Match, Ruleset, Version

__all__ = [
    "Event",
    "EventFormat",
    "EventResult",
    "EventRound",
    "EventStatus",
    "EventTable",
    "EventTableKind",
    "Movement",
    "Participant",
    "ParticipantKind",
    "Season",
]


class EventFormat(models.TextChoices):
    """How an event is seated and scored (the `events` package's formats)."""

    PROGRESSIVE = "progressive", "progressive"
    ROUND_ROBIN = "round_robin", "round robin"
    SWISS = "swiss", "Swiss"
    DUPLICATE = "duplicate", "duplicate"
    BRACKET = "bracket", "bracket (single elimination)"


class Movement(models.TextChoices):
    """How a progressive event seats its next round."""

    ROTATION = "rotation", "fixed rotation (each pair partners about once)"
    WINNERS_MOVE_UP = "winners_move_up", "winners move up and split"


class EventStatus(models.TextChoices):
    """Draft (players check in), running (pinned, rounds seated), finished, published."""

    DRAFT = "draft", "draft"
    RUNNING = "running", "running"
    FINISHED = "finished", "finished"
    PUBLISHED = "published", "published"


class Event(models.Model):
    """A club night, tournament or one event of a league."""

    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="events")
    slug = models.SlugField(max_length=80)
    name = models.CharField(max_length=200)
    date = models.DateField()
    ruleset = models.ForeignKey(Ruleset, on_delete=models.PROTECT, related_name="events")
    pin = models.CharField(
        max_length=64,
        blank=True,
        help_text="The version to play: a number (3), a tag (tag:league-2026) or empty for "
        "the latest active version; frozen when the event starts.",
    )
    version = models.ForeignKey(
        Version, null=True, blank=True, on_delete=models.PROTECT, related_name="events"
    )
    format = models.CharField(max_length=20, choices=EventFormat.choices)
    movement = models.CharField(max_length=20, choices=Movement.choices, default=Movement.ROTATION)
    rounds = models.PositiveSmallIntegerField(default=3)
    hands_per_round = models.PositiveSmallIntegerField(default=8)
    seed = models.BigIntegerField(default=1, help_text="Deals the duplicate boards.")
    best_of = models.PositiveSmallIntegerField(
        default=3, help_text="A bracket match is the best of this many games (odd)."
    )
    seeds = models.JSONField(
        default=list, blank=True,
        help_text="A bracket's entrants, best seed first; frozen when the event starts.",
    )  # fmt: skip
    credit = models.JSONField(
        default=dict, blank=True,
        help_text="A progressive night's extra credit: points per hand fact its game records "
        "(Euchre: loner_made, march), to the players it credits; empty, none.",
    )  # fmt: skip
    status = models.CharField(max_length=10, choices=EventStatus.choices, default=EventStatus.DRAFT)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["club", "-date", "slug"]
        constraints = [models.UniqueConstraint(fields=["club", "slug"], name="event_slug")]

    def __str__(self) -> str:
        return f"{self.club.slug}/{self.slug}"

    @property
    def chain_ref(self) -> str:
        """The event in its club's audit chain."""
        return f"event:{self.slug}"


class ParticipantKind(models.TextChoices):
    MEMBER = "member", "member"
    GUEST = "guest", "guest"
    BOT = "bot", "bot"


class Participant(models.Model):
    """Who plays: a member, a guest by name or a bot; seated once checked in."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="participants")
    name = models.CharField(max_length=150)
    kind = models.CharField(max_length=10, choices=ParticipantKind.choices)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    team = models.CharField(max_length=150, blank=True, help_text="Fixed partnership's name.")
    checked_in = models.BooleanField(default=False)

    class Meta:
        ordering = ["event", "id"]
        constraints = [
            models.UniqueConstraint(fields=["event", "name"], name="event_participant_once")
        ]

    def __str__(self) -> str:
        return self.name


class EventRound(AppendOnlyModel):
    """One round's seating, written once when the round is seated.

    `seating` is `{"tables": [{"number": 1, "seats": [names, seat 1 first]}], "sitting_out":
    [names], "board": n or null}`.
    """

    event = models.ForeignKey(Event, on_delete=models.PROTECT, related_name="event_rounds")
    number = models.PositiveSmallIntegerField()
    seating = models.JSONField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["event", "number"]
        verbose_name = "event round"
        constraints = [models.UniqueConstraint(fields=["event", "number"], name="event_round_once")]

    def __str__(self) -> str:
        return f"{self.event} round {self.number}"


class EventResult(AppendOnlyModel):
    """A table's result in a round (on a board, in duplicate), written once.

    A correction is a new row naming the row it `corrects` and a `reason`; the latest row of
    a table's chain is the one that counts, and every earlier one stays. `public_id` names the
    row in its event for good: the audit chain and the club's bundle refer to it, so a club
    imported into another registry (other primary keys) still verifies.
    """

    event = models.ForeignKey(Event, on_delete=models.PROTECT, related_name="results")
    public_id = models.PositiveIntegerField(
        help_text="The result's id in its event, the same in every registry it is imported into."
    )
    round = models.PositiveSmallIntegerField()
    table = models.PositiveSmallIntegerField()
    board = models.PositiveSmallIntegerField(null=True, blank=True)
    seats = models.JSONField(help_text="Who sat in each seat, seat 1 first.")
    scores = models.JSONField(help_text="Each seat's score, seat 1 first.")
    source = models.CharField(max_length=20, help_text="director, sheet, live or bots")
    match = models.ForeignKey(
        Match, null=True, blank=True, on_delete=models.PROTECT, related_name="event_results"
    )
    corrects = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="corrections"
    )
    reason = models.TextField(blank=True)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["event", "round", "table", "id"]
        verbose_name = "event result"
        constraints = [
            models.UniqueConstraint(fields=["event", "public_id"], name="event_result_public_id")
        ]

    def __str__(self) -> str:
        return f"{self.event} round {self.round} table {self.table}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        # Every writer of results holds the club's lock, so the next number is free.
        if self.public_id is None:
            last = EventResult.objects.filter(event_id=self.event_id).aggregate(
                last=models.Max("public_id")
            )["last"]
            self.public_id = (last or 0) + 1
        super().save(*args, **kwargs)

    @property
    def chain_ref(self) -> str:
        """The result in its club's audit chain."""
        return f"{self.event.chain_ref}/result:{self.public_id}"


class EventTableKind(models.TextChoices):
    """How a table of a round plays: live in the browser, or at a physical table on a sheet."""

    LIVE = "live", "live table"
    SHEET = "sheet", "score sheet"


class EventTable(AppendOnlyModel):
    """A table of a round opened from the event, once: a live table (`live_table`) or a
    score sheet (`match`). Its result reaches the event by itself: a live table's when its
    match finishes (clubevents.tables), a sheet's when the other side confirms it."""

    event = models.ForeignKey(Event, on_delete=models.PROTECT, related_name="event_tables")
    round = models.PositiveSmallIntegerField()
    table = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=10, choices=EventTableKind.choices)
    live_table = models.OneToOneField(
        "tables.Table", null=True, blank=True, on_delete=models.PROTECT, related_name="event_table"
    )
    match = models.OneToOneField(
        Match, null=True, blank=True, on_delete=models.PROTECT, related_name="event_table"
    )
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["event", "round", "table"]
        verbose_name = "event table"
        constraints = [
            models.UniqueConstraint(fields=["event", "round", "table"], name="event_table_once")
        ]

    def __str__(self) -> str:
        return f"{self.event} round {self.round} table {self.table} ({self.kind})"


class Season(models.Model):
    """A league: a set of the club's events, or those pinned to a tag, with a league table
    and ratings (computed from the events' results, never stored)."""

    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="seasons")
    slug = models.SlugField(max_length=80)
    name = models.CharField(max_length=200)
    events = models.ManyToManyField(Event, related_name="seasons", blank=True)
    tag = models.CharField(
        max_length=100, blank=True,
        help_text="Also every event of the club pinned to this tag (tag:league-2026 or "
        "league-2026).",
    )  # fmt: skip

    def season_events(self) -> models.QuerySet[Event]:
        """The season's events: those listed and those pinned to its tag, oldest first."""
        chosen = models.Q(pk__in=self.events.values("pk"))
        tag = self.tag.strip().removeprefix("tag:")
        if tag:
            chosen |= models.Q(club=self.club, pin=f"tag:{tag}")
        return Event.objects.filter(chosen).distinct().order_by("date", "pk")

    class Meta:
        ordering = ["club", "slug"]
        constraints = [models.UniqueConstraint(fields=["club", "slug"], name="season_slug")]

    def __str__(self) -> str:
        return f"{self.club.slug}/{self.slug}"
