"""Models of the registry: clubs, their rulesets, immutable versions, matches and the audit feed.

Rows that record history (versions, rules documents, lifecycle changes, audit events) are
append-only (see `registry.immutable` and migration 0002). A ruleset is the only mutable
thing a club edits, and all it holds is a pointer to its head version and a revision token.
Work that touches several models lives in `registry.services`.
"""

from __future__ import annotations

import uuid
from datetime import date
from typing import Any, NoReturn

from django.conf import settings
from django.core.validators import RegexValidator
from django.db import models
from django.db.models import OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from registry.errors import ImmutableError
from registry.immutable import AppendOnlyModel, AppendOnlyQuerySet

__all__ = [
    "Role",
    "Lifecycle",
    "MatchStatus",
    "Club",
    "Membership",
    "Ruleset",
    "RulesDocument",
    "Version",
    "LifecycleChange",
    "Match",
    "AuditEvent",
    "Tag",
    "SeasonLock",
    "TAG_NAME",
    "new_revision",
    "log_extends",
]

DIGEST_LENGTH = len("sha256:") + 64


def new_revision() -> str:
    """A fresh opaque revision token."""
    return uuid.uuid4().hex


class Role(models.TextChoices):
    """A member's role in a club."""

    OWNER = "owner", "owner"
    EDITOR = "editor", "editor"
    VIEWER = "viewer", "viewer"


class Lifecycle(models.TextChoices):
    """Where a version stands: usable, skipped by "latest", or refused for new matches."""

    ACTIVE = "active", "active"
    DEPRECATED = "deprecated", "deprecated"
    WITHDRAWN = "withdrawn", "withdrawn"


class MatchStatus(models.TextChoices):
    """A bot match is started, then finished (or aborted) once. A score sheet is open while
    its hands are added one by one, then finished (or aborted) once."""

    STARTED = "started", "started"
    OPEN = "open", "open"
    FINISHED = "finished", "finished"
    ABORTED = "aborted", "aborted"


class Club(models.Model):
    """A club: the owner of rulesets, and the unit of permissions and of the audit chain."""

    slug = models.SlugField(unique=True, help_text="Short name used in references: club/ruleset@N.")
    name = models.CharField(max_length=200)
    is_public = models.BooleanField(
        "public",
        default=False,
        help_text="Anyone signed in may read a public club's rulesets; a private club's are "
        "visible to its members only.",
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="Membership", related_name="clubs"
    )

    class Meta:
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.slug


class Membership(models.Model):
    """A user's role in a club. Changed only through `registry.services` (audited)."""

    # A member's account cannot be deleted while they hold a role: the membership would go
    # without an audit event, and verify_registry would rightly call that tampering. Take
    # them out of their clubs first (audited), then delete the account.
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="memberships"
    )
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=10, choices=Role.choices)

    class Meta:
        ordering = ["club", "user"]
        constraints = [
            models.UniqueConstraint(fields=["user", "club"], name="registry_one_role_per_club")
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.role} of {self.club})"


class Ruleset(models.Model):
    """A club's named line of house rules: a pointer to its head version, and a revision
    token that changes on every publish so that publishing can compare-and-swap."""

    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="rulesets")
    slug = models.SlugField(max_length=80)
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    head = models.ForeignKey(
        "Version",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        editable=False,
        help_text="The most recently published version.",
    )
    revision = models.CharField(max_length=32, default=new_revision, editable=False)
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["club", "slug"]
        constraints = [
            models.UniqueConstraint(fields=["club", "slug"], name="registry_ruleset_slug_per_club")
        ]

    def __str__(self) -> str:
        return f"{self.club.slug}/{self.slug}"


class RulesDocument(AppendOnlyModel):
    """Resolved rules in canonical JSON, stored once per `rules_digest` and shared by every
    version (of any ruleset, in any club) whose rules resolve to the same thing."""

    digest = models.CharField(primary_key=True, max_length=DIGEST_LENGTH)
    game = models.CharField(max_length=40)
    canonical_json = models.TextField()
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        verbose_name = "rules document"

    def __str__(self) -> str:
        return self.digest


class VersionQuerySet(AppendOnlyQuerySet):
    """Versions, with their current lifecycle derivable in the same query."""

    def with_lifecycle(self) -> VersionQuerySet:
        """Annotate `lifecycle_state`: the state set by the latest lifecycle change."""
        latest = LifecycleChange.objects.filter(version=OuterRef("pk")).order_by("-id")
        return self.annotate(
            lifecycle_state=Coalesce(Subquery(latest.values("state")[:1]), Value(Lifecycle.ACTIVE))
        )


class Version(AppendOnlyModel):
    """One published version of a ruleset: the exact YAML bytes as written and the digest of
    the rules they resolve to. Never changed, never deleted."""

    ruleset = models.ForeignKey(Ruleset, on_delete=models.PROTECT, related_name="versions")
    number = models.PositiveIntegerField(help_text="1, 2, 3... per ruleset; never reused.")
    source = models.BinaryField(help_text="The YAML exactly as written.")
    source_digest = models.CharField(max_length=DIGEST_LENGTH)
    format = models.CharField(max_length=40)
    document = models.ForeignKey(
        RulesDocument,
        on_delete=models.PROTECT,
        db_column="rules_digest",
        related_name="versions",
        verbose_name="rules",
    )
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="children"
    )
    restored_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="restorations"
    )
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="authored_versions",
    )
    message = models.TextField()
    revision = models.CharField(
        max_length=32, help_text="The ruleset's revision once this version was published."
    )
    created_at = models.DateTimeField(default=timezone.now)

    objects = VersionQuerySet.as_manager()

    class Meta:
        ordering = ["ruleset", "number"]
        get_latest_by = "number"
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "number"], name="registry_version_number"),
            models.UniqueConstraint(
                fields=["ruleset", "revision"], name="registry_version_revision"
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="registry_version_from_1"),
        ]

    def __str__(self) -> str:
        return self.ref

    @property
    def ref(self) -> str:
        """The version's full reference, `club/ruleset@N`."""
        return f"{self.ruleset.club.slug}/{self.ruleset.slug}@{self.number}"

    @property
    def chain_ref(self) -> str:
        """The reference used in the club's audit chain, `ruleset@N` (club-relative, so an
        exported chain still verifies under another club slug)."""
        return f"{self.ruleset.slug}@{self.number}"

    @property
    def rules_digest(self) -> str:
        """The digest of the resolved rules (the key of the shared rules document)."""
        return str(self.document_id)

    @property
    def source_bytes(self) -> bytes:
        """The YAML bytes (PostgreSQL hands back a memoryview)."""
        return bytes(self.source)

    @property
    def text(self) -> str:
        """The YAML as text."""
        return self.source_bytes.decode("utf-8")

    def load_rules(self) -> Any:
        """The validated rules of this version (prose included), via the rules language."""
        import rulesets

        return rulesets.load(self.source_bytes, self.ref)

    def current_lifecycle(self) -> str:
        """The state set by the latest lifecycle change, `active` when there is none."""
        latest = self.lifecycle_changes.order_by("-id").first()
        return latest.state if latest else Lifecycle.ACTIVE


class LifecycleChange(AppendOnlyModel):
    """A change of a version's lifecycle, with its reason and actor. The version row itself
    is never edited: its lifecycle is the state of the latest change."""

    version = models.ForeignKey(Version, on_delete=models.PROTECT, related_name="lifecycle_changes")
    state = models.CharField(max_length=12, choices=Lifecycle.choices)
    reason = models.TextField()
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["version", "id"]
        verbose_name = "lifecycle change"

    def __str__(self) -> str:
        return f"{self.version}: {self.state}"


class MatchQuerySet(models.QuerySet):
    """Matches are started and finished through `registry.services`, never bulk-edited."""

    def update(self, **kwargs: Any) -> NoReturn:
        raise ImmutableError("matches are written once when they finish: update() is refused")

    def delete(self) -> NoReturn:
        raise ImmutableError("matches are never deleted: delete() is refused")

    def _raw_delete(self, using: Any) -> NoReturn:
        raise ImmutableError("matches are never deleted")


class Match(models.Model):
    """A match pinned to one version and its rules digest, never to a mutable ruleset.

    A bot match is written twice: inserted when it starts, and updated once when it finishes
    (log, result, status, finished time). A score sheet is inserted `open` with a log of no
    hands; each hand is an update that only appends to the log (its head and every hand
    already recorded stay as they were), and the update that finishes it is the last. A
    finished or aborted match is frozen. The database refuses any other update and every
    delete (migrations 0002 and 0003), and the finish event in the audit chain carries the
    log's digest.
    """

    FINISH_FIELDS = frozenset({"log", "result", "status", "finished_at"})
    NEXT_STATUS = {
        MatchStatus.STARTED: frozenset({MatchStatus.FINISHED, MatchStatus.ABORTED}),
        MatchStatus.OPEN: frozenset({MatchStatus.OPEN, MatchStatus.FINISHED, MatchStatus.ABORTED}),
    }
    """The statuses a stored match may be updated to, by its stored status (none: frozen)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    version = models.ForeignKey(Version, on_delete=models.PROTECT, related_name="matches")
    rules_digest = models.CharField(max_length=DIGEST_LENGTH)
    engine_version = models.CharField(max_length=40)
    seats = models.JSONField(
        help_text='One entry per seat: {"user": name}, {"bot": name}, or {"player": name} '
        "(a person at a score-sheet table)."
    )
    seed = models.BigIntegerField(
        null=True,
        blank=True,
        help_text="The seed a bot match was dealt from; empty for a score sheet.",
    )
    log = models.JSONField(null=True, blank=True)
    result = models.JSONField(null=True, blank=True)
    status = models.CharField(
        max_length=10, choices=MatchStatus.choices, default=MatchStatus.STARTED
    )
    started_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    objects = MatchQuerySet.as_manager()

    class Meta:
        ordering = ["-started_at"]
        verbose_name_plural = "matches"
        indexes = [
            # `rules/{digest}/matches`, page by page in started order (benchmarks/scale_bench.py).
            models.Index(fields=["rules_digest", "started_at", "id"], name="registry_match_digest"),
        ]

    def __str__(self) -> str:
        return f"match {self.id} on {self.version}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            self._check_update(set(kwargs.get("update_fields") or ()))
        super().save(*args, **kwargs)

    def _check_update(self, fields: set[str]) -> None:
        """Refuse an update the match's stored status does not allow (see the class)."""
        if not fields or fields - self.FINISH_FIELDS:
            raise ImmutableError(
                f"match {self.id} is pinned: only finishing it may write "
                f"{', '.join(sorted(self.FINISH_FIELDS))}"
            )
        # Read from the database, not this object: what was stored is what must not change.
        status, log = Match.objects.filter(pk=self.pk).values_list("status", "log").get()
        becomes = self.status if "status" in fields else status
        if becomes not in self.NEXT_STATUS.get(status, ()):
            raise ImmutableError(f"match {self.id} is {status}: it cannot become {becomes}")
        if status == MatchStatus.OPEN and not log_extends(log, self.log):
            raise ImmutableError(
                f"match {self.id} is an open score sheet: its log may only grow by new hands"
            )
        if becomes == MatchStatus.OPEN and fields != {"log"}:
            raise ImmutableError(f"match {self.id} is open: a new hand writes its log only")

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise ImmutableError(f"match {self.id} is never deleted")


def log_extends(old: Any, new: Any) -> bool:
    """Whether match log `new` is `old` with hands appended: the same head (every field but
    `hands` and `result`) and every hand of `old` unchanged, in place."""
    if not (isinstance(old, dict) and isinstance(new, dict)):
        return False
    old_hands, new_hands = old.get("hands"), new.get("hands")
    if not (isinstance(old_hands, list) and isinstance(new_hands, list)):
        return False
    return _log_head(old) == _log_head(new) and new_hands[: len(old_hands)] == old_hands


def _log_head(log: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in log.items() if key not in ("hands", "result")}


class AuditEvent(AppendOnlyModel):
    """One event in a club's append-only, hash-chained audit feed.

    `hash` is the SHA-256 of the canonical JSON of the event's fields and `prev_hash` (see
    `registry.services.audit.event_hash`); the first event of a club follows `GENESIS`.
    """

    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="audit_events")
    sequence = models.PositiveBigIntegerField()
    created_at = models.DateTimeField(default=timezone.now)
    actor = models.CharField(
        max_length=150, blank=True, help_text="Username of who acted; empty for the system."
    )
    action = models.CharField(max_length=40)
    object_type = models.CharField(max_length=40)
    object_ref = models.CharField(max_length=200, blank=True)
    digests = models.JSONField(default=dict, blank=True)
    details = models.JSONField(default=dict, blank=True)
    prev_hash = models.CharField(max_length=DIGEST_LENGTH)
    hash = models.CharField(max_length=DIGEST_LENGTH)

    class Meta:
        ordering = ["club", "sequence"]
        verbose_name = "audit event"
        constraints = [
            models.UniqueConstraint(fields=["club", "sequence"], name="registry_audit_sequence"),
            # Two events claiming the same predecessor would fork the chain.
            models.UniqueConstraint(fields=["club", "prev_hash"], name="registry_audit_no_fork"),
        ]
        indexes = [
            # The events of one object (a match's start, hands and finish) without a scan.
            models.Index(fields=["club", "object_ref", "sequence"], name="registry_audit_object"),
        ]

    def __str__(self) -> str:
        return f"{self.club.slug} #{self.sequence} {self.action} {self.object_ref}"


TAG_NAME = r"[a-z0-9][a-z0-9._-]{0,62}"
"""A tag's name: lower-case letters, digits, `.`, `_` and `-`, starting with a letter or a
digit (`league-2026`, `stable`, `v2.1`)."""


class Tag(models.Model):
    """A named pointer from a ruleset to one of its versions (`league-2026`, `stable`).

    Moved only through `registry.services.tags` (each move is an audit event); `revision`
    changes on every move so that two moves can compare-and-swap. A protected tag never
    moves again, like a digest (migration 0005 makes the database refuse it too).
    """

    ruleset = models.ForeignKey(Ruleset, on_delete=models.PROTECT, related_name="tags")
    name = models.CharField(
        max_length=63,
        validators=[RegexValidator(f"^{TAG_NAME}$", "lower-case letters, digits, . _ and -")],
    )
    version = models.ForeignKey(Version, on_delete=models.PROTECT, related_name="tags")
    protected = models.BooleanField(
        default=False, help_text="A protected tag never moves again: a pinned name."
    )
    revision = models.CharField(max_length=32, default=new_revision, editable=False)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    moved_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["ruleset", "name"]
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "name"], name="registry_tag_per_ruleset")
        ]

    def __str__(self) -> str:
        return f"{self.ruleset}:{self.name}"

    @property
    def chain_ref(self) -> str:
        """The tag in the club's audit chain, `ruleset:name` (club-relative)."""
        return f"{self.ruleset.slug}:{self.name}"


class SeasonLock(models.Model):
    """A ruleset frozen by its owner ("frozen for the 2026 season"): while the lock holds,
    publishing is refused. Set and lifted through `registry.services.locks` (audited)."""

    ruleset = models.OneToOneField(Ruleset, on_delete=models.CASCADE, related_name="season_lock")
    reason = models.TextField()
    until = models.DateField(
        null=True, blank=True, help_text="The last day the lock holds (UTC); empty: until lifted."
    )
    locked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    locked_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        verbose_name = "season lock"

    def __str__(self) -> str:
        return f"{self.ruleset} locked: {self.reason}"

    def holds(self, today: date | None = None) -> bool:
        """Whether the lock refuses publishing today (it lapses after its `until` day)."""
        today = today or timezone.now().date()
        return self.until is None or today <= self.until


# Invitations and API tokens, and webhooks, live in modules of their own.
from registry.account_models import ApiToken, Invite  # noqa: E402, F401
from registry.webhooks.models import WebhookAttempt, WebhookDelivery, WebhookEndpoint  # noqa: E402

__all__ += ["WebhookEndpoint", "WebhookDelivery", "WebhookAttempt"]
