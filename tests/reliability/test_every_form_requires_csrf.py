"""Every write a browser can make, on every route that takes one (the admin's forms, the club
pages' forms, the API's writes made with a session), is refused without Django's CSRF token and
accepted with it: with the token, the answer is the authorization table's
(test_authorization_matrix.py) for the role asking. The routes come from the URL resolver and
the table, so a new route that takes a POST is tested here the day it is added; the forms
come from the templates and from every page the table lets owners and staff open.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.conf import settings
from django.http import HttpResponse
from django.test import Client
from django.urls import resolve
from rest_framework.test import APIClient

from tests.cast import PASSWORD
from tests.reliability.authz_world import (
    UNSAFE,
    Route,
    World,
    routes,
    url_of,
    world_in_a_transaction,
)
from tests.reliability.test_authorization_matrix import ROUTES, TABLE, Row, outcome

WRITERS = ("owner", "editor", "staff", "viewer", "other-club", "outsider")
"""Who asks: the first of these the table lets through, so the token is what is tested."""

TOKEN_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
POST_FORM = re.compile(r"<form\b[^>]*\bmethod=[\"']?post\b.*?</form>", re.S | re.I)


@pytest.fixture(scope="module")
def world(django_db_setup: None, django_db_blocker: Any) -> Iterator[World]:
    yield from world_in_a_transaction(django_db_blocker)


def csrf_refusal(response: HttpResponse) -> bool:
    """Django's CSRF failure page, or DRF's problem for a session without the token."""
    text = response.content
    return response.status_code == 403 and (
        b"CSRF verification failed" in text or b"CSRF Failed" in text
    )


def writer(row: Row) -> str:
    return next((role for role in WRITERS if row.expected(role) != "403"), "owner")


def signed_in(world: World, role: str, area: str) -> Client:
    """A browser's session for the role, that checks CSRF as a real request does."""
    client: Client = (APIClient if area == "api" else Client)(enforce_csrf_checks=True)
    if role != "anonymous":
        client.force_login(world.users[role])
    return client


def csrf_token(client: Client) -> str:
    """The token a form of the site carries (it also sets the CSRF cookie)."""
    page = client.get("/admin/password_change/")
    if page.status_code != 200:
        page = client.get("/admin/login/")
    found = TOKEN_INPUT.search(page.content.decode())
    assert found, "no page offered a CSRF token"
    return found[1]


def send(
    world: World, client: Client, route: Route, method: str, row: Row, token: str | None
) -> HttpResponse:
    url = url_of(route, world, **row.params(world)) + row.query
    request: dict[str, Any] = dict(row.body(world))
    if token is not None:
        if method == "POST" and route.area != "api":
            request["data"] = {**request.get("data", {}), "csrfmiddlewaretoken": token}
        else:
            request[f"HTTP_{settings.CSRF_HEADER_NAME.removeprefix('HTTP_')}"] = token
    return getattr(client, method.lower())(url, **request)


WRITES = [
    pytest.param(key, method, id=f"{ROUTES[key].slug}-{method}")
    for key, row in TABLE.items()
    if key in ROUTES
    for method in row
    if method in UNSAFE
]


def test_every_route_that_takes_a_write_is_tested_here() -> None:
    tested = {(values[0], values[1]) for values in (param.values for param in WRITES)}
    untested = [
        f"{method} {route.pattern}"
        for route in routes()
        for method in route.methods
        if method in UNSAFE and (route.key, method) not in tested
    ]
    assert not untested, f"give these routes a row in the authorization table: {untested}"


@pytest.mark.parametrize(("key", "method"), WRITES)
def test_a_write_without_the_csrf_token_is_refused_and_with_it_accepted(
    world: World, db: None, key: str, method: str
) -> None:
    route, row = ROUTES[key], TABLE[key][method]
    role = writer(row)
    client = signed_in(world, role, route.area)
    token = csrf_token(client)

    refused = send(world, client, route, method, row, token=None)
    assert csrf_refusal(refused), (role, refused.status_code, refused.content[:300])

    accepted = send(world, client, route, method, row, token=token)
    assert not csrf_refusal(accepted), (role, accepted.content[:300])
    assert outcome(accepted) == row.expected(role), (role, accepted, accepted.content[:300])


def test_signing_in_needs_the_csrf_token(world: World, db: None) -> None:
    client = Client(enforce_csrf_checks=True)
    token = csrf_token(client)
    credentials = {"username": "alice", "password": PASSWORD, "next": "/admin/"}
    refused = client.post("/admin/login/", credentials)
    assert csrf_refusal(refused)
    assert "_auth_user_id" not in client.session
    accepted = client.post("/admin/login/", {**credentials, "csrfmiddlewaretoken": token})
    assert (accepted.status_code, accepted["Location"]) == (302, "/admin/")
    assert client.session["_auth_user_id"] == str(world.users["owner"].pk)


def test_a_wrong_or_stale_token_is_refused_like_none(world: World, db: None) -> None:
    client = signed_in(world, "editor", "club")
    csrf_token(client)
    other = Client()
    stale = csrf_token(other)  # a real token, of another browser's cookie
    url = "/clubs/riverside/rulesets/house/score/"
    data = {"version": 2, "players": "Ann, Ben, Cat, Dan", "csrfmiddlewaretoken": stale}
    assert csrf_refusal(client.post(url, data))


# --- the forms themselves -----------------------------------------------------------------


def _own_templates() -> list[Path]:
    base = Path(settings.BASE_DIR)
    folders = [Path(folder) for engine in settings.TEMPLATES for folder in engine["DIRS"]]
    folders += [base / app / "templates" for app in ("registry", "clubsite")]
    return sorted(path for folder in folders if folder.is_dir() for path in folder.rglob("*.html"))


def test_every_post_form_in_the_sites_templates_has_the_csrf_token() -> None:
    templates = _own_templates()
    assert templates
    missing = [
        f"{path.relative_to(settings.BASE_DIR)}: {form.split('>', 1)[0]}>"
        for path in templates
        for form in POST_FORM.findall(path.read_text())
        if "{% csrf_token %}" not in form
    ]
    assert not missing, "POST forms without {% csrf_token %}:\n" + "\n".join(missing)


PAGES = [
    pytest.param(key, id=ROUTES[key].slug)
    for key, row in TABLE.items()
    if key in ROUTES and "GET" in row and ROUTES[key].area != "api"
]


@pytest.mark.parametrize("key", PAGES)
def test_every_post_form_a_page_shows_carries_the_token_to_a_tested_route(
    world: World, db: None, key: str
) -> None:
    route, row = ROUTES[key], TABLE[key]["GET"]
    tested = {(k, m) for k, r in TABLE.items() for m in r if m in UNSAFE}
    for role in ("owner", "staff"):
        client = signed_in(world, role, route.area)
        url = url_of(route, world, **row.params(world)) + row.query
        page = client.get(url)
        if page.status_code != 200 or not page["Content-Type"].startswith("text/html"):
            continue
        for form in POST_FORM.findall(page.content.decode()):
            assert TOKEN_INPUT.search(form), f"{url} as {role}: a form without a token"
            action = re.search(r'\baction="([^"]*)"', form.split(">", 1)[0])
            target = resolve(urlsplit(action[1] if action and action[1] else url).path)
            name = target.view_name if target.url_name else target.route
            assert (name, "POST") in tested, f"{url} posts to {name}, which no test posts to"
