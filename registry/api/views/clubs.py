"""Clubs and their rulesets."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Prefetch, QuerySet
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from registry.api import permissions
from registry.api.caching import RULES_DIGEST, etag, set_revalidate
from registry.api.examples import LOCK_EXAMPLES, RULESET_EXAMPLES
from registry.api.problems import Problem
from registry.api.serializers import (
    ClubSerializer,
    ProblemSerializer,
    RulesetCreateSerializer,
    RulesetSerializer,
)
from registry.api.tag_serializers import LockRequestSerializer
from registry.api.views.base import CLUB, RULESET, ApiViewSet, ClubScoped, with_latest
from registry.models import Club, Ruleset, Tag
from registry.permissions import can_manage
from registry.services import create_ruleset, lock_ruleset, publish, unlock_ruleset

__all__ = ["ClubViewSet", "RulesetViewSet"]


@extend_schema_view(
    list=extend_schema(summary="The clubs you may read"),
    retrieve=extend_schema(summary="A club", parameters=[CLUB]),
)
class ClubViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, ApiViewSet):
    """Clubs: every public club, and the private ones you belong to (staff: all)."""

    serializer_class = ClubSerializer
    lookup_field = "slug"
    lookup_url_kwarg = "club"

    def get_queryset(self) -> QuerySet[Club]:
        return permissions.readable_clubs(self.request.user).order_by("slug")


def _problem(description: str) -> OpenApiResponse:
    return OpenApiResponse(ProblemSerializer, description=description)


def _ruleset_response(ruleset: Ruleset, status_code: int = 200, **headers: str) -> Response:
    data = RulesetSerializer(ruleset).data
    response = Response(data, status=status_code, headers=headers)
    response["ETag"] = etag(ruleset.revision)
    if ruleset.head is not None:
        response[RULES_DIGEST] = ruleset.head.rules_digest
    return response


@extend_schema_view(
    list=extend_schema(summary="A club's rulesets", parameters=[CLUB]),
    retrieve=extend_schema(
        summary="A ruleset: its head, latest and revision (ETag = revision)",
        parameters=[CLUB, RULESET],
    ),
    create=extend_schema(
        summary="Create a ruleset with its version 1",
        parameters=[CLUB],
        request=RulesetCreateSerializer,
        examples=RULESET_EXAMPLES,
        responses={
            201: RulesetSerializer,
            (409, "application/problem+json"): OpenApiResponse(
                ProblemSerializer, description="A ruleset with this slug exists."
            ),
            (422, "application/problem+json"): OpenApiResponse(
                ProblemSerializer, description="The YAML is invalid: every diagnostic."
            ),
        },
    ),
)
class RulesetViewSet(
    mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin, ClubScoped
):
    """A club's rulesets. Title and description are edited in the admin; rules change only by
    publishing versions."""

    serializer_class = RulesetSerializer
    lookup_field = "slug"
    lookup_url_kwarg = "ruleset"

    def get_queryset(self) -> QuerySet[Ruleset]:
        rulesets = (
            Ruleset.objects.filter(club=self.club())
            .select_related("club", "head", "season_lock__locked_by")
            .prefetch_related(
                Prefetch("tags", queryset=Tag.objects.select_related("version", "ruleset__club"))
            )
        )
        return with_latest(rulesets).order_by("slug")

    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        ruleset = self.get_object()
        response = _ruleset_response(ruleset)
        set_revalidate(response, None, public=self.club().is_public)
        return response

    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        club = self.editable_club()
        given = RulesetCreateSerializer(data=request.data)
        given.is_valid(raise_exception=True)
        data = given.validated_data
        if Ruleset.objects.filter(club=club, slug=data["slug"]).exists():
            raise Problem(409, "conflict", f"{club.slug} already has a ruleset {data['slug']}")
        try:
            with transaction.atomic():
                ruleset = create_ruleset(
                    club,
                    slug=data["slug"],
                    title=data["title"],
                    description=data["description"],
                    actor=request.user,
                )
                publish(
                    ruleset,
                    data["source"],
                    author=request.user,
                    message=data["message"].strip() or "First version",
                    base_revision=ruleset.revision,
                )
        except IntegrityError:
            raise Problem(
                409, "conflict", f"{club.slug} already has a ruleset {data['slug']}"
            ) from None
        ruleset = self.get_queryset().get(pk=ruleset.pk)
        location = RulesetSerializer(ruleset).data["links"]["self"]
        return _ruleset_response(ruleset, status.HTTP_201_CREATED, Location=location)

    # -- season locks --------------------------------------------------------------------

    @extend_schema(
        methods=["PUT"],
        summary="Lock the ruleset for the season (owners): publishing is refused while it holds",
        parameters=[CLUB, RULESET],
        request=LockRequestSerializer,
        examples=LOCK_EXAMPLES,
        responses={
            200: RulesetSerializer,
            (403, "application/problem+json"): _problem("Only the club's owners lock."),
        },
    )
    @extend_schema(
        methods=["DELETE"],
        summary="Lift the ruleset's season lock (owners)",
        parameters=[CLUB, RULESET],
        request=None,
        responses={
            200: RulesetSerializer,
            (403, "application/problem+json"): _problem("Only the club's owners unlock."),
            (409, "application/problem+json"): _problem("The ruleset is not locked."),
        },
    )
    @action(detail=True, methods=["put", "delete"])
    def lock(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        club = self.editable_club()
        if not can_manage(request.user, club):
            raise Problem(403, "forbidden", f"locking {club.slug}'s rulesets needs the owner role")
        ruleset = self.get_object()
        if request.method == "DELETE":
            unlock_ruleset(ruleset, actor=request.user)
        else:
            given = LockRequestSerializer(data=request.data)
            given.is_valid(raise_exception=True)
            data = given.validated_data
            lock_ruleset(ruleset, reason=data["reason"], until=data["until"], actor=request.user)
        return _ruleset_response(self.get_queryset().get(pk=ruleset.pk))
