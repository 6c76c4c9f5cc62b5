"""What the API reads and writes for tags, season locks and the dry-run check (kept apart
from `registry.api.serializers`, which `RulesetSerializer` imports these from)."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from rest_framework import serializers

from registry.models import SeasonLock, Tag

__all__ = [
    "TagSerializer",
    "TagMoveSerializer",
    "LockSerializer",
    "LockRequestSerializer",
    "CheckSerializer",
    "lock_data",
]


def _where(tag: Tag) -> dict[str, Any]:
    return {"club": tag.ruleset.club.slug, "ruleset": tag.ruleset.slug}


class TagSerializer(serializers.ModelSerializer):
    """A tag: the version it points at (number, reference, digest), whether it is protected,
    and its revision (the `If-Match` token for moving it)."""

    version = serializers.IntegerField(source="version.number", read_only=True)
    ref = serializers.SerializerMethodField()
    rules_digest = serializers.CharField(source="version.rules_digest", read_only=True)
    url = serializers.SerializerMethodField()
    version_url = serializers.SerializerMethodField()

    class Meta:
        model = Tag
        fields = [
            "name", "version", "ref", "rules_digest", "protected", "revision", "moved_at",
            "url", "version_url",
        ]  # fmt: skip

    def get_ref(self, tag: Tag) -> str:
        return f"{tag.ruleset.club.slug}/{tag.ruleset.slug}:{tag.name}"

    def get_url(self, tag: Tag) -> str:
        return reverse("api:tag-detail", kwargs={**_where(tag), "name": tag.name})

    def get_version_url(self, tag: Tag) -> str:
        return reverse("api:version-detail", kwargs={**_where(tag), "number": tag.version.number})


class TagMoveSerializer(serializers.Serializer):
    """Create a tag, or move it to another version of the same ruleset."""

    version = serializers.IntegerField(min_value=1, max_value=2**31 - 1, help_text="The number.")
    protected = serializers.BooleanField(
        required=False, default=False, help_text="Pin the tag here for good: it never moves again."
    )
    allow_withdrawn = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Say so to point the tag at a withdrawn version (refused otherwise).",
    )
    message = serializers.CharField(
        required=False, allow_blank=True, default="", max_length=2000, help_text="Why."
    )


class LockSerializer(serializers.Serializer):
    """A season lock: publishing is refused while it holds."""

    reason = serializers.CharField()
    until = serializers.DateField(allow_null=True, help_text="The last day it holds (UTC).")
    locked_by = serializers.CharField(allow_null=True)
    locked_at = serializers.DateTimeField()


def lock_data(lock: SeasonLock | None) -> dict[str, Any] | None:
    """The lock as the API shows it (None: not locked, or the lock lapsed)."""
    if lock is None or not lock.holds():
        return None
    return {
        "reason": lock.reason,
        "until": lock.until.isoformat() if lock.until else None,
        "locked_by": lock.locked_by.get_username() if lock.locked_by else None,
        "locked_at": serializers.DateTimeField().to_representation(lock.locked_at),
    }


class LockRequestSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=2000, help_text="Why; required.")
    until = serializers.DateField(
        required=False, allow_null=True, default=None, help_text="The last day (UTC); optional."
    )


class CheckDiagnosticSerializer(serializers.Serializer):
    code = serializers.CharField()
    path = serializers.CharField()
    line = serializers.IntegerField()
    column = serializers.IntegerField()
    message = serializers.CharField()


class CheckChangeSerializer(serializers.Serializer):
    path = serializers.CharField()
    old = serializers.JSONField(allow_null=True)
    new = serializers.JSONField(allow_null=True)
    topic = serializers.CharField()
    sentence = serializers.CharField()


class CheckLockSerializer(serializers.Serializer):
    reason = serializers.CharField()
    until = serializers.DateField(allow_null=True)


class CheckSerializer(serializers.Serializer):
    """What publishing the body would do; nothing was stored."""

    diagnostics = CheckDiagnosticSerializer(many=True, help_text="Empty: the YAML is valid.")
    digest = serializers.CharField(allow_null=True, help_text="The rules digest it would get.")
    no_op = serializers.BooleanField(help_text="The bytes are the head's: nothing would change.")
    changes = CheckChangeSerializer(many=True, help_text="The semantic changes from the head.")
    locked = CheckLockSerializer(allow_null=True, help_text="The lock that would refuse it.")
    stale = serializers.BooleanField(
        help_text="If-Match named a revision that is no longer the ruleset's."
    )
    warnings = CheckDiagnosticSerializer(
        many=True,
        help_text="Valid but probably not meant: options written that a parent setting"
        " switches off (code switched-off). They never stop a publish.",
    )
