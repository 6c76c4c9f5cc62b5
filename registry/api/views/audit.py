"""A club's hash-chained audit feed, read forward from a sequence number."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotAuthenticated, PermissionDenied
from rest_framework.request import Request
from rest_framework.response import Response

from registry import permissions as registry_permissions
from registry.api.permissions import require_read
from registry.api.problems import Problem
from registry.api.serializers import AuditEventSerializer
from registry.api.views.base import ApiViewSet
from registry.models import AuditEvent, Club

__all__ = ["AuditEventViewSet"]


class FeedQuerySerializer(serializers.Serializer):
    club = serializers.SlugField(
        required=False,
        help_text="The club whose chain to read (each club has its own). May be left out by "
        "someone who is a member of exactly one club.",
    )
    after = serializers.IntegerField(
        min_value=0, max_value=2**63 - 1, default=0, help_text="Events after this sequence."
    )
    limit = serializers.IntegerField(min_value=1, max_value=1000, default=100)


class FeedSerializer(serializers.Serializer):
    club = serializers.CharField()
    after = serializers.IntegerField()
    events = AuditEventSerializer(many=True)
    has_more = serializers.BooleanField()
    next = serializers.CharField(help_text="Poll this to read on from the last event.")


class AuditEventViewSet(ApiViewSet):
    """The audit feed: members of the club and staff only, as in the admin (a public club's
    rules are public, its feed is not)."""

    serializer_class = AuditEventSerializer
    pagination_class = None

    @extend_schema(
        summary="A club's audit events after a sequence number, oldest first",
        # One feed object (not a list of them), under the operation id it has always had.
        operation_id="audit_events_list",
        parameters=[FeedQuerySerializer],
        responses=FeedSerializer,
    )
    def feed(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        query = FeedQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        after, limit = query.validated_data["after"], query.validated_data["limit"]
        slug = query.validated_data.get("club") or self._only_club()
        club = self._club(slug)
        events = list(
            AuditEvent.objects.filter(club=club, sequence__gt=after)
            .select_related("club")
            .order_by("sequence")[: limit + 1]
        )
        more, events = len(events) > limit, events[:limit]
        last = events[-1].sequence if events else after
        next_query = urlencode({"club": slug, "after": last, "limit": limit})
        data = {
            "club": slug,
            "after": after,
            "events": AuditEventSerializer(events, many=True).data,
            "has_more": more,
            "next": f"{reverse('api:audit-event-list')}?{next_query}",
        }
        return Response(data)

    def _only_club(self) -> str:
        """The slug of the one club the user belongs to; a club's program, whose token is a
        member of that club alone, need not name it."""
        user = self.request.user
        if not user.is_authenticated:
            raise NotAuthenticated()
        slugs = list(registry_permissions.member_clubs(user).values_list("slug", flat=True)[:21])
        if len(slugs) == 1:
            return slugs[0]
        clubs = ", ".join(slugs[:20]) + (", ..." if len(slugs) > 20 else "")
        why = f"you are a member of {clubs}" if slugs else "you are a member of no club"
        raise Problem(
            400,
            "invalid",
            f"Name the club whose audit feed to read (?club=): {why}.",
            errors={"club": ["This field is required unless you belong to exactly one club."]},
        )

    def _club(self, slug: str) -> Club:
        user = self.request.user
        club = Club.objects.filter(slug=slug).first()
        if club is None:
            raise Problem(404, "not-found", "Not found.")
        require_read(user, club)
        if not user.is_authenticated:
            raise NotAuthenticated()
        if not (
            registry_permissions.is_registry_staff(user)
            or registry_permissions.role_of(user, club) is not None
        ):
            raise PermissionDenied(f"{club.slug}'s audit feed is for its members")
        return club
