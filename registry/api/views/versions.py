"""Versions of a ruleset: reading them, publishing with `If-Match`, and their lifecycle.

Versions are immutable: there is no update and no delete (PUT and DELETE are 405). The
source bytes of a version never change, so they are served with the immutable caching of
`registry.api.caching`; a version's own representation carries its lifecycle, which can
change, so it is revalidated.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import HttpResponse
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)
from rest_framework import mixins, serializers, status
from rest_framework.decorators import action
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response

from registry.api.caching import (
    RULES_DIGEST,
    if_match_tags,
    matches_if_none_match,
    not_modified,
    set_immutable,
)
from registry.api.examples import CHECK_EXAMPLES, LIFECYCLE_EXAMPLES, PUBLISH_EXAMPLES
from registry.api.negotiation import IgnoreAccept
from registry.api.problems import Problem
from registry.api.renderers import YAML, MarkdownRenderer, YAMLRenderer
from registry.api.serializers import (
    DiffSerializer,
    LifecycleSerializer,
    ProblemSerializer,
    PublishSerializer,
    RulebookSerializer,
    StaleRevisionSerializer,
    VersionDetailSerializer,
    VersionSerializer,
)
from registry.api.tag_serializers import CheckSerializer
from registry.api.views.base import CLUB, NUMBER, RULESET, ClubScoped
from registry.editor_schema import download_source
from registry.errors import LifecycleError, StaleBase
from registry.linediff import unified_diff
from registry.models import Lifecycle, Ruleset, Version
from registry.services import change_lifecycle, check_publish, latest_version, publish, restore
from rulesets.canonical import source_digest

__all__ = ["VersionViewSet"]

OTHER = OpenApiParameter(
    "other", OpenApiTypes.INT, OpenApiParameter.PATH, description="The version to compare to."
)
TEXT = OpenApiParameter(
    "text", OpenApiTypes.BOOL, description="Also return the unified diff of the two YAML texts."
)
IF_MATCH = OpenApiParameter(
    "If-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    required=True,
    description='The ruleset revision the edit started from, e.g. "3f2a..." (its ETag).',
)
MAX_NUMBER = 2**31 - 1


def _problem(description: str) -> OpenApiResponse:
    return OpenApiResponse(ProblemSerializer, description=description)


def _diff(old: Version, new: Version) -> list[Any]:
    """The semantic changes from `old` to `new` (`rulesets.diff.Change`s)."""
    from rulesets.diff import diff_rules

    return diff_rules(old.load_rules(), new.load_rules())


def _changes(changes: list[Any]) -> list[dict[str, Any]]:
    return [
        {"path": c.path, "old": c.old, "new": c.new, "topic": c.topic, "sentence": c.sentence}
        for c in changes
    ]


PUBLISH_RESPONSES = {
    201: OpenApiResponse(VersionDetailSerializer, description="Published as a new version."),
    200: OpenApiResponse(
        VersionDetailSerializer, description="The bytes are the head's: nothing was stored."
    ),
    (409, "application/problem+json"): _problem("The lifecycle forbids it (a withdrawn restore)."),
    (412, "application/problem+json"): OpenApiResponse(
        StaleRevisionSerializer, description="The head moved: what was published since."
    ),
    (422, "application/problem+json"): _problem("Invalid YAML: every diagnostic."),
    (423, "application/problem+json"): _problem("The ruleset is locked: the lock is named."),
    (428, "application/problem+json"): _problem("If-Match is missing."),
}
CHECK_IF_MATCH = OpenApiParameter(
    "If-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description="Optional: the revision the edit started from; `stale` says if it moved on.",
)


class CheckRequestSerializer(PublishSerializer):
    """The bodies publishing takes; the message may be left out (nothing is recorded)."""

    def validate(self, data: dict[str, Any]) -> dict[str, Any]:
        if ("source" in data) == ("restore" in data):
            raise serializers.ValidationError("give either `source` or `restore`, not both")
        return data


@extend_schema_view(
    list=extend_schema(summary="A ruleset's versions, oldest first", parameters=[CLUB, RULESET]),
    retrieve=extend_schema(
        summary="A version: digests, author, message, lifecycle, canonical rules, links",
        parameters=[CLUB, RULESET, NUMBER],
        responses=VersionDetailSerializer,
    ),
    create=extend_schema(
        summary="Publish a new version (If-Match: the revision the edit started from)",
        parameters=[CLUB, RULESET, IF_MATCH],
        request={
            "application/json": PublishSerializer,
            "application/yaml": PublishSerializer,
            "multipart/form-data": PublishSerializer,
        },
        responses=PUBLISH_RESPONSES,
        examples=PUBLISH_EXAMPLES,
    ),
)
class VersionViewSet(
    mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin, ClubScoped
):
    """The numbered, immutable versions of one ruleset."""

    serializer_class = VersionSerializer
    lookup_field = "number"
    lookup_value_regex = "[0-9]+"

    def get_queryset(self) -> QuerySet[Version]:
        versions = (
            self.ruleset()
            .versions.with_lifecycle()
            .select_related("ruleset__club", "author", "parent", "restored_from", "document")
            .order_by("number")
        )
        if self.action == "list":
            return versions.defer("source", "document__canonical_json")
        return versions

    def get_serializer_class(self) -> type[serializers.BaseSerializer]:
        return VersionSerializer if self.action == "list" else VersionDetailSerializer

    def version(self, number: Any) -> Version:
        """The version numbered `number` in this ruleset, or 404."""
        value = int(number)
        found = self.get_queryset().filter(number=value).first() if value <= MAX_NUMBER else None
        if found is None:
            raise Problem(404, "not-found", f"{self.ruleset()} has no version {number}")
        return found

    def get_object(self) -> Version:
        return self.version(self.kwargs["number"])

    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        version = self.get_object()
        return Response(
            VersionDetailSerializer(version).data, headers={RULES_DIGEST: version.rules_digest}
        )

    # -- publishing ------------------------------------------------------------------------

    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        self.editable_club()
        ruleset = self.ruleset()
        base_revision = self._base_revision(request, ruleset)
        given = PublishSerializer(data=request.data)
        given.is_valid(raise_exception=True)
        data = given.validated_data
        try:
            if "restore" in data:
                publication = restore(
                    self.version(data["restore"]),
                    author=request.user,
                    base_revision=base_revision,
                    message=data["message"],
                )
            else:
                publication = publish(
                    ruleset,
                    data["source"],
                    author=request.user,
                    message=data["message"],
                    base_revision=base_revision,
                )
        except StaleBase as stale:
            raise self._stale(stale) from None
        version = self.version(publication.version.number)
        body = VersionDetailSerializer(version).data
        headers = {RULES_DIGEST: version.rules_digest, "Ruleset-Revision": version.revision}
        if publication.created:
            headers["Location"] = body["links"]["self"]
            return Response(body, status=status.HTTP_201_CREATED, headers=headers)
        headers["Content-Location"] = body["links"]["self"]
        return Response(body, headers=headers)

    @extend_schema(
        summary="Check a publish without storing anything: diagnostics, digest, changes, lock",
        parameters=[CLUB, RULESET, CHECK_IF_MATCH],
        request={
            "application/json": CheckRequestSerializer,
            "application/yaml": CheckRequestSerializer,
            "multipart/form-data": CheckRequestSerializer,
        },
        examples=CHECK_EXAMPLES,
        responses={
            200: CheckSerializer,
            (409, "application/problem+json"): _problem("A withdrawn version to restore."),
        },
    )
    @action(detail=False, methods=["post"])
    def check(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        self.editable_club()
        given = CheckRequestSerializer(data=request.data)
        given.is_valid(raise_exception=True)
        data = given.validated_data
        source = data.get("source")
        if "restore" in data:
            old = self.version(data["restore"])
            if old.current_lifecycle() == Lifecycle.WITHDRAWN:
                raise LifecycleError(
                    f"version {old.number} is withdrawn; publish its YAML by hand if you mean it"
                )
            source = old.source_bytes
        wanted = if_match_tags(request)
        base = wanted[0] if wanted and "*" not in wanted else None
        if wanted and self.ruleset().revision in wanted:
            base = self.ruleset().revision
        result = check_publish(self.ruleset(), source, base_revision=base)
        return Response(CheckSerializer(result.as_dict()).data)

    def _base_revision(self, request: Request, ruleset: Ruleset) -> str:
        tags = if_match_tags(request)
        if not tags:
            raise Problem(
                428,
                "precondition-required",
                "Send If-Match with the revision your edit started from (the ruleset's ETag); "
                "publishing without it could silently overwrite someone else's version.",
            )
        if "*" in tags:
            raise Problem(
                428,
                "precondition-required",
                "If-Match: * would publish over any head; name the revision you started from.",
            )
        return ruleset.revision if ruleset.revision in tags else tags[0]

    def _stale(self, stale: StaleBase) -> Problem:
        ruleset = Ruleset.objects.select_related("club").get(pk=stale.ruleset.pk)
        head = stale.head
        numbers = ", ".join(str(v.number) for v in stale.since) or "none"
        extensions: dict[str, Any] = {
            "revision": ruleset.revision,
            "base": stale.base.number if stale.base else None,
            "since": VersionSerializer(stale.since, many=True).data,
        }
        if stale.base is not None and head is not None:
            extensions["changes"] = _changes(_diff(stale.base, head))
        problem = Problem(
            412,
            "stale-revision",
            f"{ruleset} changed since revision {stale.base_revision} (versions published "
            f"since: {numbers}); review the changes and publish again with If-Match: "
            f'"{ruleset.revision}"',
            **extensions,
        )
        problem.headers["ETag"] = f'"{ruleset.revision}"'
        return problem

    # -- views of one version ----------------------------------------------------------------

    @extend_schema(
        summary="The version's YAML as published, pointed at the site's schema (immutable)",
        parameters=[CLUB, RULESET, NUMBER],
        responses={
            (200, YAML): OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="The YAML rules document as published, byte for byte, except that "
                "its first `# yaml-language-server` comment points at this site's schema.",
            ),
            304: OpenApiResponse(description="Not modified (If-None-Match)."),
        },
    )
    @action(
        detail=True,
        methods=["get"],
        renderer_classes=[YAMLRenderer],
        content_negotiation_class=IgnoreAccept,
    )
    def source(self, request: Request, *args: Any, **kwargs: Any) -> HttpResponse:
        version = self.version(kwargs["number"])
        public = self.club().is_public
        # The stored bytes, with the modeline pointing editors at this site's schema. The tag
        # is the digest of the bytes served: the source digest when they already had it.
        body = download_source(version.source_bytes)
        tag = source_digest(body)
        if matches_if_none_match(request, tag):
            return not_modified(tag, public=public, digest=version.rules_digest)
        response = HttpResponse(body, content_type=YAML)
        set_immutable(response, tag, public=public)
        response[RULES_DIGEST] = version.rules_digest
        return response

    @extend_schema(
        summary="307 to the newest active version (never cached)",
        parameters=[CLUB, RULESET],
        responses={307: OpenApiResponse(description="Location: the version.")},
    )
    @action(detail=False, methods=["get"])
    def latest(self, request: Request, *args: Any, **kwargs: Any) -> HttpResponse:
        ruleset = self.ruleset()
        version = latest_version(ruleset)
        if version is None:
            raise Problem(404, "not-found", f"{ruleset} has no active version")
        response = HttpResponse(status=307)
        # Built from what the view holds: serializing the version for its link would load its
        # YAML, rules and author for a redirect (five queries instead of one).
        where = {"club": ruleset.club.slug, "ruleset": ruleset.slug, "number": version.number}
        response["Location"] = reverse("api:version-detail", kwargs=where)
        response[RULES_DIGEST] = version.rules_digest
        add_never_cache_headers(response)
        return response

    @extend_schema(
        summary="What changed from this version to another, option by option",
        parameters=[CLUB, RULESET, NUMBER, OTHER, TEXT],
        responses=DiffSerializer,
    )
    @action(detail=True, methods=["get"], url_path=r"diff/(?P<other>[0-9]+)", url_name="diff")
    def diff(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        from rulesets.diff import format_changes

        old, new = self.version(kwargs["number"]), self.version(kwargs["other"])
        changes = _diff(old, new)
        data: dict[str, Any] = {
            "from_version": old.ref,
            "to_version": new.ref,
            "from_rules_digest": old.rules_digest,
            "to_rules_digest": new.rules_digest,
            "changes": _changes(changes),
            "summary": format_changes(changes),
        }
        if request.query_params.get("text", "").lower() in ("1", "true", "yes"):
            lines = unified_diff(old.text.splitlines(), new.text.splitlines(), old.ref, new.ref)
            data["text_diff"] = "\n".join(lines) + "\n"
        return Response(data)

    @extend_schema(
        summary="The version's rulebook (Markdown; JSON or YAML wraps it)",
        parameters=[CLUB, RULESET, NUMBER],
        responses={
            (200, "application/json"): RulebookSerializer,
            (200, "application/yaml"): RulebookSerializer,
            (200, "text/markdown"): OpenApiTypes.STR,
        },
    )
    @action(
        detail=True,
        methods=["get"],
        renderer_classes=[JSONRenderer, YAMLRenderer, MarkdownRenderer],
    )
    def rulebook(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        from rulesets.rulebook import render_rulebook

        version = self.version(kwargs["number"])
        data = {
            "ref": version.ref,
            "rules_digest": version.rules_digest,
            "markdown": render_rulebook(version.load_rules()),
        }
        return Response(data, headers={RULES_DIGEST: version.rules_digest})

    @extend_schema(
        summary="Deprecate, withdraw or reactivate the version (a reason is required)",
        parameters=[CLUB, RULESET, NUMBER],
        request=LifecycleSerializer,
        examples=LIFECYCLE_EXAMPLES,
        responses={
            200: VersionDetailSerializer,
            (409, "application/problem+json"): _problem("The version is already in that state."),
        },
    )
    @action(detail=True, methods=["patch"])
    def lifecycle(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        self.editable_club()
        version = self.version(kwargs["number"])
        given = LifecycleSerializer(data=request.data)
        given.is_valid(raise_exception=True)
        change_lifecycle(
            version,
            given.validated_data["state"],
            actor=request.user,
            reason=given.validated_data["reason"],
        )
        version = self.version(version.number)
        return Response(
            VersionDetailSerializer(version).data, headers={RULES_DIGEST: version.rules_digest}
        )
