"""What every API view shares: finding the club, ruleset and version named in the URL (404
for what the user may not read), and revalidation of everything that is not immutable."""

from __future__ import annotations

import hashlib
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db.models import OuterRef, QuerySet, Subquery
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.viewsets import GenericViewSet

from registry.api.caching import matches_if_none_match, set_revalidate
from registry.api.permissions import require_edit, require_read
from registry.api.problems import Problem
from registry.models import Club, Lifecycle, Ruleset, Version
from rulesets.yamlsource import MAX_BYTES

__all__ = ["ApiViewSet", "ClubScoped", "CLUB", "RULESET", "NUMBER", "with_latest"]

CLUB = OpenApiParameter("club", OpenApiTypes.STR, OpenApiParameter.PATH, description="Club slug.")
RULESET = OpenApiParameter(
    "ruleset", OpenApiTypes.STR, OpenApiParameter.PATH, description="Ruleset slug."
)
NUMBER = OpenApiParameter(
    "number", OpenApiTypes.INT, OpenApiParameter.PATH, description="Version number, from 1."
)


def with_latest(rulesets: QuerySet[Ruleset]) -> QuerySet[Ruleset]:
    """Annotate `latest_number`: the newest active version's number (None if there is none)."""
    active = (
        Version.objects.filter(ruleset=OuterRef("pk"))
        .with_lifecycle()
        .filter(lifecycle_state=Lifecycle.ACTIVE)
        .order_by("-number")
        .values("number")[:1]
    )
    return rulesets.annotate(latest_number=Subquery(active))


class ApiViewSet(GenericViewSet):
    """A viewset whose GET answers that carry no validator of their own get a strong ETag of
    their body and `no-cache`, so clients revalidate and get 304 when nothing changed."""

    cache_public = False
    """Set by a view when what it shows is a public club's and the same for everyone."""

    def handle_exception(self, exc: Exception) -> Response:
        # Django refuses a body over DATA_UPLOAD_MAX_MEMORY_SIZE as it is read, with its own
        # HTML 400; an API client gets a problem document that says what the limit is.
        if isinstance(exc, RequestDataTooBig):
            exc = Problem(
                413,
                "payload-too-large",
                f"The request body is over {settings.DATA_UPLOAD_MAX_MEMORY_SIZE:,} bytes "
                f"(a ruleset may be at most {MAX_BYTES:,}); nothing was stored.",
            )
        return super().handle_exception(exc)

    def finalize_response(self, request: Request, response: Any, *args: Any, **kwargs: Any) -> Any:
        response = super().finalize_response(request, response, *args, **kwargs)
        if request.method not in ("GET", "HEAD") or response.status_code != 200:
            return response
        if "ETag" in response or "Cache-Control" in response:
            return response
        if isinstance(response, Response):
            response.render()
        tag = "b:" + hashlib.sha256(response.content).hexdigest()[:40]
        set_revalidate(response, tag, public=self.cache_public)
        if matches_if_none_match(request, tag):
            not_modified = HttpResponse(status=304)
            for header in ("ETag", "Cache-Control", "Vary"):
                if header in response:
                    not_modified[header] = response[header]
            return not_modified
        return response


class ClubScoped(ApiViewSet):
    """A viewset under `clubs/{club}/...`: the club comes from the URL and must be readable."""

    def club(self) -> Club:
        if not hasattr(self, "_club"):
            club = Club.objects.filter(slug=self.kwargs["club"]).first()
            if club is None:
                raise Problem(404, "not-found", "Not found.")
            require_read(self.request.user, club)
            self._club = club
            self.cache_public = club.is_public
        return self._club

    def editable_club(self) -> Club:
        club = self.club()
        require_edit(self.request.user, club)
        return club

    def ruleset(self) -> Ruleset:
        if not hasattr(self, "_ruleset"):
            found = (
                Ruleset.objects.filter(club=self.club(), slug=self.kwargs["ruleset"])
                .select_related("club", "head")
                .first()
            )
            if found is None:
                raise Problem(404, "not-found", "Not found.")
            self._ruleset = found
        return self._ruleset
