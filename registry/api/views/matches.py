"""Matches pinned to a rules digest: started here (played by bots, or opened as a score
sheet), scored hand by hand, and verified by replaying their log under the pinned rules."""

from __future__ import annotations

import secrets
from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, status
from rest_framework.decorators import action
from rest_framework.exceptions import NotAuthenticated, PermissionDenied
from rest_framework.request import Request
from rest_framework.response import Response

from registry import permissions as registry_permissions
from registry.api.caching import RULES_DIGEST
from registry.api.examples import HAND_EXAMPLES, MATCH_EXAMPLES
from registry.api.permissions import readable_versions, require_edit
from registry.api.problems import Problem
from registry.api.renderers import JSONParser, YAMLParser
from registry.api.schema import SHEET_HAND_SCHEMA
from registry.api.serializers import (
    AuditEventSerializer,
    MatchCreateSerializer,
    MatchLogSerializer,
    MatchSerializer,
    ProblemSerializer,
    VerificationSerializer,
    check_json_object,
)
from registry.api.views.base import ApiViewSet
from registry.models import AuditEvent, Lifecycle, Match, Version
from registry.services import resolve_version

__all__ = ["MatchViewSet", "pinned_version"]

JSON_PARSERS = [JSONParser, YAMLParser]
UUID_PATTERN = "[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}"


def _problem(description: str) -> OpenApiResponse:
    return OpenApiResponse(ProblemSerializer, description=description)


def _not_found(what: str) -> Problem:
    return Problem(404, "not-found", f"No {what} that you may read.")


def pinned_version(user: Any, *, digest: str | None, ref: str | None) -> Version:
    """The version a new match is pinned to, named by `club/ruleset@N` (or `club/ruleset:tag`,
    the version the tag points at now), by a rules digest, or by both (which must agree). A
    digest alone picks, among the versions with those rules that the user may start matches
    in, the first published one that is not withdrawn."""
    readable = readable_versions(user).with_lifecycle().select_related("ruleset__club")
    if ref is not None:
        try:
            version = resolve_version(ref)
        except Version.DoesNotExist:
            raise _not_found(f"version {ref}") from None
        version = readable.filter(pk=version.pk).first()
        if version is None:
            raise _not_found(f"version {ref}")
        if digest is not None and version.rules_digest != digest:
            raise Problem(
                422,
                "invalid-reference",
                f"{ref} has the rules {version.rules_digest}, not {digest}",
                version=ref,
                rules_digest=version.rules_digest,
            )
        return version
    holders = readable.filter(document_id=digest).order_by("id")
    if not holders.exists():
        raise _not_found(f"rules {digest}")
    editable = holders.filter(ruleset__club__in=registry_permissions.editable_clubs(user))
    return (
        editable.exclude(lifecycle_state=Lifecycle.WITHDRAWN).first()
        or editable.first()
        or holders.first()
    )


class MatchViewSet(mixins.RetrieveModelMixin, mixins.CreateModelMixin, ApiViewSet):
    """Matches in the clubs you may read. Starting one, and scoring its hands, needs the
    owner or editor role in the club of its version."""

    serializer_class = MatchSerializer
    lookup_value_regex = UUID_PATTERN

    def get_queryset(self) -> QuerySet[Match]:
        return Match.objects.filter(
            version__in=readable_versions(self.request.user)
        ).select_related("version__ruleset__club", "started_by")

    def get_object(self) -> Match:
        match = self.get_queryset().filter(pk=self.kwargs["pk"]).first()
        if match is None:
            raise _not_found("match")
        return match

    @extend_schema(summary="A match: its pinned version and rules, seats, status and result")
    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        match = self.get_object()
        return Response(MatchSerializer(match).data, headers={RULES_DIGEST: match.rules_digest})

    @extend_schema(
        summary="Start a match pinned by rules_digest and/or club/ruleset@N",
        request=MatchCreateSerializer,
        examples=MATCH_EXAMPLES,
        responses={
            201: MatchSerializer,
            (409, "application/problem+json"): _problem("The version is withdrawn."),
            (422, "application/problem+json"): _problem(
                "The digest and the version disagree, or the bots or seats are refused."
            ),
        },
    )
    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        given = MatchCreateSerializer(data=request.data)
        given.is_valid(raise_exception=True)
        data = given.validated_data
        version = pinned_version(
            request.user, digest=data.get("rules_digest"), ref=data.get("version")
        )
        require_edit(request.user, version.ruleset.club)
        if version.current_lifecycle() == Lifecycle.WITHDRAWN:
            raise Problem(
                409, "lifecycle-conflict", f"{version.ref} is withdrawn: no new matches on it"
            )
        match = self._start(version, data)
        body = MatchSerializer(self.get_queryset().get(pk=match.pk)).data
        headers = {"Location": body["links"]["self"], RULES_DIGEST: match.rules_digest}
        return Response(body, status=status.HTTP_201_CREATED, headers=headers)

    def _start(self, version: Version, data: dict[str, Any]) -> Match:
        from registry.services import matches as service

        user = self.request.user
        ref = data.get("version") or ""
        tag = ref.partition(":")[2] or None
        if data["mode"] == "bots":
            seed = data["seed"] if "seed" in data else secrets.randbelow(2**31)
            return service.play_bot_match(
                version, bots=data["bots"], seed=seed, started_by=user, tag=tag
            )
        return service.open_score_sheet(
            version, seats=data["seats"], started_by=user, tag=tag, start=data.get("start")
        )

    @extend_schema(
        summary="The match's events in its club's audit chain, oldest first (members only)",
        responses=AuditEventSerializer(many=True),
    )
    @action(detail=True, methods=["get"], pagination_class=None)
    def events(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        match = self.get_object()
        club = match.version.ruleset.club
        if not request.user.is_authenticated:
            raise NotAuthenticated()
        if not (
            registry_permissions.is_registry_staff(request.user)
            or registry_permissions.role_of(request.user, club) is not None
        ):
            raise PermissionDenied(f"{club.slug}'s audit chain is for its members")
        events = (
            AuditEvent.objects.filter(club=club, object_ref=str(match.pk))
            .select_related("club")
            .order_by("sequence")
        )
        return Response(AuditEventSerializer(events, many=True).data)

    @extend_schema(
        summary="Score the next hand of a score sheet (a hand of the game of the pinned rules)",
        request={"application/json": SHEET_HAND_SCHEMA, "application/yaml": SHEET_HAND_SCHEMA},
        examples=HAND_EXAMPLES,
        responses={
            200: MatchSerializer,
            (409, "application/problem+json"): _problem("The match is not an open score sheet."),
            (422, "application/problem+json"): _problem("The hand is refused: every problem."),
        },
    )
    @action(detail=True, methods=["post"], parser_classes=JSON_PARSERS)
    def hands(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        from registry.services import matches as service

        match = self.get_object()
        require_edit(request.user, match.version.ruleset.club)
        # The engine checks the hand and lists every problem (422); only its shape is ours.
        hand = check_json_object(request.data)
        match = service.add_sheet_hand(match, hand, actor=request.user)
        match = self.get_queryset().get(pk=match.pk)
        return Response(MatchSerializer(match).data, headers={RULES_DIGEST: match.rules_digest})

    @extend_schema(summary="The match's log", responses=MatchLogSerializer)
    @action(detail=True, methods=["get"])
    def log(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        match = self.get_object()
        data = {
            "id": match.id,
            "rules_digest": match.rules_digest,
            "status": match.status,
            "log": match.log,
        }
        return Response(MatchLogSerializer(data).data, headers={RULES_DIGEST: match.rules_digest})

    @extend_schema(
        summary="Replay the log under the pinned rules: verified, or the first discrepancy",
        responses=VerificationSerializer,
    )
    @action(detail=True, methods=["get"])
    def verify(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        from registry.services import matches as service

        match = self.get_object()
        result = service.verify_match(match)
        found = result.discrepancy
        discrepancy = None
        if found is not None:
            discrepancy = {
                "hand": found.hand,
                "trick": found.trick,
                "field": found.field,
                "expected": found.expected,
                "found": found.found,
                "reason": found.reason,
                "rule": found.rule,
                "message": str(found),
            }
        data = {
            "id": match.id,
            "rules_digest": match.rules_digest,
            "verified": result.verified,
            "discrepancy": discrepancy,
            "summary": str(result),
        }
        return Response(
            VerificationSerializer(data).data, headers={RULES_DIGEST: match.rules_digest}
        )
