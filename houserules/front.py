"""The WSGI front of the site: the two reads an engine or a bot makes over and over, answered
before Django builds a request, as WhiteNoise answers static files.

- `GET api/v1/rules/{digest}` of public rules the process remembers (and its 304): the bytes
  from `registry.api.rulecache`, no query but the memory's look at which clubs are public,
  once a second (a connection that fails it leaves the request to Django).
- `GET api/v1/clubs/{club}/rulesets/{ruleset}/versions/latest` of a public club: from the
  memory of `registry.api.latestcache` when HOUSERULES_LATEST_GENERATION_FILE is set and
  nothing moved since, else one query (a connection that fails it is closed and the
  request left to Django; one past its age is closed afterwards, as after any request).
- `GET api/v1/rules/{digest}` signed in with a DRF token (`Authorization: Token <40 hex>`),
  for rules the token's active user reads as a member or that are public: one query finds
  the token's user, the rules and the membership together (`registry.api.fastpath.
  token_answer`), so a revoked token or a removed member is refused at once; the user's
  throttle counts the request. Member tokens (`hr_…`, whose use is recorded), staff reading
  as staff, and anything unknown go to Django.

Other than those token lookups, only requests without credentials (no Authorization, no
session cookie), without a query string and for JSON are answered here, and only when the
host is one the site serves, the scheme needs no redirect to HTTPS and the client is within
its rate. Every other request, and anything the front is not sure of, goes to Django
unchanged, which answers it in full.
The answers carry the headers Django's would (the security middleware's, the
Content-Security-Policy, a request id); tests/api/test_api_front_answers_as_django_does.py
holds them equal.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from django.conf import settings
from django.core import signals
from django.db import DatabaseError, connection
from django.http.cookie import parse_cookie
from django.http.request import split_domain_port, validate_host

from houserules.middleware import new_request_id
from registry.api.fastpath import (
    Answer,
    latest_answer,
    latest_path,
    memory_answer,
    rules_path,
    token_answer,
    without_credentials,
)
from registry.api.rulecache import public_rules
from registry.settingsmemo import until_settings_change

__all__ = ["RulesFront"]

Found = TypeVar("Found")

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def _reason(status: int) -> str:
    return {200: "200 OK", 304: "304 Not Modified", 307: "307 Temporary Redirect"}[status]


def _is_secure(environ: dict[str, Any]) -> bool:
    """As `HttpRequest.is_secure`: the proxy's header when one is trusted, else the scheme."""
    header = _site().proxy_ssl_header
    if header:
        name, secure = header
        value = environ.get(name)
        if value is not None:
            return bool(value.split(",", 1)[0].strip() == secure)
    return bool(environ.get("wsgi.url_scheme") == "https")


def _servable(environ: dict[str, Any]) -> bool:
    """Whether Django would answer the request itself, not refuse or redirect it: a host in
    ALLOWED_HOSTS, no redirect to HTTPS, no body, no script prefix."""
    site = _site()
    if environ.get("SCRIPT_NAME") or site.script_name or site.forwarded_host:
        return False
    if environ.get("CONTENT_LENGTH") not in (None, "", "0"):
        return False
    if not _host_allowed(_raw_host(environ), site.allowed_hosts):
        return False
    return not (site.ssl_redirect and not _is_secure(environ))


@lru_cache(maxsize=64)
def _host_allowed(raw_host: str, allowed_hosts: tuple[str, ...]) -> bool:
    """As `HttpRequest.get_host`'s check. Remembered per Host header: a site answers to a
    handful, and the bound keeps made-up ones from growing the memory."""
    domain, _ = split_domain_port(raw_host)
    return bool(domain) and validate_host(domain, allowed_hosts)


def _raw_host(environ: dict[str, Any]) -> str:
    """As `HttpRequest._get_raw_host` (without X-Forwarded-Host, which goes to Django)."""
    if "HTTP_HOST" in environ:
        return str(environ["HTTP_HOST"])
    host, port = str(environ.get("SERVER_NAME", "")), str(environ.get("SERVER_PORT", ""))
    return host if port == ("443" if _is_secure(environ) else "80") else f"{host}:{port}"


@dataclass(frozen=True)
class _Site:
    """The settings the front reads on every request, read once: a Django setting is a
    Python call per read, and they were half of the front's own time."""

    proxy_ssl_header: tuple[str, str] | None
    allowed_hosts: tuple[str, ...]
    script_name: bool
    forwarded_host: bool
    ssl_redirect: bool
    headers: tuple[tuple[str, str], ...]
    secure_headers: tuple[tuple[str, str], ...]


@until_settings_change
def _site() -> _Site:
    return _Site(
        proxy_ssl_header=getattr(settings, "SECURE_PROXY_SSL_HEADER", None),
        allowed_hosts=tuple(settings.ALLOWED_HOSTS),
        script_name=bool(getattr(settings, "FORCE_SCRIPT_NAME", None)),
        forwarded_host=bool(settings.USE_X_FORWARDED_HOST),
        ssl_redirect=bool(settings.SECURE_SSL_REDIRECT),
        headers=_static_headers(secure=False),
        secure_headers=_static_headers(secure=True),
    )


def _static_headers(*, secure: bool) -> tuple[tuple[str, str], ...]:
    """What SecurityMiddleware and ResponseHeadersMiddleware add (the same to every answer)."""
    headers = []
    if settings.SECURE_HSTS_SECONDS and secure:
        value = f"max-age={settings.SECURE_HSTS_SECONDS}"
        if settings.SECURE_HSTS_INCLUDE_SUBDOMAINS:
            value += "; includeSubDomains"
        if settings.SECURE_HSTS_PRELOAD:
            value += "; preload"
        headers.append(("Strict-Transport-Security", value))
    if settings.SECURE_CONTENT_TYPE_NOSNIFF:
        headers.append(("X-Content-Type-Options", "nosniff"))
    if settings.SECURE_REFERRER_POLICY:
        policy = settings.SECURE_REFERRER_POLICY
        if not isinstance(policy, str):
            policy = ",".join(policy)
        headers.append(("Referrer-Policy", policy))
    if settings.SECURE_CROSS_ORIGIN_OPENER_POLICY:
        headers.append(("Cross-Origin-Opener-Policy", settings.SECURE_CROSS_ORIGIN_OPENER_POLICY))
    policy = getattr(settings, "CONTENT_SECURITY_POLICY", "")
    if policy:
        headers.append(("Content-Security-Policy", policy))
    return tuple(headers)


def _security_headers(environ: dict[str, Any]) -> list[tuple[str, str]]:
    """What SecurityMiddleware, ResponseHeadersMiddleware and RequestIdMiddleware add."""
    site = _site()
    static = site.secure_headers if _is_secure(environ) else site.headers
    return [*static, ("X-Request-ID", new_request_id())]


class RulesFront:
    """Wraps the site's WSGI application (houserules/wsgi.py)."""

    def __init__(self, application: WSGIApp) -> None:
        self.application = application
        self._rules: re.Pattern[str] | None = None
        self._latest: re.Pattern[str] | None = None

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        answer = self.answer(environ)
        if answer is None:
            return self.application(environ, start_response)
        status, headers, body = answer
        start_response(_reason(status), headers + _security_headers(environ))
        return [b"" if environ.get("REQUEST_METHOD") == "HEAD" else body]

    def answer(self, environ: dict[str, Any]) -> Answer | None:
        """The front's answer, or None to leave the request to Django."""
        if environ.get("REQUEST_METHOD") not in ("GET", "HEAD"):
            return None
        path = environ.get("PATH_INFO", "")
        if self._rules is None or self._latest is None:
            self._rules, self._latest = rules_path(), latest_path()
        found = self._rules.fullmatch(path)
        if found is not None:
            return self._rules_answer(environ, found.group(1))
        found = self._latest.fullmatch(path)
        if found is not None and _servable(environ):
            return self._latest_answer(environ, found.group(1), found.group(2))
        return None

    def _rules_answer(self, environ: dict[str, Any], digest: str) -> Answer | None:
        if "HTTP_AUTHORIZATION" in environ:
            if not _servable(environ):
                return None
            return self._queried(token_answer, environ, _cookies(environ), digest)
        if not without_credentials(environ, _cookies(environ)) or not _servable(environ):
            return None
        body = public_rules.peek(digest)
        if body is None:
            return None
        # Due to look at the public clubs (once a second): the one query, here, as the
        # middleware would (for a request the front would answer: any other goes to Django,
        # which looks itself); a connection that fails it leaves the request to Django.
        if public_rules.check_due():
            if not self._queried(_revalidate):
                return None
            body = public_rules.peek(digest)  # forgotten, should a club no longer be public
        return memory_answer(environ, digest, body)

    def _latest_answer(self, environ: dict[str, Any], club: str, ruleset: str) -> Answer | None:
        # No request_started signal, whose reset would make the connection's health check
        # ping the database before the one query: a connection that fails the query is
        # closed instead, and Django answers the request on a fresh one. request_finished
        # still closes a connection past its CONN_MAX_AGE, as after any request; it also
        # forgets the health check, so a kept connection would ping before every front
        # query (two round trips, not one: the profile of benchmarks/api_bench.py's
        # requests showed it), and the front keeps the check it had.
        return self._queried(latest_answer, environ, _cookies(environ), club, ruleset)

    def _queried(self, answer: Callable[..., Found | None], *args: Any) -> Found | None:
        """`answer(*args)`, which runs a query, as `_latest_answer` says."""
        try:
            return answer(*args)
        except DatabaseError:
            connection.close()
            return None
        finally:
            checked = connection.health_check_done
            signals.request_finished.send(sender=self.__class__)
            if checked and connection.connection is not None and not connection.errors_occurred:
                connection.health_check_done = True


def _revalidate() -> bool:
    public_rules.revalidate()
    return True


def _cookies(environ: dict[str, Any]) -> dict[str, str]:
    raw = environ.get("HTTP_COOKIE")
    return parse_cookie(raw) if raw else {}
