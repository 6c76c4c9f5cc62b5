"""What the API reads and writes. Links are absolute paths (`/api/v1/...`), so a representation
does not depend on the host name it was fetched through."""

from __future__ import annotations

import json
from typing import Any

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from registry.api.schema import LOG_REF, SHEET_START_REF
from registry.api.tag_serializers import LockSerializer, TagSerializer, lock_data
from registry.models import AuditEvent, Club, Lifecycle, Match, Ruleset, SeasonLock, Version
from rulesets.yamlsource import MAX_BYTES, as_bytes

__all__ = [
    "ClubSerializer",
    "RulesetSerializer",
    "RulesetCreateSerializer",
    "VersionSerializer",
    "VersionDetailSerializer",
    "PublishSerializer",
    "LifecycleSerializer",
    "DiffSerializer",
    "RulebookSerializer",
    "ReferenceSerializer",
    "MatchSerializer",
    "MatchCreateSerializer",
    "MatchLogSerializer",
    "VerificationSerializer",
    "AuditEventSerializer",
    "ProblemSerializer",
    "StaleRevisionSerializer",
    "ruleset_kwargs",
    "version_kwargs",
    "check_json_object",
]


def ruleset_kwargs(ruleset: Ruleset) -> dict[str, str]:
    return {"club": ruleset.club.slug, "ruleset": ruleset.slug}


def version_kwargs(version: Version) -> dict[str, Any]:
    return {**ruleset_kwargs(version.ruleset), "number": version.number}


def _url(name: str, **kwargs: Any) -> str:
    return reverse(f"api:{name}", kwargs=kwargs)


@extend_schema_field(OpenApiTypes.STR)
class SourceField(serializers.Field):
    """YAML given as a JSON/YAML string or as an uploaded file (multipart); read as bytes."""

    default_error_messages = {
        "invalid": "Give the YAML as a string or as an uploaded file.",
        "too_large": f"A ruleset may be at most {MAX_BYTES:,} bytes.",
    }

    def to_internal_value(self, data: Any) -> bytes:
        if hasattr(data, "read"):
            if getattr(data, "size", 0) > MAX_BYTES:
                self.fail("too_large")
            data = data.read()
        if isinstance(data, str):
            data = as_bytes(data)
        if not isinstance(data, bytes):
            self.fail("invalid")
        return bytes(data)

    def to_representation(self, value: bytes) -> str:
        return value.decode("utf-8")


def _no_nul(value: Any, path: str = "") -> None:
    """JSON stored in PostgreSQL may not hold U+0000: refuse it here, not as a 500 there."""
    if isinstance(value, str) and "\x00" in value:
        raise serializers.ValidationError(f"{path or 'the value'} contains a NUL character")
    if isinstance(value, dict):
        for key, item in value.items():
            _no_nul(key, path)
            _no_nul(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _no_nul(item, f"{path}[{index}]")


def check_json_object(data: Any) -> dict[str, Any]:
    """A request body that must be a JSON object without NUL characters, as a plain dict."""
    if not isinstance(data, dict):
        raise serializers.ValidationError({"non_field_errors": ["the body must be an object"]})
    _no_nul(data)
    return dict(data)


class ClubSerializer(serializers.ModelSerializer):
    public = serializers.BooleanField(source="is_public", read_only=True)
    url = serializers.SerializerMethodField()
    rulesets = serializers.SerializerMethodField()

    class Meta:
        model = Club
        fields = ["slug", "name", "public", "created_at", "url", "rulesets"]

    def get_url(self, club: Club) -> str:
        return _url("club-detail", club=club.slug)

    def get_rulesets(self, club: Club) -> str:
        return _url("ruleset-list", club=club.slug)


class HeadSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    rules_digest = serializers.CharField()
    source_digest = serializers.CharField()
    url = serializers.CharField()


class RulesetLinksSerializer(serializers.Serializer):
    self = serializers.CharField()
    versions = serializers.CharField()
    latest = serializers.CharField()


class RulesetSerializer(serializers.ModelSerializer):
    """A ruleset: its descriptive fields, its revision (the `If-Match` token for publishing),
    its head, its latest active version, its tags and its season lock."""

    club = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    head = serializers.SerializerMethodField()
    latest = serializers.SerializerMethodField()
    tags = TagSerializer(many=True, read_only=True)
    lock = serializers.SerializerMethodField()
    links = serializers.SerializerMethodField()

    class Meta:
        model = Ruleset
        fields = [
            "club", "slug", "title", "description", "revision", "created_at",
            "head", "latest", "tags", "lock", "links",
        ]  # fmt: skip

    @extend_schema_field(LockSerializer(allow_null=True))
    def get_lock(self, ruleset: Ruleset) -> dict[str, Any] | None:
        """The season lock while it holds: publishing is refused."""
        try:
            return lock_data(ruleset.season_lock)
        except SeasonLock.DoesNotExist:
            return None

    @extend_schema_field(HeadSerializer(allow_null=True))
    def get_head(self, ruleset: Ruleset) -> dict[str, Any] | None:
        head = ruleset.head
        if head is None:
            return None
        return {
            "number": head.number,
            "rules_digest": head.rules_digest,
            "source_digest": head.source_digest,
            "url": _url("version-detail", **ruleset_kwargs(ruleset), number=head.number),
        }

    def get_latest(self, ruleset: Ruleset) -> int | None:
        """The number of the newest active version (what `versions/latest` redirects to)."""
        return getattr(ruleset, "latest_number", None)

    @extend_schema_field(RulesetLinksSerializer)
    def get_links(self, ruleset: Ruleset) -> dict[str, str]:
        kwargs = ruleset_kwargs(ruleset)
        return {
            "self": _url("ruleset-detail", **kwargs),
            "versions": _url("version-list", **kwargs),
            "latest": _url("version-latest", **kwargs),
        }


class RulesetCreateSerializer(serializers.Serializer):
    """A new ruleset and its version 1."""

    slug = serializers.SlugField(max_length=80)
    title = serializers.CharField(max_length=200)
    description = serializers.CharField(required=False, allow_blank=True, default="")
    source = SourceField(help_text="The YAML of version 1, exactly as it is to be stored.")
    message = serializers.CharField(required=False, allow_blank=True, default="")


class VersionLinksSerializer(serializers.Serializer):
    self = serializers.CharField()
    source = serializers.CharField()
    rulebook = serializers.CharField()
    rules = serializers.CharField()
    lifecycle = serializers.CharField()
    ruleset = serializers.CharField()
    parent = serializers.CharField(allow_null=True)
    diff_from_parent = serializers.CharField(allow_null=True)


class VersionSerializer(serializers.ModelSerializer):
    """A version without its rules: what lists show."""

    ref = serializers.CharField(read_only=True)
    # Declared, not derived from the model: the derived bound depends on the database.
    number = serializers.IntegerField(
        read_only=True, min_value=1, help_text="1, 2, 3... per ruleset; never reused."
    )
    game = serializers.CharField(source="document.game", read_only=True)
    rules_digest = serializers.CharField(read_only=True)
    author = serializers.SerializerMethodField()
    lifecycle = serializers.SerializerMethodField()
    parent = serializers.SerializerMethodField()
    restored_from = serializers.SerializerMethodField()
    links = serializers.SerializerMethodField()

    class Meta:
        model = Version
        fields = [
            "ref", "number", "revision", "source_digest", "rules_digest", "format", "game",
            "author", "message", "created_at", "lifecycle", "parent", "restored_from", "links",
        ]  # fmt: skip

    def get_author(self, version: Version) -> str | None:
        return version.author.get_username() if version.author else None

    @extend_schema_field(serializers.ChoiceField(choices=Lifecycle.choices))
    def get_lifecycle(self, version: Version) -> str:
        state = getattr(version, "lifecycle_state", None)
        return str(state or version.current_lifecycle())

    def get_parent(self, version: Version) -> int | None:
        return version.parent.number if version.parent_id else None

    def get_restored_from(self, version: Version) -> int | None:
        return version.restored_from.number if version.restored_from_id else None

    @extend_schema_field(VersionLinksSerializer)
    def get_links(self, version: Version) -> dict[str, str | None]:
        kwargs = version_kwargs(version)
        parent = version.parent.number if version.parent_id else None
        return {
            "self": _url("version-detail", **kwargs),
            "source": _url("version-source", **kwargs),
            "rulebook": _url("version-rulebook", **kwargs),
            "rules": _url("rules-detail", digest=version.rules_digest),
            "lifecycle": _url("version-lifecycle", **kwargs),
            "ruleset": _url("ruleset-detail", **ruleset_kwargs(version.ruleset)),
            "parent": None
            if parent is None
            else _url("version-detail", **{**kwargs, "number": parent}),
            "diff_from_parent": None
            if parent is None
            else _url("version-diff", **{**kwargs, "number": parent}, other=version.number),
        }


class VersionDetailSerializer(VersionSerializer):
    """A version with its canonical rules (the resolved rules the digest is taken over)."""

    rules = serializers.SerializerMethodField()

    class Meta(VersionSerializer.Meta):
        fields = [*VersionSerializer.Meta.fields, "rules"]

    @extend_schema_field(OpenApiTypes.OBJECT)
    def get_rules(self, version: Version) -> Any:
        return json.loads(version.document.canonical_json)


class PublishSerializer(serializers.Serializer):
    """Either `source` (new YAML) or `restore` (the number of a version to publish again)."""

    source = SourceField(required=False, help_text="The YAML, exactly as it is to be stored.")
    restore = serializers.IntegerField(
        required=False, min_value=1, help_text="Publish this version's exact bytes again."
    )
    message = serializers.CharField(
        required=False, allow_blank=True, default="", help_text="What changed and why."
    )

    def validate(self, data: dict[str, Any]) -> dict[str, Any]:
        if ("source" in data) == ("restore" in data):
            raise serializers.ValidationError("give either `source` or `restore`, not both")
        if "source" in data and not data["message"].strip():
            raise serializers.ValidationError({"message": "a change message is required"})
        return data


class LifecycleSerializer(serializers.Serializer):
    state = serializers.ChoiceField(
        choices=Lifecycle.choices,
        help_text="active (reactivate), deprecated (skipped by latest) or withdrawn "
        "(refused for new matches).",
    )
    reason = serializers.CharField(max_length=2000, help_text="Why; required.")


class ChangeSerializer(serializers.Serializer):
    path = serializers.CharField()
    old = serializers.JSONField(allow_null=True)
    new = serializers.JSONField(allow_null=True)
    topic = serializers.CharField()
    sentence = serializers.CharField()


class DiffSerializer(serializers.Serializer):
    """From version `a` to version `b`: every changed option, and the text diff on request."""

    from_version = serializers.CharField()
    to_version = serializers.CharField()
    from_rules_digest = serializers.CharField()
    to_rules_digest = serializers.CharField()
    changes = ChangeSerializer(many=True)
    summary = serializers.CharField(help_text="The changes in words, grouped by topic.")
    text_diff = serializers.CharField(
        required=False, help_text="The unified diff of the two YAML texts (with `?text=1`)."
    )


class RulebookSerializer(serializers.Serializer):
    ref = serializers.CharField()
    rules_digest = serializers.CharField()
    markdown = serializers.CharField()


class ReferenceSerializer(serializers.Serializer):
    """A version whose rules have a given digest."""

    ref = serializers.CharField()
    club = serializers.CharField()
    ruleset = serializers.CharField()
    number = serializers.IntegerField()
    lifecycle = serializers.CharField()
    url = serializers.CharField()


class MatchSerializer(serializers.ModelSerializer):
    """A match pinned to a version and its rules digest."""

    version = serializers.CharField(source="version.ref", read_only=True)
    started_by = serializers.SerializerMethodField()
    links = serializers.SerializerMethodField()

    class Meta:
        model = Match
        fields = [
            "id", "version", "rules_digest", "engine_version", "seats", "seed", "status",
            "result", "started_by", "started_at", "finished_at", "links",
        ]  # fmt: skip

    def get_started_by(self, match: Match) -> str | None:
        return match.started_by.get_username() if match.started_by else None

    @extend_schema_field(OpenApiTypes.OBJECT)
    def get_links(self, match: Match) -> dict[str, str]:
        return {
            "self": _url("match-detail", pk=match.pk),
            "log": _url("match-log", pk=match.pk),
            "verify": _url("match-verify", pk=match.pk),
            "hands": _url("match-hands", pk=match.pk),
            "rules": _url("rules-detail", digest=match.rules_digest),
            "version": _url("version-detail", **version_kwargs(match.version)),
        }


@extend_schema_field({"allOf": [SHEET_START_REF]})
class SheetStartField(serializers.JSONField):
    """A score sheet's `start`, as engine.formats.sheet defines it (checked by the engine)."""


class MatchCreateSerializer(serializers.Serializer):
    """A match pinned by `rules_digest`, by `version` (`club/ruleset@N`, or `club/ruleset:tag`
    for the version a tag points at when the match starts), or both (which must agree);
    `mode` says whether bots play it now or it is opened as a score sheet."""

    rules_digest = serializers.RegexField(r"^sha256:[0-9a-f]{64}$", required=False)
    version = serializers.RegexField(
        r"^[-\w]+/[-\w]+(@\d+|:[a-z0-9][a-z0-9._-]{0,62})$",
        required=False,
        help_text="club/ruleset@N, or club/ruleset:tag (the version the tag points at now).",
    )
    mode = serializers.ChoiceField(choices=[("bots", "bots"), ("sheet", "sheet")])
    bots = serializers.ListField(
        child=serializers.CharField(max_length=80),
        required=False,
        max_length=8,
        help_text="mode bots: one bot name per seat, seat 1 first (`random`, `heuristic`).",
    )
    seed = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=2**63 - 1,
        help_text="mode bots: the deal's seed (a random one when left out).",
    )
    seats = serializers.ListField(
        child=serializers.CharField(max_length=150),
        required=False,
        max_length=8,
        help_text="mode sheet: the player's name in each seat, seat 1 first.",
    )

    start = SheetStartField(
        required=False,
        allow_null=True,
        help_text="mode sheet: the standing before hand 1, for a match continued from paper"
        " (docs/score-sheets.md): each side's scores, and its bags, sets and the hands played"
        " when there are any. Checked against the pinned rules: a start that does not fit them"
        " is a 422 naming its field (`start.scores`). Left out, every score starts at 0.",
    )

    def validate(self, data: dict[str, Any]) -> dict[str, Any]:
        if data.get("start") is not None and data["mode"] != "sheet":
            raise serializers.ValidationError({"start": "only a score sheet starts from paper"})
        if "rules_digest" not in data and "version" not in data:
            raise serializers.ValidationError("give `rules_digest`, `version`, or both")
        if data["mode"] == "bots" and not data.get("bots"):
            raise serializers.ValidationError({"bots": "a bot match needs one bot per seat"})
        if data["mode"] == "sheet" and not data.get("seats"):
            raise serializers.ValidationError({"seats": "a score sheet needs its seats"})
        return data


@extend_schema_field({"allOf": [LOG_REF]})
class LogField(serializers.JSONField):
    """A match log, as engine.formats.log defines it (docs/match-log.md)."""


class MatchLogSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    rules_digest = serializers.CharField()
    status = serializers.CharField()
    log = LogField(allow_null=True, help_text="The log; null before the match has one.")


class DiscrepancySerializer(serializers.Serializer):
    hand = serializers.IntegerField(allow_null=True)
    trick = serializers.IntegerField(allow_null=True)
    field = serializers.CharField()
    expected = serializers.JSONField(allow_null=True)
    found = serializers.JSONField(allow_null=True)
    reason = serializers.CharField()
    rule = serializers.CharField()
    message = serializers.CharField()


class VerificationSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    rules_digest = serializers.CharField()
    verified = serializers.BooleanField()
    discrepancy = DiscrepancySerializer(allow_null=True)
    summary = serializers.CharField()


class AuditEventSerializer(serializers.ModelSerializer):
    club = serializers.SlugRelatedField(slug_field="slug", read_only=True)

    class Meta:
        model = AuditEvent
        fields = [
            "club", "sequence", "created_at", "actor", "action", "object_type", "object_ref",
            "digests", "details", "prev_hash", "hash",
        ]  # fmt: skip


class DiagnosticSerializer(serializers.Serializer):
    code = serializers.CharField()
    path = serializers.CharField()
    line = serializers.IntegerField()
    column = serializers.IntegerField()
    message = serializers.CharField()


class ProblemSerializer(serializers.Serializer):
    """RFC 9457 problem details, with this API's extension members."""

    type = serializers.URLField()
    title = serializers.CharField()
    status = serializers.IntegerField()
    detail = serializers.CharField()
    instance = serializers.CharField()
    diagnostics = DiagnosticSerializer(many=True, required=False)
    errors = serializers.JSONField(required=False)
    problems = serializers.ListField(child=serializers.DictField(), required=False)


class StaleRevisionSerializer(ProblemSerializer):
    """412: the ruleset moved on; what was published since the revision in `If-Match`."""

    revision = serializers.CharField(help_text="The ruleset's current revision.")
    base = serializers.IntegerField(allow_null=True, help_text="The version If-Match named.")
    since = VersionSerializer(many=True)
    changes = ChangeSerializer(many=True, required=False)
