"""The WSGI front (houserules/front.py) answers the engine's hot reads with the same status,
body and headers as the full site, and leaves every request it should not answer to Django."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.db import connection
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext

from houserules.front import RulesFront
from registry.api.rulecache import public_rules
from registry.models import Club, Ruleset
from tests.api.conftest import Cast, Clients

EACH_REQUEST = {"X-Request-ID", "Expires"}
"""Headers whose value is each answer's own: the request id, and the time of a 307."""


@pytest.fixture(autouse=True)
def _connection_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests call the WSGI application itself, whose request signals close obsolete
    connections (the front sends request_finished too). Django's test client keeps them from
    closing the connection that holds the test's transaction; here the connection keeps itself
    (on PostgreSQL every later query would fail: "the connection is closed")."""
    monkeypatch.setattr(connection, "close_if_unusable_or_obsolete", lambda: None)


def make_public(cast: Cast) -> None:
    cast.club.is_public = True
    cast.club.save(update_fields=["is_public"])


def _front() -> RulesFront:
    return RulesFront(WSGIHandler())


def _environ(path: str, **extra: Any) -> dict[str, Any]:
    return dict(RequestFactory().get(path, HTTP_HOST="testserver", **extra).environ)


def _call(front: RulesFront, environ: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
    seen: dict[str, Any] = {}

    def start_response(status: str, headers: list[tuple[str, str]], exc: Any = None) -> None:
        seen["status"], seen["headers"] = int(status.split()[0]), dict(headers)

    body = b"".join(front(environ, start_response))
    return seen["status"], seen["headers"], body


def _same(front_headers: dict[str, str], django: Any) -> None:
    full = {k: v for k, v in django.headers.items() if k not in EACH_REQUEST}
    mine = {k: v for k, v in front_headers.items() if k not in EACH_REQUEST}
    assert mine == full
    assert set(front_headers) >= EACH_REQUEST & set(django.headers)


@pytest.mark.parametrize("revalidate", [False, True])
@pytest.mark.parametrize("secure", [False, True])
def test_rules_from_memory_are_answered_by_the_front_as_the_site_answers(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any, revalidate: bool, secure: bool
) -> None:
    settings.SECURE_HSTS_SECONDS = 3600  # sent on HTTPS only, by either
    make_public(cast)
    digest = ruleset.head.rules_digest
    url = f"/api/v1/rules/{digest}"
    extra = {"HTTP_IF_NONE_MATCH": f'"{digest}"'} if revalidate else {}
    full = client_as("anonymous").get(url, secure=secure, **extra)  # the DRF view; remembered
    front = _front()
    assert front.answer(_environ(url, secure=secure, **extra)) is not None
    status, headers, body = _call(front, _environ(url, secure=secure, **extra))
    assert (status, body) == (full.status_code, full.content)
    assert status == (304 if revalidate else 200)
    _same(headers, full)


def test_latest_of_a_public_ruleset_is_answered_by_the_front_as_the_site_answers(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    make_public(cast)
    url = f"/api/v1/clubs/{cast.club.slug}/rulesets/{ruleset.slug}/versions/latest"
    full = client_as("anonymous").get(url)
    front = _front()
    assert front.answer(_environ(url)) is not None
    status, headers, body = _call(front, _environ(url))
    assert (status, body, full.status_code) == (307, b"", 307)
    _same(headers, full)


@pytest.mark.parametrize(
    "extra",
    [
        {"HTTP_AUTHORIZATION": "Token abc"},
        {"HTTP_COOKIE": "sessionid=abc"},
        {"QUERY_STRING": "format=yaml"},
        {"HTTP_ACCEPT": "text/html"},
        {"HTTP_HOST": "evil.example"},
    ],
    ids=["token", "session", "query", "html", "host"],
)
def test_the_front_leaves_requests_with_credentials_or_oddities_to_django(
    ruleset: Ruleset, client_as: Clients, cast: Cast, extra: dict[str, str]
) -> None:
    make_public(cast)
    digest = ruleset.head.rules_digest
    rules = f"/api/v1/rules/{digest}"
    latest = f"/api/v1/clubs/{cast.club.slug}/rulesets/{ruleset.slug}/versions/latest"
    assert client_as("anonymous").get(rules).status_code == 200  # remembered now
    front = _front()
    for url in (rules, latest):
        environ = _environ(url)
        environ.update(extra)
        assert front.answer(environ) is None, url


def test_the_front_leaves_private_rules_and_rulesets_to_django(
    ruleset: Ruleset, client_as: Clients, cast: Cast
) -> None:
    public_rules.clear()
    front = _front()
    digest = ruleset.head.rules_digest
    assert client_as("viewer").get(f"/api/v1/rules/{digest}").status_code == 200
    latest = f"/api/v1/clubs/{cast.club.slug}/rulesets/{ruleset.slug}/versions/latest"
    assert front.answer(_environ(f"/api/v1/rules/{digest}")) is None
    assert front.answer(_environ(latest)) is None
    status, _, _ = _call(front, _environ(latest))
    assert status == 404  # Django's answer: a private club does not exist for outsiders


def test_a_broken_connection_leaves_latest_to_django(
    ruleset: Ruleset, cast: Cast, monkeypatch: Any
) -> None:
    from django.db import DatabaseError

    from houserules import front as front_module

    make_public(cast)

    def broken(*args: Any) -> None:
        raise DatabaseError("server closed the connection unexpectedly")

    monkeypatch.setattr(front_module, "latest_answer", broken)
    url = f"/api/v1/clubs/{cast.club.slug}/rulesets/{ruleset.slug}/versions/latest"
    assert _front().answer(_environ(url)) is None


def test_the_front_looks_at_the_public_clubs_itself_when_the_look_is_due(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any
) -> None:
    make_public(cast)
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    assert client_as("anonymous").get(url).status_code == 200  # remembered now
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 0  # every answer is due a look
    front = _front()
    with CaptureQueriesContext(connection) as queries:
        assert front.answer(_environ(url)) is not None
    assert len(queries) == 1  # the look, and the answer from memory
    # Another process made the club private: the front's next look notices it.
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    assert front.answer(_environ(url)) is None
    assert len(public_rules) == 0
    status, _, _ = _call(front, _environ(url))
    assert status == 404


def test_a_look_at_the_public_clubs_that_fails_leaves_the_request_to_django(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any, monkeypatch: Any
) -> None:
    from django.db import DatabaseError

    make_public(cast)
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    assert client_as("anonymous").get(url).status_code == 200  # remembered now
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 0

    def broken() -> None:
        raise DatabaseError("server closed the connection unexpectedly")

    monkeypatch.setattr(public_rules, "revalidate", broken)
    assert _front().answer(_environ(url)) is None
