"""The site's own middleware: a request id on every log line and every 500, a
size limit on every body, the Content-Security-Policy and cache-friendly `Vary` on every
answer, and throttled sign-in.

The order in `MIDDLEWARE` matters: `RequestIdMiddleware` comes first, so the id is known to
everything after it, and `ResponseHeadersMiddleware` before the session middleware, so it sees
the `Vary: Cookie` that the session middleware adds on the way out.
"""

from __future__ import annotations

import contextvars
import hashlib
import logging
import math
import secrets
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.template import loader
from django.urls import NoReverseMatch, reverse

from registry.identifiers import account_key

__all__ = [
    "RequestContextFilter",
    "RequestIdMiddleware",
    "BodySizeMiddleware",
    "ResponseHeadersMiddleware",
    "SignInThrottleMiddleware",
    "current_request_id",
    "new_request_id",
]

Handler = Callable[[HttpRequest], HttpResponseBase]

_CONTEXT: contextvars.ContextVar[tuple[str, str, str]] = contextvars.ContextVar(
    "houserules_request", default=("-", "-", "-")
)


def new_request_id() -> str:
    """A request's id: 16 random hex digits (64 bits)."""
    return secrets.token_hex(8)


def current_request_id() -> str:
    """The id of the request being answered ("-" outside one)."""
    return _CONTEXT.get()[0]


def _loggable(path: str) -> str:
    """A path as one log line may hold it: control characters escaped, at most 300 long."""
    text = path.encode("unicode_escape", "backslashreplace").decode("ascii")
    return text if len(text) <= 300 else text[:300] + "..."


class RequestIdMiddleware:
    """Give each request an id: on `request.request_id`, in the `X-Request-ID` answer header,
    and (with its method and path) on every log line written while it is answered."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        request_id = new_request_id()
        request.request_id = request_id  # type: ignore[attr-defined]
        token = _CONTEXT.set((request_id, str(request.method), _loggable(request.path)))
        try:
            response = self.get_response(request)
        finally:
            _CONTEXT.reset(token)
        response["X-Request-ID"] = request_id
        return response


class RequestContextFilter(logging.Filter):
    """Adds `request_id`, `method` and `path` to every record (LOGGING's format uses them)."""

    def filter(self, record: logging.LogRecord) -> bool:
        request = getattr(record, "request", None)  # Django's own request logging passes it
        if isinstance(request, HttpRequest) and hasattr(request, "request_id"):
            found = (request.request_id, str(request.method), _loggable(request.path))
        else:
            found = _CONTEXT.get()
        record.request_id, record.method, record.path = found
        return True


class BodySizeMiddleware:
    """Refuse a body over DATA_UPLOAD_MAX_MEMORY_SIZE by its Content-Length, before anything
    reads it: Django's own limit skips file parts, so a 50 MB upload was read in full."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if limit is None or length <= limit:
            return self.get_response(request)
        detail = f"The request body is over {limit:,} bytes; nothing was read or stored."
        if request.path.startswith("/api/"):
            from registry.api.problems import problem_response

            return problem_response(413, "payload-too-large", detail, request.path)
        return HttpResponse(detail, status=413, content_type="text/plain; charset=utf-8")


class ResponseHeadersMiddleware:
    """The Content-Security-Policy (settings.CONTENT_SECURITY_POLICY) on every answer that
    has none, and no `Vary: Cookie` on a public immutable answer, which is the same for
    everyone: a shared cache would otherwise keep one copy per visitor's cookies."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        policy = getattr(settings, "CONTENT_SECURITY_POLICY", "")
        if policy and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy
        control = response.get("Cache-Control", "")
        if "public" in control and "immutable" in control and "Vary" in response:
            kept = [v.strip() for v in response["Vary"].split(",") if v.strip().lower() != "cookie"]
            if kept:
                response["Vary"] = ", ".join(kept)
            else:
                del response["Vary"]
        return response


class SignInThrottleMiddleware:
    """Throttle POSTs to the pages named in settings.SIGN_IN_THROTTLED_URLS (names that do
    not resolve are skipped), per account (the `username` or `email` posted) and per client
    address: past the limit, 429 with Retry-After and a page that says why and for how long.

    Every POST counts except one that signed someone in (a redirect with a user signed in),
    so a member who types the password right is never held back by having done so, while
    wrong passwords and password-reset requests are counted. The limits are
    settings.SIGN_IN_THROTTLE: {"account": (attempts, seconds), "address": (...)}."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method != "POST" or request.path_info not in _throttled_paths():
            return self.get_response(request)
        counters = _counters(request)
        wait = max((_wait(key, limit, period) for key, limit, period in counters), default=0)
        if wait:
            return _too_many(request, wait)
        response = self.get_response(request)
        signed_in = response.status_code in (301, 302, 303) and request.user.is_authenticated
        if not signed_in:
            for key, _, period in counters:
                _count(key, period)
        return response


def _throttled_paths() -> set[str]:
    paths = set()
    for name in getattr(settings, "SIGN_IN_THROTTLED_URLS", ()):
        try:
            paths.add(reverse(name))
        except NoReverseMatch:
            continue
    return paths


def _counters(request: HttpRequest) -> list[tuple[str, int, int]]:
    """(cache key prefix, limit, period) of each counter this POST is held to."""
    limits = settings.SIGN_IN_THROTTLE
    account = account_key(request.POST.get("username") or request.POST.get("email") or "")
    address = _address(request)
    found = [(f"signin:address:{address}", *limits["address"])]
    if account:
        digest = hashlib.sha256(account.encode("utf-8", "backslashreplace")).hexdigest()[:32]
        found.append((f"signin:account:{digest}", *limits["account"]))
    return found


def _address(request: HttpRequest) -> str:
    """The client's address, trusting X-Forwarded-For only behind the API's NUM_PROXIES."""
    proxies = settings.REST_FRAMEWORK.get("NUM_PROXIES", 0)
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if proxies and forwarded:
        hops = [hop.strip() for hop in forwarded.split(",")]
        return hops[-min(proxies, len(hops))]
    return str(request.META.get("REMOTE_ADDR", ""))


def _window(key: str, period: int) -> tuple[str, float]:
    now = time.time()
    window = int(now // period)
    return f"{key}:{period}:{window}", (window + 1) * period - now


def _wait(key: str, limit: int, period: int) -> int:
    """Seconds until the counter's window ends if it is full, else 0."""
    counter, left = _window(key, period)
    return math.ceil(left) if int(cache.get(counter, 0)) >= limit else 0


def _count(key: str, period: int) -> None:
    counter, _ = _window(key, period)
    if not cache.add(counter, 1, timeout=period + 1):
        try:
            cache.incr(counter)
        except ValueError:  # expired between add and incr: this is the window's first
            cache.add(counter, 1, timeout=period + 1)


def _too_many(request: HttpRequest, wait: int) -> HttpResponse:
    minutes = max(1, math.ceil(wait / 60))
    context: dict[str, Any] = {"minutes": minutes, "seconds": wait}
    response = HttpResponse(loader.render_to_string("429.html", context, request), status=429)
    response["Retry-After"] = str(wait)
    return response
