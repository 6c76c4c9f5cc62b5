"""Rules by digest (the engine's read path), who uses them, and the rules language's schema."""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpResponse
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import mixins
from rest_framework.decorators import action
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from registry.api.caching import (
    RULES_DIGEST,
    matches_if_none_match,
    not_modified,
    set_immutable,
    set_revalidate,
)
from registry.api.fastpath import document_access
from registry.api.negotiation import IgnoreAccept
from registry.api.pagination import GrowingPages
from registry.api.permissions import readable_versions
from registry.api.problems import Problem
from registry.api.renderers import YAML, YAMLRenderer, dump_yaml
from registry.api.rulecache import public_rules
from registry.api.serializers import MatchSerializer, ReferenceSerializer, version_kwargs
from registry.api.views.base import ApiViewSet
from registry.editor_schema import served_schema, yaml_modeline
from registry.models import Match, RulesDocument

__all__ = ["RulesViewSet", "RulesLanguageSchemaView", "DIGEST_PATTERN"]

DIGEST_PATTERN = "sha256:[0-9a-f]{64}"
DIGEST = OpenApiParameter(
    "digest",
    OpenApiTypes.STR,
    OpenApiParameter.PATH,
    pattern=f"^{DIGEST_PATTERN}$",
    description="A rules digest, `sha256:` and 64 hex digits.",
)
FORMAT = OpenApiParameter(
    "format", OpenApiTypes.STR, enum=["json", "yaml"], description="Instead of Accept."
)


class RulesViewSet(mixins.RetrieveModelMixin, ApiViewSet):
    """The canonical rules for a digest: the bytes whose SHA-256 is the digest. Readable when
    some version you may read has these rules."""

    lookup_field = "digest"
    lookup_value_regex = DIGEST_PATTERN
    renderer_classes = [JSONRenderer, YAMLRenderer]
    queryset = RulesDocument.objects.none()

    @extend_schema(
        summary="The canonical rules of a digest (immutable; the engine's read path)",
        parameters=[DIGEST, FORMAT],
        responses={
            (200, "application/json"): OpenApiResponse(
                OpenApiTypes.OBJECT, description="The canonical JSON; its SHA-256 is the digest."
            ),
            (200, YAML): OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="The same, as YAML, its first line pointing at the site's schema.",
            ),
            304: OpenApiResponse(description="Not modified (If-None-Match)."),
        },
    )
    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> HttpResponse:
        digest = kwargs["digest"]
        as_yaml = request.accepted_renderer.format == "yaml"
        tag = f"{digest}+yaml" if as_yaml else digest
        revalidating = matches_if_none_match(request, tag)
        body = public_rules.get(digest)
        public = body is not None
        if body is None:
            generation = public_rules.generation  # before the query that may find it public
            row = self._document(digest)
            if row is None or not row["readable"]:
                raise Problem(404, "not-found", f"No rules {digest} that you may read.")
            public, body = row["public_club"] is not None, row["canonical_json"].encode("utf-8")
            if public:
                public_rules.put(digest, body, generation, row["public_club"])
        if revalidating:
            return not_modified(tag, public=public, digest=digest)
        if as_yaml:
            body = yaml_modeline() + dump_yaml(json.loads(body))
        response = HttpResponse(body, content_type=YAML if as_yaml else "application/json")
        set_immutable(response, tag, public=public)
        response[RULES_DIGEST] = digest
        return response

    def _document(self, digest: str) -> dict[str, Any] | None:
        """Whether the user may read the rules, whether a public club holds them, and their
        canonical JSON (one query)."""
        found = document_access(digest, self.request.user)
        if found is None:
            return None
        text, public_club, readable = found
        return {"canonical_json": text, "public_club": public_club, "readable": readable}

    def _readable(self, digest: str) -> Any:
        versions = readable_versions(self.request.user).filter(document_id=digest)
        if not versions.exists():
            raise Problem(404, "not-found", f"No rules {digest} that you may read.")
        return versions

    @extend_schema(
        summary="Every version (club/ruleset@N) with these rules",
        parameters=[DIGEST],
        responses=ReferenceSerializer(many=True),
    )
    @action(detail=True, methods=["get"])
    def references(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        versions = (
            self._readable(kwargs["digest"])
            .with_lifecycle()
            .select_related("ruleset__club")
            .order_by("ruleset__club__slug", "ruleset__slug", "number")
        )
        page = self.paginate_queryset(versions)
        rows = [
            {
                "ref": v.ref,
                "club": v.ruleset.club.slug,
                "ruleset": v.ruleset.slug,
                "number": v.number,
                "lifecycle": v.lifecycle_state,
                "url": reverse("api:version-detail", kwargs=version_kwargs(v)),
            }
            for v in page or []
        ]
        return self.get_paginated_response(ReferenceSerializer(rows, many=True).data)

    @extend_schema(
        summary="Every match pinned to these rules",
        parameters=[DIGEST],
        responses=MatchSerializer(many=True),
    )
    @action(detail=True, methods=["get"], pagination_class=GrowingPages)
    def matches(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        versions = self._readable(kwargs["digest"])
        matches = (
            Match.objects.filter(rules_digest=kwargs["digest"], version__in=versions)
            .select_related("version__ruleset__club", "started_by")
            .defer("log")
        )
        page = self.paginate_queryset(matches)
        return self.get_paginated_response(MatchSerializer(page, many=True).data)


class SchemaJSONRenderer(JSONRenderer):
    media_type = "application/schema+json"


class RulesLanguageSchemaView(APIView):
    """The JSON Schema of the YAML rules language (draft 2020-12), for editors."""

    renderer_classes = [SchemaJSONRenderer]
    content_negotiation_class = IgnoreAccept

    @extend_schema(
        summary="The JSON Schema of the rules language",
        responses={(200, "application/schema+json"): OpenApiTypes.OBJECT},
    )
    def get(self, request: Request) -> HttpResponse:
        # The same document as /schema/houserules-1.json, the address editors are given.
        body, quoted = served_schema()
        tag = quoted.strip('"')
        if matches_if_none_match(request, tag):
            response = HttpResponse(status=304)
        else:
            response = HttpResponse(body, content_type="application/schema+json")
        set_revalidate(response, tag, public=True)
        return response


rules_detail_view = RulesViewSet.as_view({"get": "retrieve"})
"""The DRF view of `GET rules/{digest}`, for what `registry.api.fastpath` does not answer."""
