"""Every endpoint, asked by every role, in a private and in a public club: one table of the
expected statuses. The table must name every route the API has (read from the URL resolver),
so a new endpoint without an entry fails here."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.api.conftest import FIRST_HAND, ROLES, Clients, Scene
from tests.cast import CLASSIC, with_target

Prepare = Callable[[Scene], dict[str, Any]]


def nothing(scene: Scene) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class Row:
    """Expected statuses for owner, editor, viewer, outsider, anonymous and staff, when the
    club is private and when it is public; `prepare` gives the request's body and headers."""

    private: str
    public: str
    prepare: Prepare = nothing
    query: str = ""
    hands: bool = field(default=False)


READ = Row("200 200 200 404 404 200", "200 200 200 200 200 200")
WRITE_OK = "200 200 403 404 404 200"
WRITE_OK_PUBLIC = "200 200 403 403 401 200"
CREATE = "201 201 403 404 404 201"
CREATE_PUBLIC = "201 201 403 403 401 201"
EVERYONE = Row("200 200 200 200 200 200", "200 200 200 200 200 200")
NO_METHOD = Row("405 405 405 405 405 405", "405 405 405 405 405 405")


def new_ruleset(scene: Scene) -> dict[str, Any]:
    body = {"slug": "league", "title": "League", "source": CLASSIC.decode(), "message": "v1"}
    return {"data": body, "format": "json"}


def new_version(scene: Scene) -> dict[str, Any]:
    scene.ruleset.refresh_from_db()
    body = {"source": with_target(250).decode(), "message": "Play to 250"}
    return {"data": body, "format": "json", "HTTP_IF_MATCH": f'"{scene.ruleset.revision}"'}


def deprecate(scene: Scene) -> dict[str, Any]:
    return {"data": {"state": "deprecated", "reason": "superseded"}, "format": "json"}


def bot_match(scene: Scene) -> dict[str, Any]:
    body = {"version": "riverside/house@1", "mode": "bots", "bots": ["random"] * 4, "seed": 3}
    return {"data": body, "format": "json"}


def next_hand(scene: Scene) -> dict[str, Any]:
    return {"data": FIRST_HAND, "format": "json"}


def check_version(scene: Scene) -> dict[str, Any]:
    return {"data": {"source": with_target(250).decode()}, "format": "json"}


def stable_tag(scene: Scene) -> dict[str, Any]:
    from registry.services import move_tag

    first = scene.ruleset.versions.get(number=1)
    tag = move_tag(scene.ruleset, "stable", first, actor=None, base_revision=None).tag
    return {"data": {"version": 2}, "format": "json", "HTTP_IF_MATCH": f'"{tag.revision}"'}


def tag_to_follow(scene: Scene) -> dict[str, Any]:
    stable_tag(scene)
    return {}


def lock_body(scene: Scene) -> dict[str, Any]:
    return {"data": {"reason": "Frozen for the season"}, "format": "json"}


def locked(scene: Scene) -> dict[str, Any]:
    from registry.services import lock_ruleset

    lock_ruleset(scene.ruleset, reason="Frozen for the season", actor=None)
    return {}


OWNER_ONLY = "200 403 403 404 404 200"
OWNER_ONLY_PUBLIC = "200 403 403 403 401 200"

TABLE: dict[tuple[str, str], Row] = {
    ("club-list", "GET"): EVERYONE,
    ("club-detail", "GET"): READ,
    ("ruleset-list", "GET"): READ,
    ("ruleset-list", "POST"): Row(CREATE, CREATE_PUBLIC, new_ruleset),
    ("ruleset-detail", "GET"): READ,
    ("version-list", "GET"): READ,
    ("version-list", "POST"): Row(CREATE, CREATE_PUBLIC, new_version),
    ("version-detail", "GET"): READ,
    ("version-detail", "PUT"): NO_METHOD,
    ("version-detail", "PATCH"): NO_METHOD,
    ("version-detail", "DELETE"): NO_METHOD,
    ("version-source", "GET"): READ,
    ("version-latest", "GET"): Row("307 307 307 404 404 307", "307 307 307 307 307 307"),
    ("version-diff", "GET"): READ,
    ("version-rulebook", "GET"): READ,
    ("version-lifecycle", "PATCH"): Row(WRITE_OK, WRITE_OK_PUBLIC, deprecate),
    ("version-check", "POST"): Row(WRITE_OK, WRITE_OK_PUBLIC, check_version),
    ("tag-detail", "GET"): Row(
        "307 307 307 404 404 307", "307 307 307 307 307 307", tag_to_follow
    ),
    ("tag-detail", "PUT"): Row(WRITE_OK, WRITE_OK_PUBLIC, stable_tag),
    ("ruleset-lock", "PUT"): Row(OWNER_ONLY, OWNER_ONLY_PUBLIC, lock_body),
    ("ruleset-lock", "DELETE"): Row(OWNER_ONLY, OWNER_ONLY_PUBLIC, locked),
    ("rules-detail", "GET"): READ,
    ("rules-references", "GET"): READ,
    ("rules-matches", "GET"): READ,
    ("match-list", "POST"): Row(CREATE, CREATE_PUBLIC, bot_match),
    ("match-detail", "GET"): READ,
    ("match-hands", "POST"): Row(WRITE_OK, WRITE_OK_PUBLIC, next_hand, hands=True),
    ("match-log", "GET"): READ,
    ("match-verify", "GET"): READ,
    # A match's audit events are its club's members', as the audit feed is, even when public.
    ("match-events", "GET"): Row("200 200 200 404 404 200", "200 200 200 403 401 200"),
    ("audit-event-list", "GET"): Row(
        "200 200 200 404 404 200", "200 200 200 403 401 200", query="?club=riverside"
    ),
    ("rules-language-schema", "GET"): EVERYONE,
    ("schema", "GET"): EVERYONE,
    ("swagger-ui", "GET"): EVERYONE,
    ("redoc", "GET"): EVERYONE,
}


def _patterns(patterns: list[Any], namespace: str = "") -> Iterator[tuple[str, URLPattern]]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            yield from _patterns(pattern.url_patterns, inner)
        elif pattern.name:
            yield f"{namespace}{pattern.name}", pattern


def _methods(pattern: URLPattern) -> set[str]:
    callback = pattern.callback
    actions = getattr(callback, "actions", None)
    if actions is not None:
        names = set(actions)
    elif hasattr(callback, "cls"):
        names = {m for m in callback.cls.http_method_names if hasattr(callback.cls, m)}
    else:
        names = {"get"}
    return {m.upper() for m in names} - {"HEAD", "OPTIONS"}


def api_routes() -> set[tuple[str, str]]:
    """Every (route name, method) the API serves, from the URL resolver."""
    routes = set()
    for name, pattern in _patterns(get_resolver().url_patterns):
        if name.startswith("api:") and name != "api:other-spelling":
            routes |= {(name.removeprefix("api:"), method) for method in _methods(pattern)}
    return routes


def test_the_table_names_every_route_of_the_api() -> None:
    missing = api_routes() - set(TABLE)
    assert not missing, f"add these endpoints to the role table: {sorted(missing)}"


CASES = [
    pytest.param(name, method, role, club, id=f"{method} {name} as {role} ({club})")
    for (name, method) in sorted(TABLE)
    for club in ("private", "public")
    for role in ROLES
]


@pytest.mark.parametrize(("name", "method", "role", "club"), CASES)
def test_each_role_gets_the_expected_status(
    scene: Scene, client_as: Clients, name: str, method: str, role: str, club: str
) -> None:
    row = TABLE[(name, method)]
    if club == "public":
        scene.cast.club.is_public = True
        scene.cast.club.save(update_fields=["is_public"])
    expected = dict(zip(ROLES, getattr(row, club).split(), strict=True))[role]
    url = _url(scene, name, row)
    response = getattr(client_as(role), method.lower())(url, **row.prepare(scene))
    assert response.status_code == int(expected), response.content[:500]
    if response.status_code >= 400:
        assert response["Content-Type"] == "application/problem+json"


def _url(scene: Scene, name: str, row: Row) -> str:
    names = _kwarg_names(name)
    return reverse(f"api:{name}", kwargs=scene.kwargs(names, hands=row.hands)) + row.query


def _kwarg_names(name: str) -> tuple[str, ...]:
    for full, pattern in _patterns(get_resolver().url_patterns):
        if full == f"api:{name}":
            return tuple(pattern.pattern.regex.groupindex)
    raise AssertionError(f"no route api:{name}")


@pytest.mark.parametrize("role", ["owner", "outsider", "anonymous"])
def test_head_and_options_on_every_endpoint_are_never_a_server_error(
    scene: Scene, client_as: Clients, role: str
) -> None:
    client = client_as(role)
    for name, row in {name: row for (name, _), row in TABLE.items()}.items():
        url = _url(scene, name, row)
        for method in ("head", "options"):
            response = getattr(client, method)(url)
            assert response.status_code < 500, (method, url)
