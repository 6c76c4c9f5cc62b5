"""Stored simulations: "What would this change do?" asked by a club, and the bot matches that
answer it, played once per pair of rules and parameters.

A `SimulationRun` is keyed by the club, the two rules digests, the parameters and the engine
version (`run_key`), so the same question asked again in the club is answered from the stored
result. Never across clubs: an answer that came at once would tell one club that another had
simulated exactly those rules, and when. A `Simulation` is one club's question:
which versions (or which draft) it compared, who asked and when; it points at its run.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Sequence
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from registry.models import DIGEST_LENGTH, Ruleset, Version

__all__ = ["RunStatus", "SimulationRun", "Simulation", "RulesDraft", "run_key"]


class RunStatus(models.TextChoices):
    """Where a run stands."""

    QUEUED = "queued", "waiting for a worker"
    RUNNING = "running", "running"
    DONE = "done", "done"
    FAILED = "failed", "failed"


def run_key(
    rules_a: str,
    rules_b: str,
    *,
    club: int,
    matches: int,
    seed: int,
    bots: Sequence[str],
    engine: str,
) -> str:
    """The key of a run: SHA-256 of the canonical JSON of everything its result depends on,
    and of the club that asked (runs are never shared between clubs)."""
    facts = {
        "club": club,
        "rules": [rules_a, rules_b],
        "matches": matches,
        "seed": seed,
        "bots": list(bots),
        "engine": engine,
    }
    text = json.dumps(facts, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


class SimulationRun(models.Model):
    """Bot matches played under two rules (the same seeds for both), and their figures."""

    key = models.CharField(max_length=64, unique=True, help_text="See `run_key`.")
    rules_a = models.CharField(max_length=DIGEST_LENGTH)
    rules_b = models.CharField(max_length=DIGEST_LENGTH)
    rules_a_json = models.TextField(help_text="The canonical rules the worker plays (A).")
    rules_b_json = models.TextField(help_text="The canonical rules the worker plays (B).")
    matches = models.PositiveIntegerField(help_text="Matches per ruleset.")
    seed = models.BigIntegerField(help_text="Match i is played from seed + i.")
    bots = models.JSONField(help_text="One bot name per seat.")
    engine_version = models.CharField(max_length=40)
    status = models.CharField(max_length=10, choices=RunStatus.choices, default=RunStatus.QUEUED)
    done = models.PositiveIntegerField(default=0, help_text="Matches played so far (A and B).")
    result = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)
    task_id = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    progress_at = models.DateTimeField(
        null=True, blank=True, help_text="When the worker last reported progress."
    )
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"simulation run {self.pk} ({self.status})"

    @property
    def total(self) -> int:
        """Matches to play in all: `matches` under each of the two rules."""
        return 2 * self.matches

    @property
    def percent(self) -> int:
        """How far along the run is, 0 to 100."""
        return 100 * self.done // self.total if self.total else 0

    @property
    def finished(self) -> bool:
        return self.status in (RunStatus.DONE, RunStatus.FAILED)

    @property
    def stalled(self) -> bool:
        """Running, but with no progress for `HOUSERULES_SIMULATION_STALL_SECONDS`: its
        worker was killed (or its machine lost) mid-run, which the task queue cannot see, as
        a killed worker reports nothing. Such a run is queued again when asked for again."""
        if self.status != RunStatus.RUNNING:
            return False
        last = self.progress_at or self.started_at or self.created_at
        limit = timedelta(seconds=settings.HOUSERULES_SIMULATION_STALL_SECONDS)
        return timezone.now() - last > limit


class Simulation(models.Model):
    """A club's "What would this change do?": version A against version B, or against a
    draft of YAML that was never published."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    ruleset = models.ForeignKey(Ruleset, on_delete=models.CASCADE, related_name="simulations")
    base = models.ForeignKey(
        Version, on_delete=models.PROTECT, related_name="+", help_text="The rules as they are (A)."
    )
    other = models.ForeignKey(
        Version,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="The rules as they would be (B), when they are a published version.",
    )
    draft = models.TextField(blank=True, help_text="The draft YAML (B) when not a version.")
    run = models.ForeignKey(SimulationRun, on_delete=models.PROTECT, related_name="simulations")
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.base.ref} vs {self.label_b}"

    @property
    def label_a(self) -> str:
        return f"version {self.base.number}"

    @property
    def label_b(self) -> str:
        return f"version {self.other.number}" if self.other else "the draft"


class RulesDraft(models.Model):
    """An unpublished edit of a ruleset, one per ruleset and author ("Save as draft"). A
    draft is not a version: it has no number, is not in the history and is never played. It
    is the YAML the guided editor wrote, and the version it was written against."""

    ruleset = models.ForeignKey(Ruleset, on_delete=models.CASCADE, related_name="drafts")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rules_drafts"
    )
    base = models.ForeignKey(
        Version,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="The version the draft's changes were made against.",
    )
    source = models.TextField(help_text="The draft's YAML.")
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "author"], name="one_draft_per_author")
        ]

    def __str__(self) -> str:
        return f"draft of {self.ruleset} by {self.author}"
