"""Errors in one shape everywhere: RFC 9457 problem details (`application/problem+json`).

Every refusal is a `Problem` with a `type` URI (listed in docs/api.md), a fixed `title` per
type, the HTTP `status`, a `detail` for this occurrence, the request path as `instance`, and
extension members where a client can act on them: `diagnostics` for invalid YAML, `errors`
for invalid fields, `since` and `changes` for a stale revision, `problems` for a score sheet.
"""

from __future__ import annotations

import json
import logging
import sys
from http import HTTPStatus
from typing import Any

from django.core.exceptions import ObjectDoesNotExist
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseServerError
from django.template import loader
from django.views.defaults import bad_request, page_not_found
from rest_framework import exceptions
from rest_framework.views import set_rollback

import rulesets
from registry.api.renderers import PROBLEM_JSON
from registry.errors import (
    LifecycleError,
    LockedRuleset,
    MatchError,
    RegistryError,
    StaleTag,
    TagError,
)
from registry.services.matches import MatchInputError
from rulesets.problems import Problem as InputProblem

logger = logging.getLogger(__name__)

__all__ = [
    "TYPE_BASE",
    "Problem",
    "problem_response",
    "exception_handler",
    "invalid_ruleset",
    "api_not_found",
    "not_found_handler",
    "bad_request_handler",
    "server_error_handler",
]

TYPE_BASE = "https://houserules.example/problems/"
"""Every problem type is this base followed by a slug, e.g. `.../stale-revision`."""

TITLES = {
    "bad-request": "The request is malformed",
    "invalid-request": "The request has invalid fields",
    "not-authenticated": "Authentication is required",
    "authentication-failed": "The credentials were refused",
    "forbidden": "Your role in the club does not allow this",
    "csrf-failed": "A signed-in browser's request lacks a valid CSRF token",
    "payload-too-large": "The request body is too large",
    "not-found": "There is no such resource",
    "method-not-allowed": "The resource does not support this method",
    "not-acceptable": "No representation matches the Accept header",
    "unsupported-media-type": "The request body's media type is not supported",
    "throttled": "Too many requests",
    "precondition-required": "An If-Match header with the ruleset's revision is required",
    "stale-revision": "The ruleset changed since the revision in If-Match",
    "invalid-ruleset": "The YAML is not a valid ruleset",
    "invalid-match-input": "The bots, seats or hand do not fit the pinned rules",
    "invalid-reference": "The match's rules are named inconsistently",
    "lifecycle-conflict": "The version's lifecycle does not allow this",
    "match-conflict": "The match is not in a state that allows this",
    "conflict": "The request conflicts with the registry's state",
    "tag-conflict": "The tag cannot be moved as asked",
    "stale-tag": "The tag moved since the revision in If-Match",
    "ruleset-locked": "The ruleset is locked for the season",
    "server-error": "The server failed",
    "database-unavailable": "The database is unavailable; try again shortly",
}
"""The fixed title of each problem type."""

_DRF_TYPES = {
    exceptions.ParseError: "bad-request",
    exceptions.ValidationError: "invalid-request",
    exceptions.NotAuthenticated: "not-authenticated",
    exceptions.AuthenticationFailed: "authentication-failed",
    exceptions.PermissionDenied: "forbidden",
    exceptions.NotFound: "not-found",
    exceptions.MethodNotAllowed: "method-not-allowed",
    exceptions.NotAcceptable: "not-acceptable",
    exceptions.UnsupportedMediaType: "unsupported-media-type",
    exceptions.Throttled: "throttled",
}


class Problem(exceptions.APIException):
    """A refusal with a problem type and extension members. Raise it from a view."""

    def __init__(self, status: int, type_: str, detail: str, **extensions: Any) -> None:
        super().__init__(detail)
        self.status_code = status
        self.type = type_
        self.extensions = extensions
        self.headers: dict[str, str] = {}


def problem_response(
    status: int,
    type_: str,
    detail: str,
    instance: str = "",
    headers: dict[str, str] | None = None,
    **extensions: Any,
) -> HttpResponse:
    """The problem document as a response, always JSON whatever the Accept header said."""
    body = {
        "type": TYPE_BASE + type_,
        "title": TITLES.get(type_, HTTPStatus(status).phrase),
        "status": status,
        "detail": detail,
        "instance": instance,
        **extensions,
    }
    try:
        content = json.dumps(body, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate echoed from the request: escape it instead
        content = json.dumps(body).encode("ascii")
    response = HttpResponse(
        content,
        status=status,
        content_type=PROBLEM_JSON,
    )
    for name, value in (headers or {}).items():
        response[name] = value
    return response


def invalid_ruleset(error: rulesets.RulesetError) -> Problem:
    """422 listing every diagnostic (code, path, line, column, message) of the YAML."""
    count = len(error.diagnostics)
    return Problem(
        422,
        "invalid-ruleset",
        f"{count} problem{'s' if count != 1 else ''} in the YAML; nothing was stored",
        diagnostics=[d.as_dict() for d in error.diagnostics],
    )


RETRY_AFTER_SECONDS = 5
"""What a 503 asks a client to wait: about what a PostgreSQL restart takes."""

DATABASE_DOWN = (OperationalError, InterfaceError)
"""Errors of a database that cannot be reached or dropped the connection (a restart, a
failover, a killed session), as opposed to a request the database refused."""


def database_unavailable(exc: BaseException) -> Problem:
    """503 with Retry-After: the request may be sent again as it is. A transaction cut off
    before its COMMIT left nothing behind; one cut off during it may have been stored, and a
    publish of the same YAML sent again then answers with that version instead of a copy."""
    logger.warning("database unavailable: %s", exc)
    problem = Problem(
        503,
        "database-unavailable",
        "The database could not be reached or the connection to it was lost. Send the "
        "request again; publishing the same YAML again never stores it twice.",
    )
    problem.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return problem


def _as_problem(exc: Exception) -> Problem | None:
    if isinstance(exc, Problem):
        return exc
    if isinstance(exc, DATABASE_DOWN):
        return database_unavailable(exc)
    if isinstance(exc, Http404 | ObjectDoesNotExist):
        return Problem(404, "not-found", "Not found.")
    if isinstance(exc, DjangoPermissionDenied):
        return Problem(403, "forbidden", str(exc) or "You may not do this.")
    if isinstance(exc, rulesets.RulesetError):
        return invalid_ruleset(exc)
    if isinstance(exc, MatchInputError):
        return _match_input(exc)
    if isinstance(exc, LifecycleError):
        return Problem(409, "lifecycle-conflict", str(exc))
    if isinstance(exc, MatchError):
        return Problem(409, "match-conflict", str(exc))
    if isinstance(exc, TagError):
        return Problem(409, "tag-conflict", str(exc))
    if isinstance(exc, StaleTag):
        return stale_tag(exc)
    if isinstance(exc, LockedRuleset):
        return ruleset_locked(exc)
    if isinstance(exc, RegistryError):
        return Problem(409, "conflict", str(exc))
    if isinstance(exc, exceptions.APIException):
        return _from_drf(exc)
    return None


def stale_tag(exc: StaleTag) -> Problem:
    """412 with the tag as it is now, and its revision as the ETag to move it from."""
    from registry.api.tag_serializers import TagSerializer

    problem = Problem(412, "stale-tag", str(exc), tag=TagSerializer(exc.tag).data)
    problem.headers["ETag"] = f'"{exc.tag.revision}"'
    return problem


def ruleset_locked(exc: LockedRuleset) -> Problem:
    """423 naming the lock: its reason, last day, who set it and when."""
    from registry.api.tag_serializers import lock_data

    return Problem(423, "ruleset-locked", str(exc), lock=lock_data(exc.lock))


def _match_input(exc: MatchInputError) -> Problem:
    """422 listing every problem: a sheet hand's (hand, field, message), or sentences about
    the bots or seats (hand and field empty)."""
    problems = [
        p.as_dict() if isinstance(p, InputProblem) else {"hand": None, "field": "", "message": p}
        for p in exc.problems
    ]
    count = len(problems)
    detail = f"{count} problem{'s' if count != 1 else ''}; nothing was stored"
    return Problem(422, "invalid-match-input", detail, problems=problems)


def _from_drf(exc: exceptions.APIException) -> Problem:
    type_ = next((t for cls, t in _DRF_TYPES.items() if isinstance(exc, cls)), "bad-request")
    if isinstance(exc, exceptions.ValidationError):
        problem = Problem(exc.status_code, type_, "Some fields are invalid.", errors=exc.detail)
    elif isinstance(exc, exceptions.PermissionDenied) and str(exc.detail).startswith("CSRF"):
        # DRF's SessionAuthentication refuses a cookie-authenticated write without a token:
        # a matter of the client, not of the user's role.
        problem = Problem(403, "csrf-failed", str(exc.detail))
    else:
        problem = Problem(exc.status_code, type_, str(exc.detail))
    if getattr(exc, "auth_header", None):
        problem.headers["WWW-Authenticate"] = exc.auth_header  # type: ignore[attr-defined]
    if getattr(exc, "wait", None):
        problem.headers["Retry-After"] = str(max(1, round(exc.wait)))  # type: ignore[attr-defined]
    return problem


def exception_handler(exc: Exception, context: dict[str, Any]) -> HttpResponse | None:
    """DRF's exception handler: every known refusal as a problem document; None (a 500,
    logged) for a bug."""
    problem = _as_problem(exc)
    if problem is None:
        return None
    set_rollback()
    request = context.get("request")
    return problem_response(
        problem.status_code,
        problem.type,
        str(problem.detail),
        instance=request.path if request is not None else "",
        headers=problem.headers,
        **problem.extensions,
    )


def api_not_found(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
    """Any path under the API that names nothing: 404 as a problem."""
    return problem_response(404, "not-found", "No endpoint has this path.", request.path)


def not_found_handler(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The site's 404 page: a problem document under /api/, Django's page elsewhere."""
    if request.path.startswith("/api/"):
        return api_not_found(request)
    return page_not_found(request, exception)


def bad_request_handler(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The site's 400 (a bad Host, too many fields or files, another suspicious request): a
    problem document under /api/, the site's page elsewhere."""
    if request.path.startswith("/api/"):
        return problem_response(400, "bad-request", _bad_request_detail(exception), request.path)
    return bad_request(request, exception)


def _bad_request_detail(exception: Exception) -> str:
    from django.core.exceptions import DisallowedHost, TooManyFieldsSent, TooManyFilesSent

    if isinstance(exception, DisallowedHost):
        return "The Host header names no site served here."
    if isinstance(exception, TooManyFieldsSent | TooManyFilesSent):
        return "The request has too many parameters, fields or files."
    return "The request was refused as malformed."


def server_error_handler(request: HttpRequest) -> HttpResponse:
    """The site's 500 page: a problem document under /api/, Django's page elsewhere. Under
    /api/, a database that went away outside a view (in a middleware) is a 503 too."""
    # Set by houserules.middleware.RequestIdMiddleware, and on each log line about this 500.
    request_id = getattr(request, "request_id", "-")
    if request.path.startswith("/api/"):
        failed = sys.exc_info()[1]  # Django calls this while handling the exception
        if isinstance(failed, DATABASE_DOWN):
            problem = database_unavailable(failed)
            return problem_response(
                503, problem.type, str(problem.detail), request.path, headers=problem.headers
            )
        return problem_response(
            500,
            "server-error",
            f"The server failed. Quote request {request_id} to the site's operators.",
            request.path,
            request_id=request_id,
        )
    # Rendered without the request's context, as Django's own 500 view: whatever failed may
    # be what a context processor needs.
    page = loader.get_template("500.html").render({"request_id": request_id})
    return HttpResponseServerError(page)
