"""Tags of a ruleset: `versions/tags/{name}` answers 307 to the version the tag points at,
like `versions/latest`; PUT creates or moves it, guarded by the tag's revision in If-Match.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from registry.api.caching import RULES_DIGEST, if_match_tags
from registry.api.examples import TAG_EXAMPLES
from registry.api.problems import Problem
from registry.api.serializers import ProblemSerializer
from registry.api.tag_serializers import TagMoveSerializer, TagSerializer
from registry.api.views.base import CLUB, RULESET, ClubScoped
from registry.models import TAG_NAME, Tag
from registry.services import find_tag, move_tag

__all__ = ["TagViewSet"]

NAME = OpenApiParameter(
    "name", OpenApiTypes.STR, OpenApiParameter.PATH, description="The tag, e.g. league-2026."
)
IF_MATCH = OpenApiParameter(
    "If-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description="To move a tag: the tag's revision (its ETag, or `revision` in the ruleset's "
    "`tags`). Leave it out to create one.",
)
IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description="`*`: create the tag only if it does not exist yet (412 if it does).",
)


def _problem(description: str) -> OpenApiResponse:
    return OpenApiResponse(ProblemSerializer, description=description)


class TagViewSet(ClubScoped):
    """The named pointers of one ruleset."""

    serializer_class = TagSerializer
    lookup_field = "name"
    lookup_value_regex = TAG_NAME
    queryset = Tag.objects.none()

    def tag(self, name: str) -> Tag:
        found = find_tag(self.ruleset(), name)
        if found is None:
            raise Problem(404, "not-found", f"{self.ruleset()} has no tag {name}")
        return found

    @extend_schema(
        summary="307 to the version the tag points at (never cached)",
        parameters=[CLUB, RULESET, NAME],
        responses={307: OpenApiResponse(description="Location: the version; ETag: the tag's.")},
    )
    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> HttpResponse:
        ruleset, tag = self.ruleset(), self.tag(kwargs["name"])
        response = HttpResponse(status=307)
        where = {"club": ruleset.club.slug, "ruleset": ruleset.slug, "number": tag.version.number}
        response["Location"] = reverse("api:version-detail", kwargs=where)
        response[RULES_DIGEST] = tag.version.rules_digest
        response["ETag"] = f'"{tag.revision}"'
        add_never_cache_headers(response)
        return response

    @extend_schema(
        summary="Create a tag, or move it (If-Match: the tag's revision)",
        parameters=[CLUB, RULESET, NAME, IF_MATCH, IF_NONE_MATCH],
        request=TagMoveSerializer,
        examples=TAG_EXAMPLES,
        responses={
            201: OpenApiResponse(TagSerializer, description="The tag was created."),
            200: OpenApiResponse(TagSerializer, description="Moved, or already there."),
            (409, "application/problem+json"): _problem(
                "The tag is protected, or the version is withdrawn and the move did not say "
                "allow_withdrawn."
            ),
            (412, "application/problem+json"): _problem("The tag moved since If-Match."),
            (428, "application/problem+json"): _problem("The tag exists: If-Match is missing."),
        },
    )
    def update(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        self.editable_club()
        ruleset, name = self.ruleset(), kwargs["name"]
        given = TagMoveSerializer(data=request.data)
        given.is_valid(raise_exception=True)
        data = given.validated_data
        version = ruleset.versions.filter(number=data["version"]).first()
        if version is None:
            raise Problem(404, "not-found", f"{ruleset} has no version {data['version']}")
        moved = move_tag(
            ruleset,
            name,
            version,
            actor=request.user,
            base_revision=self._base_revision(request, find_tag(ruleset, name)),
            protected=data["protected"],
            allow_withdrawn=data["allow_withdrawn"],
            message=data["message"],
        )
        body = TagSerializer(moved.tag).data
        headers = {"ETag": f'"{moved.tag.revision}"', RULES_DIGEST: moved.tag.version.rules_digest}
        if moved.created:
            headers["Location"] = body["url"]
            return Response(body, status=status.HTTP_201_CREATED, headers=headers)
        return Response(body, headers=headers)

    def _base_revision(self, request: Request, tag: Tag | None) -> str | None:
        """The revision the move started from; None to create. The service compares it."""
        if tag is None:
            return None
        if request.headers.get("If-None-Match", "").strip() == "*":
            from registry.api.problems import stale_tag
            from registry.errors import StaleTag

            raise stale_tag(StaleTag(tag))
        wanted = if_match_tags(request)
        if not wanted or "*" in wanted:
            raise Problem(
                428,
                "precondition-required",
                f"tag {tag.name} exists: send If-Match with its revision ({tag.revision!r} "
                "when you last read it) so that a move by someone else is never overwritten",
            )
        return tag.revision if tag.revision in wanted else wanted[0]
