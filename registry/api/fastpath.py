"""The engine's read path, `GET rules/{digest}`, kept cheap.

- `document_access` answers "may this user read these rules, are they public, and what are
  they" in one hand-written query: it runs on every request the memory of public rules
  (`registry.api.rulecache`) cannot answer, and the ORM's compilation of the same query cost
  more than running it.
- `PublicRulesMiddleware` answers a request without credentials for public rules the process
  remembers straight from memory, right after Django's SecurityMiddleware: the same status,
  body and headers as the DRF view, without the session, CSRF, authentication and message
  middleware, URL resolution or DRF's dispatch, none of which has anything to do for such a
  request. It is what makes the 304 of a revalidation cheap (benchmarks/api_bench.py).
- `rules_detail`, the route, does the same for a site whose MIDDLEWARE lacks it. Every other
  request (credentials, a session, `?format=`, another `Accept`, rules not in memory, a
  throttled client) goes to the DRF view, which answers it in full.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.urls import reverse

from registry import permissions
from registry.api.caching import IMMUTABLE, RULES_DIGEST, matches_if_none_match
from registry.api.rulecache import public_rules
from registry.api.throttling import AnonymousThrottle
from registry.models import Club, Membership, RulesDocument, Ruleset, Version

__all__ = ["PublicRulesMiddleware", "document_access", "rules_detail"]

ALLOW = "GET, HEAD, OPTIONS"
PUBLIC_IMMUTABLE = f"public, {IMMUTABLE}"
JSON_ACCEPTS = frozenset({"", "*/*", "application/json"})


@cache
def _access_sql() -> str:
    def table(model: Any) -> str:
        return connection.ops.quote_name(model._meta.db_table)

    def column(model: Any, field: str) -> str:
        return connection.ops.quote_name(model._meta.get_field(field).column)

    holders = (
        f"SELECT 1 FROM {table(Version)} v "
        f"JOIN {table(Ruleset)} r ON r.id = v.{column(Version, 'ruleset')} "
        f"JOIN {table(Club)} c ON c.id = r.{column(Ruleset, 'club')} "
        f"WHERE v.{column(Version, 'document')} = d.{column(RulesDocument, 'digest')}"
    )
    member = (
        f"SELECT 1 FROM {table(Membership)} m WHERE m.{column(Membership, 'club')} = c.id "
        f"AND m.{column(Membership, 'user')} = %s"
    )
    public = f"c.{column(Club, 'is_public')}"
    return (
        f"SELECT d.{column(RulesDocument, 'canonical_json')}, "
        f"EXISTS ({holders} AND {public}), "
        f"EXISTS ({holders} AND ({public} OR EXISTS ({member}))) "
        f"FROM {table(RulesDocument)} d WHERE d.{column(RulesDocument, 'digest')} = %s"
    )


def document_access(digest: str, user: Any) -> tuple[str, bool, bool] | None:
    """(canonical JSON, held by a public club, readable by `user`), or None for no such
    rules. Readable: staff always; others when a public club or one of their clubs holds
    them (as `registry.api.permissions.readable_versions`)."""
    member = user.pk if user.is_authenticated and user.is_active else None
    with connection.cursor() as cursor:
        cursor.execute(_access_sql(), [member, digest])
        row = cursor.fetchone()
    if row is None:
        return None
    text, public, readable = row
    return str(text), bool(public), bool(readable) or permissions.is_registry_staff(user)


def _from_memory(request: HttpRequest, digest: str) -> bytes | None:
    """The remembered public rules, if this request may be answered from memory."""
    meta = request.META
    if (
        request.method not in ("GET", "HEAD")
        or "HTTP_AUTHORIZATION" in meta
        or settings.SESSION_COOKIE_NAME in request.COOKIES
        or meta.get("QUERY_STRING")
        or meta.get("HTTP_ACCEPT", "") not in JSON_ACCEPTS
    ):
        return None
    return public_rules.get(digest)


def answer_from_memory(request: HttpRequest, digest: str) -> HttpResponse | None:
    """The answer to `GET rules/{digest}` from the memory of public rules, or None when this
    request must go to the DRF view (see `_from_memory`; a throttled client goes there too,
    to be told 429 in the API's own words)."""
    body = _from_memory(request, digest)
    if body is None or not AnonymousThrottle().allow_without_credentials(request):
        return None
    tag = f'"{digest}"'
    if request.META.get("HTTP_IF_NONE_MATCH") == tag or matches_if_none_match(request, digest):
        response = HttpResponse(status=304)
    else:
        response = HttpResponse(body, content_type="application/json")
    # The headers the DRF view's answer has (a test holds the answers equal), set directly,
    # with those the middleware this answer skips would add: the length (common), the cookie
    # the answer depends on (sessions) and the frame policy (clickjacking).
    response["ETag"] = tag
    response["Cache-Control"] = PUBLIC_IMMUTABLE
    response["Vary"] = "Accept, Cookie"
    response["Content-Length"] = str(len(response.content))
    response[RULES_DIGEST] = digest
    response["Allow"] = ALLOW
    response["X-Frame-Options"] = "DENY"
    return response


def rules_detail(request: HttpRequest, digest: str) -> HttpResponseBase:
    """`GET rules/{digest}`: from memory when it can be, else the DRF view."""
    from registry.api.views.rules import rules_detail_view

    response = answer_from_memory(request, digest)
    if response is None:
        return rules_detail_view(request, digest=digest)
    return response


_SAMPLE_DIGEST = "sha256:" + "0" * 64


@cache
def _rules_path() -> re.Pattern[str]:
    """The path of `GET rules/{digest}` wherever the URLconf mounts the API (matched against
    `request.path`, which holds the script prefix `reverse` puts in too)."""
    prefix = reverse("api:rules-detail", kwargs={"digest": _SAMPLE_DIGEST})[: -len(_SAMPLE_DIGEST)]
    return re.compile(re.escape(prefix) + r"(sha256:[0-9a-f]{64})")


class PublicRulesMiddleware:
    """Answers `GET rules/{digest}` for public rules in memory before the rest of the stack
    (put it right after SecurityMiddleware, whose headers every answer still gets)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method in ("GET", "HEAD"):
            found = _rules_path().fullmatch(request.path)
            if found is not None:
                # What CommonMiddleware, skipped here, would check: a host outside
                # ALLOWED_HOSTS raises DisallowedHost, which Django answers 400.
                request.get_host()
                response = answer_from_memory(request, found.group(1))
                if response is not None:
                    return response
        return self.get_response(request)
