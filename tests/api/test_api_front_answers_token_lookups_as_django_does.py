"""The WSGI front (houserules/front.py) answers `GET rules/{digest}` signed in with a DRF token
as the full site does, for rules the token's user reads as a member (or public rules), and
leaves to Django, at once, a token that was revoked, a member who was removed, an inactive
user, staff reading as staff and a user over their rate."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.test import override_settings
from rest_framework.authtoken.models import Token

from registry.api.rulecache import public_rules
from registry.models import Ruleset
from registry.services import remove_membership
from tests.api.conftest import Cast, Clients
from tests.api.test_api_front_answers_as_django_does import (
    _call,
    _connection_kept,
    _environ,
    _front,
    _same,
    make_public,
)

__all__ = ["_connection_kept"]  # the autouse fixture, applied here too


def _token(cast: Cast, role: str) -> dict[str, str]:
    token, _ = Token.objects.get_or_create(user=cast.everyone[role])
    return {"HTTP_AUTHORIZATION": f"Token {token.key}"}


@pytest.mark.parametrize("revalidate", [False, True])
@pytest.mark.parametrize("public", [False, True])
def test_a_members_token_lookup_is_answered_by_the_front_as_the_site_answers(
    ruleset: Ruleset, client_as: Clients, cast: Cast, revalidate: bool, public: bool
) -> None:
    if public:
        make_public(cast)
    public_rules.clear()
    digest = ruleset.head.rules_digest
    url = f"/api/v1/rules/{digest}"
    extra = {"HTTP_IF_NONE_MATCH": f'"{digest}"'} if revalidate else {}
    full = client_as("viewer").get(url, **extra)
    front = _front()
    environ = _environ(url, **_token(cast, "viewer"), **extra)
    assert front.answer(dict(environ)) is not None
    status, headers, body = _call(front, environ)
    assert (status, body) == (full.status_code, full.content)
    assert status == (304 if revalidate else 200)
    _same(headers, full)


def test_a_revoked_token_is_refused_at_once(ruleset: Ruleset, cast: Cast) -> None:
    front = _front()
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    credentials = _token(cast, "viewer")
    assert _call(front, _environ(url, **credentials))[0] == 200
    Token.objects.filter(user=cast.viewer).delete()
    assert front.answer(_environ(url, **credentials)) is None
    assert _call(front, _environ(url, **credentials))[0] == 401  # Django's answer


def test_a_removed_member_is_refused_at_once(ruleset: Ruleset, cast: Cast) -> None:
    front = _front()
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    credentials = _token(cast, "viewer")
    assert _call(front, _environ(url, **credentials))[0] == 200
    remove_membership(cast.club, cast.viewer, actor=cast.owner)
    assert front.answer(_environ(url, **credentials)) is None
    assert _call(front, _environ(url, **credentials))[0] == 404  # Django's answer


def test_an_inactive_users_token_is_left_to_django(ruleset: Ruleset, cast: Cast) -> None:
    credentials = _token(cast, "viewer")
    cast.viewer.is_active = False
    cast.viewer.save(update_fields=["is_active"])
    front = _front()
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    assert front.answer(_environ(url, **credentials)) is None
    assert _call(front, _environ(url, **credentials))[0] == 401


@pytest.mark.parametrize("role", ["outsider", "staff"])
def test_a_token_of_someone_outside_the_club_is_left_to_django(
    ruleset: Ruleset, client_as: Clients, cast: Cast, role: str
) -> None:
    front = _front()
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    environ = _environ(url, **_token(cast, role))
    assert front.answer(dict(environ)) is None
    status, _, _ = _call(front, environ)
    assert status == client_as(role).get(url).status_code == (200 if role == "staff" else 404)


@pytest.mark.parametrize(
    "extra",
    [
        {"HTTP_AUTHORIZATION": "Token " + "0" * 40},  # no such token
        {"HTTP_AUTHORIZATION": "Bearer abc"},
        {"HTTP_AUTHORIZATION": "token " + "0" * 40},
        {"HTTP_COOKIE": f"{django_settings.SESSION_COOKIE_NAME}=abc"},
        {"QUERY_STRING": "format=yaml"},
        {"HTTP_ACCEPT": "text/html"},
        {"HTTP_HOST": "evil.example"},
    ],
    ids=["unknown", "bearer", "lowercase", "session", "query", "html", "host"],
)
def test_the_front_leaves_other_token_requests_to_django(
    ruleset: Ruleset, cast: Cast, extra: dict[str, str]
) -> None:
    environ = _environ(f"/api/v1/rules/{ruleset.head.rules_digest}", **_token(cast, "viewer"))
    environ.update(extra)
    assert _front().answer(environ) is None


def test_a_member_token_hr_is_left_to_django_which_records_its_use(
    ruleset: Ruleset, cast: Cast
) -> None:
    from registry.services.accounts import create_token

    _, secret = create_token(cast.viewer, name="bot")
    environ = _environ(
        f"/api/v1/rules/{ruleset.head.rules_digest}", HTTP_AUTHORIZATION=f"Token {secret}"
    )
    assert _front().answer(environ) is None


def test_the_front_counts_a_token_lookup_against_the_users_rate(
    ruleset: Ruleset, cast: Cast
) -> None:
    rates = {**django_settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], "user": "2/minute"}
    front = _front()
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    credentials = _token(cast, "viewer")
    with override_settings(
        REST_FRAMEWORK={**django_settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    ):
        statuses = [_call(front, _environ(url, **credentials))[0] for _ in range(3)]
    assert statuses == [200, 200, 429]


def test_the_front_keeps_the_connections_health_check_so_its_one_query_is_not_two(
    ruleset: Ruleset, cast: Cast
) -> None:
    """request_finished forgets the health check of a kept connection (Django then pings it
    before its next query); the front, which closes a connection its query fails on,
    keeps it."""
    from django.core.signals import request_finished
    from django.db import connection

    def forget(**kwargs: object) -> None:  # what Django's does to a kept connection
        connection.health_check_done = False

    environ = _environ(f"/api/v1/rules/{ruleset.head.rules_digest}", **_token(cast, "viewer"))
    connection.ensure_connection()
    connection.health_check_done = True  # as after the connection's first use
    request_finished.connect(forget)
    try:
        assert _call(_front(), environ)[0] == 200
    finally:
        request_finished.disconnect(forget)
    assert connection.health_check_done
