"""The authorization tests' world and the site's routes, read from the URL resolver.

The world is the suite's cast (tests/cast.py: alice owns the private club
riverside, erin edits it, bob views it, stan is staff, charlie owns the club "elsewhere") plus
olga, signed in but in no club. Two callers that a private club must keep out are told apart:
`outsider` is olga, with nothing anywhere, and `other-club` is charlie, an owner whose token or
session is presented to riverside's URLs. The world holds one object of every model the admin
registers, so every admin page has something to open. It is built once per test module
(`world_in_a_transaction`) and each test runs in a savepoint that is rolled back, so a POST in
one cell never shows in another.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from django.conf import settings
from django.contrib import admin
from django.contrib.auth.models import Group, User
from django.contrib.contenttypes.models import ContentType
from django.db import transaction
from django.db.models import Model
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from clubevents.models import Event, Season
from clubevents.services import (
    add_participant,
    check_in,
    create_event,
    finish_event,
    record_result,
    start_event,
)
from clubsite.models import Simulation
from clubsite.simulations import ask
from registry.models import AuditEvent, Club, Match, Ruleset, Version
from registry.services import create_ruleset, move_tag
from registry.services.matches import open_score_sheet, play_bot_match
from registry.webhooks.models import WebhookDelivery, WebhookEndpoint
from tests.cast import CLASSIC, build_cast, make_user, publish_next, with_target

__all__ = [
    "ROLES",
    "UNSAFE",
    "Route",
    "World",
    "build_world",
    "client_for",
    "routes",
    "url_of",
    "world_in_a_transaction",
]

ROLES = ("owner", "editor", "viewer", "outsider", "anonymous", "staff", "other-club")
"""Everyone who might knock, in the order of the matrix's status strings."""

PROBED = ("GET", "POST", "PUT", "PATCH", "DELETE")
"""Methods a route is asked with; HEAD and OPTIONS follow GET (the matrix asks the API's
routes with them too, for no server error)."""
UNSAFE = ("POST", "PUT", "PATCH", "DELETE")


@dataclass
class World:
    """Riverside (private) with `house` at two versions, a bot match on version 1, an open
    score sheet on version 2, a simulation; "elsewhere", owned by charlie; a group."""

    users: dict[str, User]
    club: Club
    elsewhere: Club
    ruleset: Ruleset
    bot_match: Match
    sheet_match: Match
    simulation: Simulation
    objects: dict[type[Model], Model]
    """One object of each model the admin registers (the admin pages' `object_id`)."""
    sessions: dict[str, str]
    """Each role's signed-in session key: signing in once per module, not once per test."""
    events: dict[str, Event] = field(default_factory=dict)
    """Riverside's events by state: `waiting` (players checked in, not started), `running`
    (round 1 of 2 seated, its result in), `finished`."""

    @property
    def digest(self) -> str:
        """Version 1's rules: classic Spades, held by riverside alone."""
        return self.ruleset.versions.get(number=1).rules_digest

    def fresh_ruleset(self) -> Ruleset:
        """The ruleset as the database has it now (its revision moves when a cell publishes)."""
        return Ruleset.objects.get(pk=self.ruleset.pk)


def build_world() -> World:
    # The suite's cast, plus olga, who is in no club at all (the cast's outsider owns one).
    cast = build_cast()
    users = {**cast.everyone, "outsider": make_user("olga"), "other-club": cast.outsider}
    owner, club, elsewhere = cast.owner, cast.club, cast.elsewhere
    house = create_ruleset(club, slug="house", title="House rules", actor=owner)
    first = publish_next(house, CLASSIC, owner, "Start from classic")
    second = publish_next(house, with_target(300), users["editor"], "Play to 300")
    house.refresh_from_db()
    hook = WebhookEndpoint.objects.create(club=club, url="https://hooks.example/riverside")
    move_tag(house, "stable", first, actor=owner, base_revision=None)  # a delivery to `hook`
    bot_match = play_bot_match(first, bots=["random"] * 4, seed=7, started_by=owner)
    sheet_match = open_score_sheet(second, seats=["A", "B", "C", "D"], started_by=owner)
    simulation = ask(house, first, second, matches=10, seed=1, user=users["editor"])
    for user in users.values():
        Token.objects.create(user=user)
    group = Group.objects.create(name="referees")
    events = _events(house, owner)
    objects = {
        Group: group,
        User: owner,
        Club: club,
        Ruleset: house,
        Version: first,
        Match: bot_match,
        AuditEvent: AuditEvent.objects.filter(club=club).order_by("sequence").first(),
        WebhookEndpoint: hook,
        WebhookDelivery: hook.deliveries.order_by("created_at").first(),
    }
    for model in admin.site._registry:
        if model not in objects:
            objects[model] = _one_of(model)
    sessions = {}
    for role, user in users.items():
        browser = Client()
        browser.force_login(user)
        sessions[role] = browser.cookies[settings.SESSION_COOKIE_NAME].value
    return World(
        users, club, elsewhere, house, bot_match, sheet_match, simulation, objects, sessions,
        events,
    )  # fmt: skip


def _events(house: Ruleset, owner: User) -> dict[str, Event]:
    """Three progressive nights of four players on `house`, one in each state, so that each
    of the event routes' writes has an event it really applies to; and a season, "winter",
    holding the finished one."""
    made = {}
    for state, slug in (("waiting", "monday"), ("running", "thursday"), ("finished", "friday")):
        event = create_event(
            house.club, slug=slug, name=slug.title(), day=date(2026, 12, 10), ruleset=house,
            format="progressive", rounds=2, actor=owner,
        )  # fmt: skip
        names = ["Ann", "Ben", "Cat", "Dan"]
        for name in names:
            add_participant(event, name)
        check_in(event, names)
        if state != "waiting":
            event = start_event(event, actor=owner)
            record_result(event, round=1, table=1, scores=[120, 80], actor=owner)
        if state == "finished":
            event = finish_event(event, actor=owner)
        made[state] = event
    # Two brackets of four teams, one waiting to be seeded and one running.
    for state, slug in (("bracket_waiting", "finals-next"), ("bracket", "finals")):
        event = create_event(
            house.club, slug=slug, name=slug.title(), day=date(2026, 12, 10), ruleset=house,
            format="bracket", best_of=3, actor=owner,
        )  # fmt: skip
        for index, name in enumerate(["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]):
            add_participant(event, name, team=f"team {index // 2 + 1}", checked_in=True)
        made[state] = start_event(event, actor=owner) if state == "bracket" else event
    # A season of the finished night, for the season page, its API and its admin.
    season = Season.objects.create(club=house.club, slug="winter", name="Winter league")
    season.events.add(made["finished"])
    return made


def _one_of(model: type[Model]) -> Model:
    """A world object of a model no one listed above: the token proxy, the task queue's rows."""
    found = model._default_manager.order_by("pk").first()
    assert found is not None, f"the world has no {model._meta.label}: add one to build_world"
    return found


def world_in_a_transaction(django_db_blocker: Any) -> Iterator[World]:
    """Build the world once for a module (its `world` fixture), inside a transaction rolled
    back at its end; each test's own transaction (pytest-django's `db`) nests in it as a
    savepoint, so what one test writes is gone before the next."""
    with django_db_blocker.unblock(), transaction.atomic():
        yield build_world()
        transaction.set_rollback(True)


# --- Routes ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Route:
    """One URL pattern of the site: its name (or, unnamed, its pattern), where it lives, and
    the methods it serves."""

    key: str
    pattern: str
    area: str
    methods: tuple[str, ...]

    @property
    def slug(self) -> str:
        """The route in a test id: `api-version-list`, `admin-registry_club_change`, and for
        an unnamed route its pattern's words: `admin-registry-club-object_id`."""
        key = self.key.replace("clubsite:", "club:")
        text = _GROUP.sub(lambda found: found[1] or found[2], key)
        return re.sub(r"[^\w]+", "-", text.replace("api/v1/", "api/")).strip("-")


def _walk(
    patterns: list[Any], prefix: str = "", namespace: str = ""
) -> Iterator[tuple[str, str | None, URLPattern]]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            yield from _walk(pattern.url_patterns, prefix + str(pattern.pattern), inner)
        else:
            name = f"{namespace}{pattern.name}" if pattern.name else None
            yield prefix + str(pattern.pattern), name, pattern


def _methods(pattern: URLPattern) -> tuple[str, ...]:
    """What a route answers: a viewset's actions, a class-based view's handlers, and for a
    function view (the admin's, the club pages'), GET and POST: the page and its form."""
    callback = pattern.callback
    actions = getattr(callback, "actions", None)
    view_class = getattr(callback, "cls", None) or getattr(callback, "view_class", None)
    if actions is not None:
        names = {name.upper() for name in actions}
    elif view_class is not None:
        names = {m.upper() for m in view_class.http_method_names if hasattr(view_class, m)}
    else:
        names = {"GET", "POST"}
    return tuple(m for m in PROBED if m in names)


def routes() -> list[Route]:
    """Every route of the site, from the URL resolver."""
    found = []
    for text, name, pattern in _walk(get_resolver().url_patterns):
        area = next((a for a in ("admin", "api") if text.startswith(f"{a}/")), "club")
        found.append(Route(name or text, text, area, _methods(pattern)))
    return found


# --- URLs and clients --------------------------------------------------------------------

_GROUP = re.compile(r"\(\?P<(\w+)>[^()]*\)|<(?:\w+:)?(\w+)>")


def url_of(route: Route, world: World, **given: object) -> str:
    """The route's URL for the world's objects: every parameter filled in from `given`, else
    from what the world holds under that name (for the admin, the page's model's object)."""
    values = {**_known(route, world), **given}

    def fill(match: re.Match[str]) -> str:
        name = match[1] or match[2]
        if name not in values:
            raise AssertionError(f"no value for <{name}> of {route.pattern}: give one")
        return str(values[name])

    return "/" + _GROUP.sub(fill, route.pattern).replace("^", "").replace("$", "")


def _known(route: Route, world: World) -> dict[str, object]:
    known: dict[str, object] = {
        "club": world.club.slug,
        "ruleset": world.ruleset.slug,
        "number": 1,
        "other": 2,
        "a": 1,
        "b": 2,
        "digest": world.digest,
        "pk": world.bot_match.pk,
        "match": world.bot_match.pk,
        "simulation": world.simulation.pk,
        "app_label": "registry",
        "content_type_id": ContentType.objects.get_for_model(Club).pk,
        "id": world.users["owner"].pk,
        "url": "no-such-page/",
        "rest": "clubs/riverside/rulesets",
        "name": "stable",
        "delivery": world.objects[WebhookDelivery].pk,
        # Links nobody was sent: a made-up password reset, token and invitation.
        "uidb64": "MQ",
        "token": 999999,
        "secret": "no-such-invitation",
        "invitation": 999999,
        "table": "00000000-0000-4000-8000-000000000000",
        "slug": world.events["running"].slug if world.events else "no-such-event",
        # The running event's round 1, table 1 (its result is in).
        "round": 1,
        "table_number": 1,
    }
    model = _admin_model(route)
    known["object_id"] = world.objects[model].pk if model else world.club.pk
    return known


def _admin_model(route: Route) -> type[Model] | None:
    for model in admin.site._registry:
        if route.pattern.startswith(f"admin/{model._meta.app_label}/{model._meta.model_name}/"):
            return model
    return None


def client_for(role: str, area: str, world: World, **options: Any) -> Client:
    """The API is asked with each role's token, the admin and the club pages with a session;
    `anonymous` brings neither."""
    if area == "api":
        client: Client = APIClient(**options)
        if role != "anonymous":
            key = Token.objects.get(user=world.users[role]).key
            client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
        return client
    client = Client(**options)
    if role != "anonymous":
        client.cookies[settings.SESSION_COOKIE_NAME] = world.sessions[role]
    return client
