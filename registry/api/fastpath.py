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
from django.contrib.auth import get_user_model
from django.db import connection
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.urls import reverse
from django.utils.http import http_date
from rest_framework.authtoken.models import Token

from registry import permissions
from registry.api.caching import IMMUTABLE, RULES_DIGEST, matches_if_none_match
from registry.api.latestcache import latest_memory
from registry.api.rulecache import public_rules
from registry.api.throttling import AnonymousThrottle, UserThrottle
from registry.models import (
    Club,
    Lifecycle,
    LifecycleChange,
    Membership,
    RulesDocument,
    Ruleset,
    Version,
)

__all__ = [
    "PublicRulesMiddleware",
    "document_access",
    "rules_detail",
    "memory_answer",
    "latest_answer",
    "token_answer",
    "rules_path",
    "latest_path",
]

ALLOW = "GET, HEAD, OPTIONS"
PUBLIC_IMMUTABLE = f"public, {IMMUTABLE}"
PRIVATE_IMMUTABLE = f"private, {IMMUTABLE}"
JSON_ACCEPTS = frozenset({"", "*/*", "application/json"})
NEVER_CACHE = "max-age=0, no-cache, no-store, must-revalidate, private"


@cache
def _access_sql(member_of: str = "%s", source: str = "") -> str:
    """The query of `document_access`; `member_of` is the SQL of the user whose membership
    counts (a parameter unless given), `source` more tables joined to the rules document's
    (with their conditions, after the digest's)."""

    def table(model: Any) -> str:
        return connection.ops.quote_name(model._meta.db_table)

    def column(model: Any, field: str) -> str:
        return connection.ops.quote_name(model._meta.get_field(field).column)

    clubs_holding = (
        f"FROM {table(Version)} v "
        f"JOIN {table(Ruleset)} r ON r.id = v.{column(Version, 'ruleset')} "
        f"JOIN {table(Club)} c ON c.id = r.{column(Ruleset, 'club')} "
        f"WHERE v.{column(Version, 'document')} = d.{column(RulesDocument, 'digest')}"
    )
    holders = f"SELECT 1 {clubs_holding}"
    member = (
        f"SELECT 1 FROM {table(Membership)} m WHERE m.{column(Membership, 'club')} = c.id "
        f"AND m.{column(Membership, 'user')} = {member_of}"
    )
    public = f"c.{column(Club, 'is_public')}"
    # One public club that holds them (the lowest id): the memory of public rules watches it.
    public_holder = f"SELECT MIN(c.id) {clubs_holding} AND {public}"
    return (
        f"SELECT d.{column(RulesDocument, 'canonical_json')}, "
        f"({public_holder}), "
        f"EXISTS ({holders} AND ({public} OR EXISTS ({member}))) "
        f"FROM {table(RulesDocument)} d{source} WHERE d.{column(RulesDocument, 'digest')} = %s"
    )


def document_access(digest: str, user: Any) -> tuple[str, int | None, bool] | None:
    """(canonical JSON, a public club that holds them or None, readable by `user`), or None
    for no such rules. Readable: staff always; others when a public club or one of their
    clubs holds them (as `registry.api.permissions.readable_versions`)."""
    member = user.pk if user.is_authenticated and user.is_active else None
    with connection.cursor() as cursor:
        cursor.execute(_access_sql(), [member, digest])
        row = cursor.fetchone()
    if row is None:
        return None
    text, public_club, readable = row
    return str(text), public_club, bool(readable) or permissions.is_registry_staff(user)


Answer = tuple[int, list[tuple[str, str]], bytes]
"""A status, its headers and its body: what both the middleware and the WSGI front
(`houserules.front`) send."""


def without_credentials(meta: Any, cookies: Any) -> bool:
    """Whether a request may be answered as anyone's: GET or HEAD, no Authorization, no
    session cookie, no query string, and an Accept that JSON satisfies."""
    return (
        meta.get("REQUEST_METHOD") in ("GET", "HEAD")
        and "HTTP_AUTHORIZATION" not in meta
        and settings.SESSION_COOKIE_NAME not in cookies
        and not meta.get("QUERY_STRING")
        and meta.get("HTTP_ACCEPT", "") in JSON_ACCEPTS
    )


class _Client:
    """What the throttle reads of a request: its META (the WSGI environ) and its headers."""

    __slots__ = ("META",)

    def __init__(self, meta: Any) -> None:
        self.META = meta

    @property
    def headers(self) -> _Headers:
        return _Headers(self.META)


class _Headers:
    """`request.headers.get("x-forwarded-for")`, read from META."""

    __slots__ = ("meta",)

    def __init__(self, meta: Any) -> None:
        self.meta = meta

    def get(self, name: str, default: Any = None) -> Any:
        return self.meta.get("HTTP_" + name.upper().replace("-", "_"), default)


def _within_rate(meta: Any) -> bool:
    """Count the anonymous request; False when the client is over its rate (the DRF view
    then answers 429 in the API's own words)."""
    return AnonymousThrottle().allow_without_credentials(_Client(meta))


def memory_answer(meta: Any, digest: str, body: bytes | None) -> Answer | None:
    """The answer to `GET rules/{digest}` from remembered public rules `body`, for a request
    its caller found `without_credentials`; None when it must go to the DRF view (nothing
    remembered, or a throttled client). The headers are those of the DRF view's answer (a
    test holds them equal), with those the middleware this answer skips would add: the length
    (common) and the frame policy (clickjacking); the answer is everyone's, so it does not
    vary by cookie."""
    if body is None or not _within_rate(meta):
        return None
    return _rules_answer(meta, digest, body, PUBLIC_IMMUTABLE, "Accept")


def _rules_answer(meta: Any, digest: str, body: bytes, cache_control: str, vary: str) -> Answer:
    """The rules document's answer (200), or 304 when the client already holds its tag."""
    tag = f'"{digest}"'
    wanted = meta.get("HTTP_IF_NONE_MATCH")
    if wanted == tag or (wanted and matches_if_none_match(_Client(meta), digest)):
        # Django's 304 carries its default type too: the same headers either way.
        status, body, typed = 304, b"", [("Content-Type", "text/html; charset=utf-8")]
    else:
        status, typed = 200, [("Content-Type", "application/json")]
    headers = typed + [
        ("ETag", tag),
        ("Cache-Control", cache_control),
        ("Vary", vary),
        ("Content-Length", str(len(body))),
        (RULES_DIGEST, digest),
        ("Allow", ALLOW),
        ("X-Frame-Options", "DENY"),
    ]
    return status, headers, body


DRF_TOKEN = re.compile(r"Token ([0-9a-f]{40})")
"""`Authorization` with one of DRF's tokens (40 hex digits, as `Token.generate_key` makes
them), spelled as DRF's own clients send it; any other spelling goes to the DRF view."""


@cache
def _token_access_sql() -> str:
    """`_access_sql` for the user whose DRF token is given, found in the same query."""
    user_model = get_user_model()

    def quote(name: str) -> str:
        return connection.ops.quote_name(name)

    users, tokens = quote(user_model._meta.db_table), quote(Token._meta.db_table)
    owner = quote(Token._meta.get_field("user").column)
    key = quote(Token._meta.get_field("key").column)
    pk, active = (
        quote(user_model._meta.pk.column),
        quote(user_model._meta.get_field("is_active").column),
    )
    access = _access_sql(f"u.{pk}", f" CROSS JOIN {users} u JOIN {tokens} t ON t.{owner} = u.{pk}")
    return f"SELECT u.{pk}, u.{active}, {access[len('SELECT ') :]} AND t.{key} = %s"


def token_answer(meta: Any, cookies: Any, digest: str) -> Answer | None:
    """The answer to `GET rules/{digest}` signed in with a DRF token, when the token's user
    is active and may read the rules as a member (or they are public): one query for the
    token, its user, the rules and the membership, and the user's throttle. None (the DRF
    view answers) for anything else: another kind of credentials or token, a session
    cookie, a query string, another Accept, an unknown token or digest, an inactive user,
    rules the user reads only as staff or not at all, a throttled user."""
    found = DRF_TOKEN.fullmatch(meta.get("HTTP_AUTHORIZATION", ""))
    if (
        found is None
        or meta.get("REQUEST_METHOD") not in ("GET", "HEAD")
        or settings.SESSION_COOKIE_NAME in cookies
        or meta.get("QUERY_STRING")
        or meta.get("HTTP_ACCEPT", "") not in JSON_ACCEPTS
    ):
        return None
    with connection.cursor() as cursor:
        cursor.execute(_token_access_sql(), [digest, found.group(1)])
        row = cursor.fetchone()
    if row is None:
        return None
    user, active, text, public_club, readable = row
    if not (active and readable) or not UserThrottle().allow(str(user)):
        return None
    body = str(text).encode("utf-8")
    if public_club is not None:
        return _rules_answer(meta, digest, body, PUBLIC_IMMUTABLE, "Accept")
    return _rules_answer(meta, digest, body, PRIVATE_IMMUTABLE, "Accept, Authorization, Cookie")


def answer_from_memory(request: HttpRequest, digest: str) -> HttpResponse | None:
    """`memory_answer` as a Django response, for the middleware and the route."""
    if not without_credentials(request.META, request.COOKIES):
        return None
    found = memory_answer(request.META, digest, public_rules.get(digest))
    if found is None:
        return None
    status, headers, body = found
    response = HttpResponse(body, status=status)
    for name, value in headers:
        response[name] = value
    return response


@cache
def _latest_sql() -> str:
    def table(model: Any) -> str:
        return connection.ops.quote_name(model._meta.db_table)

    def column(model: Any, field: str) -> str:
        return connection.ops.quote_name(model._meta.get_field(field).column)

    state = (
        f"SELECT l.{column(LifecycleChange, 'state')} FROM {table(LifecycleChange)} l "
        f"WHERE l.{column(LifecycleChange, 'version')} = v.id ORDER BY l.id DESC LIMIT 1"
    )
    return (
        f"SELECT v.{column(Version, 'number')}, v.{column(Version, 'document')} "
        f"FROM {table(Version)} v "
        f"JOIN {table(Ruleset)} r ON r.id = v.{column(Version, 'ruleset')} "
        f"JOIN {table(Club)} c ON c.id = r.{column(Ruleset, 'club')} "
        f"WHERE c.{column(Club, 'slug')} = %s AND r.{column(Ruleset, 'slug')} = %s "
        f"AND c.{column(Club, 'is_public')} "
        f"AND COALESCE(({state}), %s) = %s "
        f"ORDER BY v.{column(Version, 'number')} DESC LIMIT 1"
    )


def public_latest(club: str, ruleset: str) -> tuple[int, str] | None:
    """(number, rules digest) of the newest active version of a public club's ruleset, in
    one query; None when there is none (or the club is not public)."""
    active = str(Lifecycle.ACTIVE)
    with connection.cursor() as cursor:
        cursor.execute(_latest_sql(), [club, ruleset, active, active])
        row = cursor.fetchone()
    return None if row is None else (int(row[0]), str(row[1]))


def latest_answer(meta: Any, cookies: Any, club: str, ruleset: str) -> Answer | None:
    """The 307 of `versions/latest` of a public club's ruleset for a request without
    credentials, with the DRF view's headers (a test holds them equal); None when the
    DRF view must answer (credentials, not found, not public, throttled)."""
    if not without_credentials(meta, cookies):
        return None
    found = latest_memory.lookup(club, ruleset, public_latest)
    if found is None or not _within_rate(meta):
        return None
    number, digest = found
    where = {"club": club, "ruleset": ruleset, "number": number}
    headers = [
        ("Content-Type", "text/html; charset=utf-8"),
        ("Location", reverse("api:version-detail", kwargs=where)),
        (RULES_DIGEST, digest),
        ("Expires", http_date()),
        ("Cache-Control", NEVER_CACHE),
        ("Vary", "Accept, Cookie"),
        ("Allow", ALLOW),
        ("X-Frame-Options", "DENY"),
        ("Content-Length", "0"),
    ]
    return 307, headers, b""


def rules_detail(request: HttpRequest, digest: str) -> HttpResponseBase:
    """`GET rules/{digest}`: from memory when it can be, else the DRF view."""
    from registry.api.views.rules import rules_detail_view

    response = answer_from_memory(request, digest)
    if response is None:
        return rules_detail_view(request, digest=digest)
    return response


_SAMPLE_DIGEST = "sha256:" + "0" * 64


@cache
def rules_path() -> re.Pattern[str]:
    """The path of `GET rules/{digest}` wherever the URLconf mounts the API (matched against
    `request.path`, which holds the script prefix `reverse` puts in too)."""
    prefix = reverse("api:rules-detail", kwargs={"digest": _SAMPLE_DIGEST})[: -len(_SAMPLE_DIGEST)]
    return re.compile(re.escape(prefix) + r"(sha256:[0-9a-f]{64})")


@cache
def latest_path() -> re.Pattern[str]:
    """The path of `versions/latest`, its club and ruleset slugs as groups 1 and 2."""
    sample = reverse("api:version-latest", kwargs={"club": "C-0", "ruleset": "R-0"})
    before, rest = sample.split("C-0", 1)
    middle, after = rest.split("R-0", 1)
    slug = r"([-\w]+)"
    return re.compile(re.escape(before) + slug + re.escape(middle) + slug + re.escape(after))


class PublicRulesMiddleware:
    """Answers `GET rules/{digest}` for public rules in memory before the rest of the stack
    (put it right after SecurityMiddleware, whose headers every answer still gets)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method in ("GET", "HEAD"):
            found = rules_path().fullmatch(request.path)
            if found is not None:
                # What CommonMiddleware, skipped here, would check: a host outside
                # ALLOWED_HOSTS raises DisallowedHost, which Django answers 400.
                request.get_host()
                response = answer_from_memory(request, found.group(1))
                if response is not None:
                    return response
        return self.get_response(request)
