"""Who may do what, on every route of the site: one table, every route the URL resolver knows
(the API, the admin with its registry pages, the club pages) and every method it serves, with
the answer each of seven callers gets for the private club riverside, and for the API's
routes also the answers when riverside is public.

The principle the table writes out: a private club is invisible to those outside it (404, or
in the stock admin pages exactly the answer for an object that does not exist), its members
read, its owners and editors write, its owners manage the club and its members, staff see and
do everything the registry allows. The admin's auth, token and task-queue pages stay behind
Django's own model permissions, which no one in the world holds (staff included).

A route or method missing from the table fails `test_the_table_names_every_route_of_the_site`,
so a new endpoint or page cannot ship without its row; an API row without its public answers
fails `test_every_api_row_says_what_a_public_club_answers`.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import pytest
from django.contrib import admin
from django.http import HttpResponse
from django.urls import reverse

from registry.models import Club, Ruleset, Tag
from registry.services import lock_ruleset
from registry.services.accounts import invite
from tests.api.conftest import FIRST_HAND
from tests.cast import CLASSIC, with_target
from tests.reliability.authz_world import (
    ROLES,
    Route,
    World,
    client_for,
    routes,
    url_of,
    world_in_a_transaction,
)

Body = Callable[[World], dict[str, Any]]


@pytest.fixture(scope="module")
def world(django_db_setup: None, django_db_blocker: Any) -> Iterator[World]:
    yield from world_in_a_transaction(django_db_blocker)


def nothing(world: World) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class Row:
    """What each role gets, in the order of ROLES: owner editor viewer outsider anonymous
    staff other-club. A status code, or `login` (a redirect to the sign-in page) or `index`
    (a redirect to the admin's index: the stock admin's answer for an object that does not
    exist, and the sign-in page's for someone already signed in). `body` gives the request's
    data and headers, `query` its query string, `params` URL values other than the world's."""

    statuses: str
    body: Body = nothing
    query: str = ""
    params: Callable[[World], dict[str, object]] = field(default=lambda world: {})
    public: str | None = None
    """The API's rows: what each role gets when riverside is public (the club pages' public
    answers are tests/clubsite/test_web_every_page_answers_each_role.py's)."""

    def expected(self, role: str, *, public: bool = False) -> str:
        statuses = self.public if public else self.statuses
        assert statuses is not None, "this row says nothing of a public club"
        return dict(zip(ROLES, statuses.split(), strict=True))[role]


# -- request bodies: real writes, so that a 2xx/3xx proves the role really may -------------


def new_ruleset(world: World) -> dict[str, Any]:
    body = {"slug": "league", "title": "League", "source": CLASSIC.decode(), "message": "v1"}
    return {"data": body, "format": "json"}


def new_version(world: World) -> dict[str, Any]:
    revision = world.fresh_ruleset().revision
    body = {"source": with_target(250).decode(), "message": "Play to 250"}
    return {"data": body, "format": "json", "HTTP_IF_MATCH": f'"{revision}"'}


def deprecate(world: World) -> dict[str, Any]:
    return {"data": {"state": "deprecated", "reason": "superseded"}, "format": "json"}


def check_version(world: World) -> dict[str, Any]:
    return {"data": {"source": with_target(250).decode()}, "format": "json"}


def move_stable(world: World) -> dict[str, Any]:
    revision = Tag.objects.get(ruleset=world.ruleset, name="stable").revision
    return {"data": {"version": 2}, "format": "json", "HTTP_IF_MATCH": f'"{revision}"'}


def lock_house(world: World) -> dict[str, Any]:
    return {"data": {"reason": "Frozen for the season"}, "format": "json"}


def locked_house(world: World) -> dict[str, Any]:
    """Riverside's `house` locked for the season, so that unlocking it is a real write (the
    409 for unlocking a ruleset that is not locked: tests/api/test_api_season_locks.py)."""
    lock_ruleset(world.fresh_ruleset(), reason="Frozen for the season", actor=None)
    return {}


def new_hook_form(world: World) -> dict[str, Any]:
    return {"data": {"url": "https://hooks.example/new", "events": ["tag.moved"]}}


def new_endpoint(world: World) -> dict[str, Any]:
    data = {"club": world.club.pk, "url": "https://hooks.example/new", "events": ["tag.moved"],
            "active": "on"}  # fmt: skip
    return {"data": data}


def change_endpoint(world: World) -> dict[str, Any]:
    return {"data": {"url": "https://hooks.example/moved", "events": ["tag.moved"]}}


def bot_match(world: World) -> dict[str, Any]:
    body = {"version": "riverside/house@1", "mode": "bots", "bots": ["random"] * 4, "seed": 3}
    return {"data": body, "format": "json"}


def next_hand(world: World) -> dict[str, Any]:
    return {"data": FIRST_HAND, "format": "json"}


def publish_form(world: World) -> dict[str, Any]:
    revision = world.fresh_ruleset().revision
    source = with_target(250).decode()
    return {"data": {"source": source, "message": "Play to 250", "base_revision": revision}}


def restore_form(world: World) -> dict[str, Any]:
    return {"data": {"base_revision": world.fresh_ruleset().revision, "message": ""}}


def lifecycle_form(world: World) -> dict[str, Any]:
    return {"data": {"state": "deprecated", "reason": "We play to 300 now"}}


def lock_form(world: World) -> dict[str, Any]:
    return {"data": {"reason": "Frozen for the season", "until": "2030-12-31"}}


def tag_form(world: World) -> dict[str, Any]:
    return {"data": {"name": "league-2026", "protected": "on", "message": "The league's"}}


def details_form(world: World) -> dict[str, Any]:
    return {"data": {"title": "Our house", "description": ""}}


def add_ruleset_form(world: World) -> dict[str, Any]:
    data = {"club": world.club.pk, "slug": "league", "title": "League", "description": ""}
    return {"data": data}


NO_MEMBER_FORMS = {
    f"memberships-{name}": value
    for name, value in (("TOTAL_FORMS", 0), ("INITIAL_FORMS", 0), ("MIN_NUM_FORMS", 0),
                        ("MAX_NUM_FORMS", 1000))
}  # fmt: skip


def rename_club(world: World) -> dict[str, Any]:
    return {"data": {"name": "Riverside Spades", "is_public": "", **NO_MEMBER_FORMS}}


def new_club(world: World) -> dict[str, Any]:
    return {"data": {"slug": "newtown", "name": "Newtown", "is_public": "", **NO_MEMBER_FORMS}}


def confirm_delete(world: World) -> dict[str, Any]:
    return {"data": {"post": "yes"}}


def open_sheet_form(world: World) -> dict[str, Any]:
    return {"data": {"version": 2, "players": "Ann, Ben, Cat, Dan"}}


def hand_form(world: World) -> dict[str, Any]:
    data: dict[str, Any] = {}
    hand = zip(FIRST_HAND["bids"], FIRST_HAND["tricks"], strict=True)
    for seat, (bid, took) in enumerate(hand, start=1):
        data |= {f"bid_{seat}": bid, f"mark_{seat}": "", f"tricks_{seat}": took}
    return {"data": data}


def simulate_form(world: World) -> dict[str, Any]:
    return {"data": {"base": 1, "against": "version", "other": 2, "matches": 10, "seed": 2}}


RESET_LINK = {"uidb64": "MQ", "token": "made-up-token"}
NO_INVITE = {"secret": "no-such-invitation"}


def new_token(world: World) -> dict[str, Any]:
    return {"data": {"name": "scoreboard"}}


def new_email(world: World) -> dict[str, Any]:
    return {"data": {"email": "someone@example.org"}}


def new_invite(world: World) -> dict[str, Any]:
    return {"data": {"role": "viewer", "note": "for Dan"}}


def an_invite(world: World) -> dict[str, object]:
    made, _ = invite(world.club, "viewer", by=world.users["owner"])
    return {"invitation": made.pk}


def open_table_form(world: World) -> dict[str, Any]:
    seats = {"seat_1": "me", "seat_2": "random", "seat_3": "random", "seat_4": "random"}
    return {"data": {"version": 2, "timeout_policy": "bot", **seats}}


_TABLES: list[Any] = []


def a_table(world: World) -> dict[str, object]:
    """A table of riverside's waiting for seats 2 to 4 (a bot in seat 1)."""
    from tables.services import open_table

    seats = ["random", "open", "open", "open"]
    _TABLES.append(open_table(world.ruleset.head, opened_by=world.users["owner"], seats=seats))
    return {"table": _TABLES[-1].pk}


def sit_form(world: World) -> dict[str, Any]:
    return {"data": {"seat": 2, "invite": _TABLES[-1].invite_token}}


def the_sheet(world: World) -> dict[str, object]:
    return {"pk": world.sheet_match.pk, "match": world.sheet_match.pk}


def new_event(world: World) -> dict[str, Any]:
    body = {
        "slug": "league-night",
        "name": "League night",
        "date": "2026-12-17",
        "ruleset": "house",
        "format": "progressive",
        "players": ["Ann", "Ben", "Cat", "Dan"],
    }
    return {"data": body, "format": "json"}  # fmt: skip


def new_event_form(world: World) -> dict[str, Any]:
    data = {"slug": "league-night", "name": "League night", "date": "2026-12-17",
            "ruleset": "house", "format": "progressive"}  # fmt: skip
    return {"data": data}


def correct_result(world: World) -> dict[str, Any]:
    """A correction of the running event's round 1 (a new row: the old one stays)."""
    result = world.events["running"].results.get()
    body = {"round": 1, "table": 1, "scores": [80, 120], "corrects": result.pk,
            "reason": "the sides were swapped on the sheet"}  # fmt: skip
    return {"data": body, "format": "json"}


def seat_form(world: World) -> dict[str, Any]:
    return {"data": {"action": "seat"}}


def table_sheet_form(world: World) -> dict[str, Any]:
    """Open a score sheet for the running event's round 1, table 1, whose result is in: it
    is refused in words, so a 302 proves the role may, and nothing is written."""
    return {"data": {"action": "sheet"}}


def bots_table(world: World) -> dict[str, object]:
    """A started night of four bots: its round 1, table 1 opens as a live table. (Each
    of these builders may be asked twice in a test, and then gives the same again.)"""
    from clubevents.services import add_participant, check_in, create_event, start_event

    if world.club.events.filter(slug="bots-night").exists():
        return {"slug": "bots-night"}
    owner = world.users["owner"]
    event = create_event(
        world.club, slug="bots-night", name="Bots", day=date(2026, 12, 18), ruleset=world.ruleset,
        format="progressive", rounds=1, actor=owner,
    )  # fmt: skip
    names = ["b1", "b2", "b3", "b4"]
    for name in names:
        add_participant(event, name, kind="bot")
    check_in(event, names)
    start_event(event, actor=owner)
    return {"slug": event.slug}


def round_two(world: World) -> dict[str, object]:
    """The running event's round 2 seated: its table 1 (four guests) is not opened yet."""
    from clubevents.services import seat_round

    if not world.events["running"].event_rounds.filter(number=2).exists():
        seat_round(world.events["running"], actor=world.users["owner"])
    return {"round": 2}


def round_two_sheet(world: World) -> dict[str, object]:
    """Round 2, table 1 of the running event, opened as a score sheet (no hand entered)."""
    from clubevents.event_tables import open_sheet

    params = round_two(world)
    if not world.events["running"].event_tables.filter(round=2).exists():
        open_sheet(world.events["running"], round=2, table=1, actor=world.users["owner"])
    return params


def pending_sheet(world: World) -> dict[str, object]:
    """A one-hand night of four guests whose sheet is finished by no one at the club: a
    director confirms it, and a member not at the table may not."""
    from clubevents.event_tables import open_sheet
    from clubevents.services import add_participant, check_in, create_event, start_event
    from registry.services import add_sheet_hand, create_ruleset
    from registry.services.library import LIBRARY_DIR
    from tests.cast import publish_next

    if world.club.events.filter(slug="paper-night").exists():
        return {"slug": "paper-night"}
    owner = world.users["owner"]
    source = (LIBRARY_DIR / "tournament.yaml").read_text()
    rules = create_ruleset(world.club, slug="onehand", title="One hand", actor=owner)
    publish_next(rules, source.replace("  target: 500 ", "  target: null\n  hands: 1 ", 1).encode(),
                 owner, "one hand")  # fmt: skip
    event = create_event(
        world.club, slug="paper-night", name="Paper", day=date(2026, 12, 18),
        ruleset=Ruleset.objects.get(pk=rules.pk), format="progressive", rounds=1, actor=owner,
    )  # fmt: skip
    names = ["Ann", "Ben", "Cat", "Dan"]
    for name in names:
        add_participant(event, name)
    check_in(event, names)
    event = start_event(event, actor=owner)
    opened = open_sheet(event, round=1, table=1, actor=owner)
    add_sheet_hand(opened.match, FIRST_HAND, actor=None)
    return {"slug": event.slug}


def waiting_event(world: World) -> dict[str, object]:
    return {"slug": world.events["waiting"].slug}


def finished_event(world: World) -> dict[str, object]:
    return {"slug": world.events["finished"].slug}


def running_bracket(world: World) -> dict[str, object]:
    return {"slug": world.events["bracket"].slug}


def waiting_bracket(world: World) -> dict[str, object]:
    return {"slug": world.events["bracket_waiting"].slug}


def the_season(world: World) -> dict[str, object]:
    return {"slug": "winter"}


def bracket_game(world: World) -> dict[str, Any]:
    return {"data": {"round": 1, "match": 1, "scores": [300, 100]}, "format": "json"}


def seeds(world: World) -> dict[str, Any]:
    return {"data": {"seeds": ["team 2", "team 1"]}, "format": "json"}


def new_season(world: World) -> dict[str, Any]:
    return {"data": {"club": world.club.pk, "slug": "spring", "name": "Spring", "tag": ""}}


def change_season(world: World) -> dict[str, Any]:
    return {"data": {"club": world.club.pk, "slug": "winter", "name": "Winter", "tag": ""}}


# -- the rows every table needs ------------------------------------------------------------

EVERYONE = Row("200 200 200 200 200 200 200")
READ = Row("200 200 200 404 404 200 404")
SIGNED_IN = Row("200 200 200 200 login 200 200")
NOT_ALLOWED = Row("405 405 405 405 login 405 405")
"""An admin page that has no such method, after sign-in."""
NO_ONE = Row("403 403 403 403 login 403 403")
"""Nobody here: the stock admin's model permissions (auth, tokens, the task queue), which no
one in the world holds, or a record no one may add, change or delete."""
STAFF_ONLY = Row("403 403 403 403 login 200 403")
TO_CHANGE = Row("302 302 302 302 login 302 302")
"""`admin/<model>/<id>/` is Django's redirect to the change page, which decides."""
ADMIN_READ = Row("200 200 200 index login 200 index")
"""A stock admin page of a riverside object: to a non-member, what a missing object gets."""
OWNER_READ = Row("200 index index index login 200 index")
"""A stock admin page of a riverside webhook: to anyone but its owners, a missing object."""
RULESET_READ = Row("200 200 200 404 login 200 404")
"""The registry's own ruleset pages: a ruleset outside one's clubs does not exist (404)."""
RULESET_WRITE = "302 302 403 404 login 302 404"
SCORE = Row("200 200 403 404 404 200 404")
SCORED = "302 302 403 404 404 302 404"
NO_METHOD = "405 405 405 405 405 405 405"
CREATE = "201 201 403 404 404 201 404"
WRITE = "200 200 403 404 404 200 404"

# The API's rows: riverside private (as above), then public.
EVERYONE_ANSWERED = "200 200 200 200 200 200 200"
API_EVERYONE = Row(EVERYONE_ANSWERED, public=EVERYONE_ANSWERED)
API_READ = Row(READ.statuses, public=EVERYONE_ANSWERED)
API_REDIRECT = Row("307 307 307 404 404 307 404", public="307 307 307 307 307 307 307")
API_NO_METHOD = Row(NO_METHOD, public=NO_METHOD)
API_MEMBERS = Row(READ.statuses, public="200 200 200 403 401 200 403")
MEMBERS = API_MEMBERS.public
CREATED = "201 201 403 403 401 201 403"
WRITTEN = "200 200 403 403 401 200 403"
OWNERS = "200 403 403 404 404 200 404"
OWNERS_PUBLIC = "200 403 403 403 401 200 403"

METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")


def both(row: Row) -> dict[str, Row]:
    """A page whose form posts back to it: a POST without data gets what a GET gets."""
    return {"GET": row, "POST": row}


def redirect_to_change() -> dict[str, Row]:
    return dict.fromkeys(METHODS, TO_CHANGE)


TABLE: dict[str, dict[str, Row]] = {
    # --- the admin site --------------------------------------------------------------------
    "admin:index": both(SIGNED_IN),
    "admin:login": {
        "GET": Row("index index index index 200 index index"),
        "POST": EVERYONE,  # no credentials in the form: it is shown again with the error
    },
    "admin:logout": {
        "GET": Row("405 405 405 405 index 405 405"),
        "POST": Row("200 200 200 200 index 200 200"),
    },
    "admin:password_change": both(SIGNED_IN),
    "admin:password_change_done": {"GET": SIGNED_IN, "POST": NOT_ALLOWED},
    # No model has autocomplete fields, so the view refuses every query.
    "admin:autocomplete": {"GET": NO_ONE, "POST": NOT_ALLOWED},
    "admin:jsi18n": {"GET": SIGNED_IN, "POST": NOT_ALLOWED},
    # The content-types shortcut checks no permission: it answers 404 because no registry
    # model has get_absolute_url. A model that gains one turns these cells into redirects.
    "admin:view_on_site": both(Row("404 404 404 404 login 404 404")),
    "admin:app_list": both(SIGNED_IN),
    "admin/(?P<url>.*)$": both(Row("404 404 404 404 login 404 404")),
    # Clubs: members read, owners manage, staff create; the club's history protects it.
    "admin:registry_club_changelist": both(SIGNED_IN),
    "admin:registry_club_add": {
        "GET": STAFF_ONLY,
        "POST": Row("403 403 403 403 login 302 403", new_club),
    },
    "admin:registry_club_history": both(ADMIN_READ),
    # Staff get as far as "Cannot delete": the club's versions protect it.
    "admin:registry_club_delete": {
        "GET": STAFF_ONLY,
        "POST": Row(STAFF_ONLY.statuses, confirm_delete),
    },
    "admin:registry_club_change": {
        "GET": ADMIN_READ,
        # Django asks "may you change clubs at all?" before looking the club up: olga, who
        # owns none, is refused; charlie, who owns one, is told it does not exist.
        "POST": Row("302 403 403 403 login 302 index", rename_club),
    },
    "admin/registry/club/<path:object_id>/": redirect_to_change(),
    # Versions: read-only records that open on their ruleset's version page.
    "admin:registry_version_changelist": both(SIGNED_IN),
    "admin:registry_version_add": both(NO_ONE),
    "admin:registry_version_history": both(ADMIN_READ),
    "admin:registry_version_delete": {"GET": NO_ONE, "POST": Row(NO_ONE.statuses, confirm_delete)},
    "admin:registry_version_change": both(Row("302 302 302 index login 302 index")),
    "admin/registry/version/<path:object_id>/": redirect_to_change(),
    # Matches and the audit feed: read-only records.
    "admin:registry_match_changelist": both(SIGNED_IN),
    "admin:registry_match_add": both(NO_ONE),
    "admin:registry_match_history": both(ADMIN_READ),
    "admin:registry_match_delete": {"GET": NO_ONE, "POST": Row(NO_ONE.statuses, confirm_delete)},
    "admin:registry_match_change": {"GET": ADMIN_READ, "POST": NO_ONE},
    "admin/registry/match/<path:object_id>/": redirect_to_change(),
    "admin:registry_auditevent_changelist": both(SIGNED_IN),
    "admin:registry_auditevent_add": both(NO_ONE),
    "admin:registry_auditevent_history": both(ADMIN_READ),
    "admin:registry_auditevent_delete": {
        "GET": NO_ONE,
        "POST": Row(NO_ONE.statuses, confirm_delete),
    },
    "admin:registry_auditevent_change": {"GET": ADMIN_READ, "POST": NO_ONE},
    "admin/registry/auditevent/<path:object_id>/": redirect_to_change(),
    # Webhooks: a club's owners (and staff) only; to everyone else a riverside endpoint or
    # delivery does not exist. Deliveries are records: no one adds, changes or deletes them.
    "admin:registry_webhookendpoint_changelist": both(SIGNED_IN),
    "admin:registry_webhookendpoint_add": {
        "GET": Row("200 403 403 403 login 200 200"),
        # charlie owns "elsewhere"; riverside is not among his choices.
        "POST": Row("302 403 403 403 login 302 200", new_endpoint),
    },
    "admin:registry_webhookendpoint_history": both(OWNER_READ),
    "admin:registry_webhookendpoint_delete": {
        "GET": Row("200 403 403 403 login 200 index"),
        "POST": Row("302 403 403 403 login 302 index", confirm_delete),
    },
    "admin:registry_webhookendpoint_change": {
        "GET": OWNER_READ,
        "POST": Row("302 403 403 403 login 302 index", change_endpoint),
    },
    "admin/registry/webhookendpoint/<path:object_id>/": redirect_to_change(),
    # Club events: events, rounds and results are records, read-only here.
    "admin:clubevents_event_changelist": both(SIGNED_IN),
    "admin:clubevents_event_add": both(NO_ONE),
    "admin:clubevents_event_history": both(ADMIN_READ),
    "admin:clubevents_event_delete": {"GET": NO_ONE, "POST": Row(NO_ONE.statuses, confirm_delete)},
    "admin:clubevents_event_change": {"GET": ADMIN_READ, "POST": NO_ONE},
    "admin/clubevents/event/<path:object_id>/": redirect_to_change(),
    "admin:clubevents_eventround_changelist": both(SIGNED_IN),
    "admin:clubevents_eventround_add": both(NO_ONE),
    "admin:clubevents_eventround_history": both(ADMIN_READ),
    "admin:clubevents_eventround_delete": {
        "GET": NO_ONE,
        "POST": Row(NO_ONE.statuses, confirm_delete),
    },
    "admin:clubevents_eventround_change": {"GET": ADMIN_READ, "POST": NO_ONE},
    "admin/clubevents/eventround/<path:object_id>/": redirect_to_change(),
    "admin:clubevents_eventresult_changelist": both(SIGNED_IN),
    "admin:clubevents_eventresult_add": both(NO_ONE),
    "admin:clubevents_eventresult_history": both(ADMIN_READ),
    "admin:clubevents_eventresult_delete": {
        "GET": NO_ONE,
        "POST": Row(NO_ONE.statuses, confirm_delete),
    },
    "admin:clubevents_eventresult_change": {"GET": ADMIN_READ, "POST": NO_ONE},
    "admin/clubevents/eventresult/<path:object_id>/": redirect_to_change(),
    # Seasons: the club's owners and editors make and change them; its members read them.
    "admin:clubevents_season_changelist": both(SIGNED_IN),
    "admin:clubevents_season_add": {
        "GET": Row("200 200 403 403 login 200 200"),
        "POST": Row("302 302 403 403 login 302 200", new_season),
    },
    "admin:clubevents_season_history": both(ADMIN_READ),
    # As for clubs: olga, who may change no season, is refused before the lookup; charlie,
    # who may change his own club's, is told riverside's does not exist.
    "admin:clubevents_season_delete": {
        "GET": Row("200 200 403 403 login 200 index"),
        "POST": Row("302 302 403 403 login 302 index", confirm_delete),
    },
    "admin:clubevents_season_change": {
        "GET": ADMIN_READ,
        "POST": Row("302 302 403 403 login 302 index", change_season),
    },
    "admin/clubevents/season/<path:object_id>/": redirect_to_change(),
    "admin:registry_webhookdelivery_changelist": both(SIGNED_IN),
    "admin:registry_webhookdelivery_add": both(NO_ONE),
    "admin:registry_webhookdelivery_history": both(OWNER_READ),
    "admin:registry_webhookdelivery_delete": {
        "GET": NO_ONE,
        "POST": Row(NO_ONE.statuses, confirm_delete),
    },
    "admin:registry_webhookdelivery_change": {"GET": OWNER_READ, "POST": NO_ONE},
    "admin/registry/webhookdelivery/<path:object_id>/": redirect_to_change(),
    # Rulesets: the registry's own pages. Members read, owners and editors publish, restore
    # and change lifecycles; a ruleset is never deleted.
    "admin:registry_ruleset_changelist": both(SIGNED_IN),
    "admin:registry_ruleset_add": {
        "GET": Row("200 200 403 403 login 200 200"),
        # charlie may add rulesets to his own club; riverside is not among its choices.
        "POST": Row("302 302 403 403 login 302 200", add_ruleset_form),
    },
    "admin:registry_ruleset_change": {
        "GET": RULESET_READ,
        "POST": Row(RULESET_WRITE, publish_form),
    },
    "admin:registry_ruleset_details": {
        "GET": ADMIN_READ,
        "POST": Row("302 302 403 403 login 302 index", details_form),
    },
    "admin:registry_ruleset_history": both(RULESET_READ),
    "admin:registry_ruleset_compare": both(Row(RULESET_READ.statuses, query="?a=1&b=2")),
    "admin:registry_ruleset_version": both(RULESET_READ),
    "admin:registry_ruleset_restore": {
        "GET": Row(RULESET_WRITE),  # back to the version page: restoring is a POST
        "POST": Row(RULESET_WRITE, restore_form),
    },
    "admin:registry_ruleset_lifecycle": {
        "GET": Row(RULESET_WRITE),
        "POST": Row(RULESET_WRITE, lifecycle_form),
    },
    # Owners lock a ruleset for the season (back to the ruleset page either way).
    "admin:registry_ruleset_lock": {
        "GET": Row("302 403 403 404 login 302 404"),
        "POST": Row("302 403 403 404 login 302 404", lock_form),
    },
    "admin:registry_ruleset_tag": {
        "GET": Row(RULESET_WRITE),  # back to the version page: tagging is a POST
        "POST": Row(RULESET_WRITE, tag_form),
    },
    "admin:registry_ruleset_delete": {"GET": NO_ONE, "POST": Row(NO_ONE.statuses, confirm_delete)},
    "admin/registry/ruleset/<path:object_id>/": redirect_to_change(),
    # Django's own models: its model permissions, which no one in the world holds.
    "admin:auth_group_changelist": both(NO_ONE),
    "admin:auth_group_add": both(NO_ONE),
    "admin:auth_group_history": both(NO_ONE),
    "admin:auth_group_delete": both(NO_ONE),
    "admin:auth_group_change": both(NO_ONE),
    "admin/auth/group/<path:object_id>/": redirect_to_change(),
    "admin:auth_user_changelist": both(NO_ONE),
    "admin:auth_user_add": both(NO_ONE),
    "admin:auth_user_history": both(NO_ONE),
    "admin:auth_user_delete": both(NO_ONE),
    "admin:auth_user_change": both(NO_ONE),
    "admin:auth_user_password_change": both(NO_ONE),
    "admin/auth/user/<path:object_id>/": redirect_to_change(),
    "admin:authtoken_tokenproxy_changelist": both(NO_ONE),
    "admin:authtoken_tokenproxy_add": both(NO_ONE),
    "admin:authtoken_tokenproxy_history": both(NO_ONE),
    "admin:authtoken_tokenproxy_delete": both(NO_ONE),
    "admin:authtoken_tokenproxy_change": both(NO_ONE),
    "admin/authtoken/tokenproxy/<path:object_id>/": redirect_to_change(),
    "admin:django_tasks_database_dbtaskresult_changelist": both(NO_ONE),
    "admin:django_tasks_database_dbtaskresult_add": both(NO_ONE),
    "admin:django_tasks_database_dbtaskresult_history": both(NO_ONE),
    "admin:django_tasks_database_dbtaskresult_delete": both(NO_ONE),
    "admin:django_tasks_database_dbtaskresult_change": both(NO_ONE),
    "admin/django_tasks_database/dbtaskresult/<path:object_id>/": redirect_to_change(),
    # --- the HTTP API, with tokens (docs/api.md) -------------------------------------------
    # Each API row also says what everyone gets when riverside is public: anyone reads; a
    # signed-in non-member may not write (403) and anonymous is asked to sign in (401).
    "api:club-list": {"GET": API_EVERYONE},  # each sees the clubs they may read
    "api:club-detail": {"GET": API_READ},
    "api:ruleset-list": {"GET": API_READ, "POST": Row(CREATE, new_ruleset, public=CREATED)},
    "api:ruleset-detail": {"GET": API_READ},
    "api:version-list": {"GET": API_READ, "POST": Row(CREATE, new_version, public=CREATED)},
    # A version is never changed or deleted: the methods are refused before anything is read.
    "api:version-detail": {
        "GET": API_READ,
        **dict.fromkeys(("PUT", "PATCH", "DELETE"), API_NO_METHOD),
    },
    "api:version-source": {"GET": API_READ},
    "api:version-latest": {"GET": API_REDIRECT},
    "api:version-diff": {"GET": API_READ},
    "api:version-rulebook": {"GET": API_READ},
    "api:version-lifecycle": {"PATCH": Row(WRITE, deprecate, public=WRITTEN)},
    "api:version-check": {"POST": Row(WRITE, check_version, public=WRITTEN)},
    "api:tag-detail": {
        "GET": API_REDIRECT,
        "PUT": Row(WRITE, move_stable, public=WRITTEN),
    },
    # Owners lock and unlock (the API's only owners-only writes).
    "api:ruleset-lock": {
        "PUT": Row(OWNERS, lock_house, public=OWNERS_PUBLIC),
        "DELETE": Row(OWNERS, locked_house, public=OWNERS_PUBLIC),
    },
    "api:rules-detail": {"GET": API_READ},
    # The same URL's fast path, which hands everything but anonymous public reads to the above.
    "api/v1/^rules/(?P<digest>sha256:[0-9a-f]{64})$": {"GET": API_READ, "POST": API_NO_METHOD},
    "api:rules-references": {"GET": API_READ},
    "api:rules-matches": {"GET": API_READ},
    "api:match-list": {"POST": Row(CREATE, bot_match, public=CREATED)},
    "api:match-detail": {"GET": API_READ},
    "api:match-hands": {"POST": Row(WRITE, next_hand, params=the_sheet, public=WRITTEN)},
    "api:match-log": {"GET": API_READ},
    "api:match-verify": {"GET": API_READ},
    # A match's audit events are its club's members', as the audit feed is, even when public.
    "api:match-events": {"GET": API_MEMBERS},
    "api:audit-event-list": {"GET": Row(READ.statuses, query="?club=riverside", public=MEMBERS)},
    "api:rules-language-schema": {"GET": API_EVERYONE},
    "api:schema": {"GET": API_EVERYONE},
    "api:swagger-ui": {"GET": API_EVERYONE},
    "api:redoc": {"GET": API_EVERYONE},
    # `clubs/riverside/rulesets`, slash missing: served as `ruleset-list`.
    "api:other-spelling": {"GET": API_READ, "POST": Row(CREATE, new_ruleset, public=CREATED)},
    # Club events (docs/events.md): members read, owners and editors run the night. Each write
    # is asked of the event in the state it applies to (`running` unless the row says).
    "api:event-list": {"GET": API_READ, "POST": Row(CREATE, new_event, public=CREATED)},
    "api:event-detail": {"GET": API_READ},
    "api:event-start": {"POST": Row(WRITE, params=waiting_event, public=WRITTEN)},
    "api:event-seat": {"POST": Row(WRITE, public=WRITTEN)},
    "api:event-results": {
        "GET": API_READ,
        "POST": Row(CREATE, correct_result, public=CREATED),
    },
    "api:event-standings": {"GET": API_READ},
    "api:event-finish": {"POST": Row(WRITE, public=WRITTEN)},
    "api:event-publish": {"POST": Row(WRITE, params=finished_event, public=WRITTEN)},
    "api:event-bracket": {
        "GET": Row(READ.statuses, params=running_bracket, public=EVERYONE_ANSWERED),
        "POST": Row(CREATE, bracket_game, params=running_bracket, public=CREATED),
    },
    "api:event-seed": {"POST": Row(WRITE, seeds, params=waiting_bracket, public=WRITTEN)},
    # An event's tables, as the table's page: its readers see it, the director opens a live
    # table or a sheet, the members seated at a sheet (none here: guests) or the director
    # enter its hands, a player of the other side or the director confirms it (a member of
    # the club not at the table is refused in words).
    "api:event-table": {"GET": API_READ},
    "api:event-table-live": {"POST": Row(CREATE, params=bots_table, public=CREATED)},
    "api:event-table-sheet": {"POST": Row(CREATE, params=round_two, public=CREATED)},
    "api:event-table-sheet-hands": {
        "POST": Row(WRITE, next_hand, params=round_two_sheet, public=WRITTEN)
    },
    "api:event-table-sheet-confirm": {
        "POST": Row(
            "200 200 422 404 404 200 404",
            params=pending_sheet,
            public="200 200 422 422 401 200 422",
        )
    },
    # Seasons: read for the club's readers; made and changed in the admin.
    "api:season-list": {"GET": API_READ},
    "api:season-detail": {"GET": Row(READ.statuses, params=the_season, public=EVERYONE_ANSWERED)},
    # --- the club pages, with sessions (docs/web.md) ---------------------------------------
    # Reading pages answer a POST as a GET (with CSRF, a POST without a token never arrives).
    "clubsite:home": both(EVERYONE),
    # The rules language's schema, at its stable address and its older one: read-only.
    "rules-language-schema": {"GET": EVERYONE, "POST": Row("405 405 405 405 405 405 405")},
    "clubsite:schema": {"GET": EVERYONE, "POST": Row("405 405 405 405 405 405 405")},
    "clubsite:club": both(READ),
    "clubsite:ruleset": both(READ),
    "clubsite:version": both(READ),
    "clubsite:source": both(READ),
    "clubsite:history": both(READ),
    "clubsite:compare_pick": both(Row("302 302 302 404 404 302 404", query="?a=1&b=2")),
    "clubsite:compare": both(READ),
    "clubsite:match": both(READ),
    "clubsite:open_sheet": {"GET": SCORE, "POST": Row(SCORED, open_sheet_form)},
    "clubsite:score": {
        "GET": Row(SCORE.statuses, params=the_sheet),
        "POST": Row(SCORED, hand_form, params=the_sheet),
    },
    "clubsite:simulate": {"GET": SCORE, "POST": Row(SCORED, simulate_form)},
    # --- live tables (docs/tables.md): any member opens one, sits through its link, watches --
    "clubsite:open_table": {
        "GET": READ,
        "POST": Row("302 302 302 404 404 302 404", open_table_form),
    },
    "clubsite:table": {
        "GET": Row(READ.statuses, params=a_table),
        "POST": Row(NO_METHOD, params=a_table),
    },
    "clubsite:sit": {
        "GET": Row(NO_METHOD, params=a_table),
        "POST": Row("302 302 302 404 404 302 404", sit_form, params=a_table),
    },
    "tables:open_tables": {"GET": READ, "POST": Row(NO_METHOD)},
    # --- club events (docs/events.md): members read, owners and editors run the night ------
    "clubevents:events": {
        "GET": READ,
        "POST": Row("302 302 403 404 404 302 404", new_event_form),
    },
    "clubevents:event": {"GET": READ, "POST": Row(SCORED, seat_form)},
    "clubevents:csv": both(READ),
    "clubevents:table": {"GET": READ, "POST": Row(SCORED, table_sheet_form)},
    "clubevents:cards": {"GET": SCORE, "POST": Row(NO_METHOD)},
    "clubevents:season": {"GET": Row(READ.statuses, params=the_season), "POST": Row(NO_METHOD)},
    # --- the guided editor (owners, editors and staff); a post without the form is refused -
    "clubsite:edit": {"GET": SCORE, "POST": Row("400 400 403 404 404 400 404")},
    "clubsite:edit_preview": {
        "GET": Row("405 405 403 404 404 405 404"),
        "POST": Row("400 400 403 404 404 400 404"),
    },
    # A draft is each author's own, and nobody in the world has one: nothing to read.
    "clubsite:edit_draft": both(Row("404 404 403 404 404 404 404")),
    "clubsite:new_ruleset": {"GET": SCORE, "POST": Row("200 200 403 404 404 200 404")},
    "clubsite:simulations": both(READ),
    "clubsite:simulation": both(READ),
    # --- the site as a whole: probes and the icon, for anyone (docs/deploy.md) ------------
    "healthz": {"GET": EVERYONE, "POST": Row("405 405 405 405 405 405 405")},
    # Not ready: no task worker runs beside the tests' world.
    "readyz": {
        "GET": Row("503 503 503 503 503 503 503"),
        "POST": Row("405 405 405 405 405 405 405"),
    },
    "favicon": both(Row("302 302 302 302 302 302 302")),
    # --- accounts on the site (docs/web.md, "Accounts") ------------------------------------
    # Signed in already: on to the clubs. A form posted empty is shown again with its errors.
    "login": dict.fromkeys(("GET", "POST", "PUT"), Row("302 302 302 302 200 302 302")),
    "logout": {"POST": Row("302 302 302 302 302 302 302")},
    "password_reset": dict.fromkeys(("GET", "POST", "PUT"), EVERYONE),
    "password_reset_done": {"GET": EVERYONE},
    # A made-up link: the page says it is used or expired.
    "password_reset_confirm": dict.fromkeys(
        ("GET", "POST", "PUT"), Row(EVERYONE.statuses, params=lambda w: RESET_LINK)
    ),
    "password_reset_complete": {"GET": EVERYONE},
    "password_change": dict.fromkeys(("GET", "POST", "PUT"), SIGNED_IN),
    "password_change_done": {"GET": SIGNED_IN},
    "account": both(SIGNED_IN),
    # A link is mailed to the new address; a made-up confirmation link changes nothing.
    "change_email": {
        "GET": Row("405 405 405 405 login 405 405"),
        "POST": Row("302 302 302 302 login 302 302", new_email),
    },
    "confirm_email": both(
        Row("404 404 404 404 login 404 404", params=lambda w: {"token": "made-up"})
    ),
    "new_token": {
        "GET": Row("405 405 405 405 login 405 405"),
        "POST": Row("201 201 201 201 login 201 201", new_token),
    },
    # Revoking is of one's own tokens only: another's id (or none) changes nothing.
    "revoke_token": {
        "GET": Row("405 405 405 405 login 405 405", params=lambda w: {"token": 999999}),
        "POST": Row("302 302 302 302 login 302 302", params=lambda w: {"token": 999999}),
    },
    # A link that opens no invitation.
    "accept_invite": both(Row("404 404 404 404 404 404 404", params=lambda w: NO_INVITE)),
    # Only owners (and staff) invite; to outsiders a private club does not exist.
    "clubsite:invites": {
        "GET": Row("200 403 403 404 login 200 404"),
        "POST": Row("201 403 403 404 login 201 404", new_invite),
    },
    "clubsite:withdraw_invite": {
        "GET": Row("405 405 405 405 login 405 405", params=an_invite),
        "POST": Row("302 403 403 404 login 302 404", params=an_invite),
    },
    "clubsite:webhooks": {
        "GET": Row("200 403 403 404 404 200 404"),
        "POST": Row("302 403 403 404 404 302 404", new_hook_form),
    },
    "clubsite:redeliver": both(Row("302 403 403 404 404 302 404")),
}

ROUTES = {route.key: route for route in routes()}


def test_the_table_names_every_route_of_the_site() -> None:
    served = {(route.key, method): route for route in ROUTES.values() for method in route.methods}
    missing = [
        f"{method} {route.pattern}"
        for (key, method), route in sorted(served.items())
        if method not in TABLE.get(key, {})
    ]
    assert not missing, "add these routes to the authorization table:\n" + "\n".join(missing)
    # A method a route does not serve may be named only to pin that everyone gets a 405.
    stale = [
        f"{m} {key}"
        for key, row in TABLE.items()
        for m in row
        if (key, m) not in served and row[m].statuses != NO_METHOD
    ]
    assert not stale, f"the table names routes the site does not serve: {stale}"


def test_every_api_row_says_what_a_public_club_answers() -> None:
    silent = [
        f"{method} {key}"
        for key, row in TABLE.items()
        if key in ROUTES and ROUTES[key].area == "api"
        for method in row
        if row[method].public is None
    ]
    assert not silent, f"give these API rows their public answers (Row(public=...)): {silent}"


def outcome(response: HttpResponse) -> str:
    """The status as the table writes it."""
    if response.status_code in (301, 302):
        location = response["Location"]
        if location.startswith((reverse("admin:login") + "?next=", reverse("login") + "?next=")):
            return "login"
        if location == reverse("admin:index"):
            return "index"
    return str(response.status_code)


def ask(world: World, route: Route, method: str, role: str, **params: object) -> HttpResponse:
    row = TABLE[route.key][method]
    client = client_for(role, route.area, world)
    url = url_of(route, world, **{**row.params(world), **params}) + row.query
    return getattr(client, method.lower())(url, **row.body(world))


CELLS = [
    pytest.param(key, method, role, id=f"{ROUTES[key].slug}-{method}-{role}")
    for key, row in TABLE.items()
    if key in ROUTES
    for method in row
    for role in ROLES
]


@pytest.mark.parametrize(("key", "method", "role"), CELLS)
def test_each_role_gets_the_answer_the_table_gives(
    world: World, db: None, key: str, method: str, role: str
) -> None:
    route = ROUTES[key]
    response = ask(world, route, method, role)
    expected = TABLE[key][method].expected(role)
    assert outcome(response) == expected, (
        f"{method} {response.request['PATH_INFO']} as {role}: {response.status_code} "
        f"{response.get('Location', '')} {response.content[:300]!r}"
    )
    if route.area == "api" and response.status_code >= 400:
        assert response["Content-Type"] == "application/problem+json"


PUBLIC_CELLS = [
    pytest.param(key, method, role, id=f"{ROUTES[key].slug}-{method}-{role}")
    for key, row in TABLE.items()
    if key in ROUTES
    for method, cell in row.items()
    if cell.public is not None
    for role in ROLES
]


@pytest.mark.parametrize(("key", "method", "role"), PUBLIC_CELLS)
def test_in_a_public_club_each_role_gets_the_answer_the_table_gives(
    world: World, db: None, key: str, method: str, role: str
) -> None:
    # A copy of the club: the world's own object stays private for the next tests (the
    # database's change is rolled back with the test).
    club = Club.objects.get(pk=world.club.pk)
    club.is_public = True
    club.save(update_fields=["is_public"])
    route = ROUTES[key]
    response = ask(world, route, method, role)
    expected = TABLE[key][method].expected(role, public=True)
    assert outcome(response) == expected, (
        f"{method} {response.request['PATH_INFO']} (public) as {role}: {response.status_code} "
        f"{response.get('Location', '')} {response.content[:300]!r}"
    )
    if response.status_code >= 400:
        assert response["Content-Type"] == "application/problem+json"


@pytest.mark.parametrize("role", ["owner", "outsider", "other-club", "anonymous"])
def test_head_and_options_on_every_api_route_are_never_a_server_error(
    world: World, db: None, role: str
) -> None:
    client = client_for(role, "api", world)
    for key, row in TABLE.items():
        route = ROUTES.get(key)
        if route is None or route.area != "api":
            continue
        cell = next(iter(row.values()))
        url = url_of(route, world, **cell.params(world)) + cell.query
        for method in ("head", "options"):
            response = getattr(client, method)(url)
            assert response.status_code < 500, (method, url, response.content[:300])


# --- not yours is not there ---------------------------------------------------------------

PRIVATE = {
    "club", "ruleset", "pk", "match", "simulation", "digest", "object_id", "id", "rest", "delivery",
}  # fmt: skip
"""URL parameters that name something of riverside's."""


def _missing(route: Route) -> dict[str, object]:
    model = next(
        (m for m in admin.site._registry
         if route.pattern.startswith(f"admin/{m._meta.app_label}/{m._meta.model_name}/")),
        None,
    )  # fmt: skip
    uuid_pk = model is not None and model._meta.pk.get_internal_type() == "UUIDField"
    nowhere = uuid.UUID(int=1)
    return {
        "club": "nowhere",
        "ruleset": "nothing",
        "pk": nowhere,
        "match": nowhere,
        "simulation": nowhere,
        "digest": "sha256:" + "0" * 64,
        "object_id": nowhere if uuid_pk else 10**9,
        "id": 10**9,
        "rest": "clubs/nowhere/rulesets",
        "delivery": nowhere,
    }


def _names_private(route: Route) -> bool:
    # Django's own models are left out: its stock history page looks an object up before
    # asking for permission, so a signed-in user can tell a user's or group's id exists
    # (403) from one that does not (redirect). Those are accounts, not a club's business.
    if route.area == "admin" and not route.pattern.startswith(("admin/registry/", "admin/r/")):
        return False
    return any(f"<{name}>" in route.pattern or f":{name}>" in route.pattern for name in PRIVATE)


INVISIBLE = [
    pytest.param(key, method, role, id=f"{ROUTES[key].slug}-{method}-{role}")
    for key, row in TABLE.items()
    if key in ROUTES and _names_private(ROUTES[key])
    for method in row
    for role in ("outsider", "anonymous", "other-club")
]


@pytest.mark.parametrize(("key", "method", "role"), INVISIBLE)
def test_to_an_outsider_a_private_clubs_url_answers_as_if_nothing_were_there(
    world: World, db: None, key: str, method: str, role: str
) -> None:
    route = ROUTES[key]
    theirs = ask(world, route, method, role)
    nothing_there = ask(world, route, method, role, **_missing(route))
    assert outcome(theirs) == outcome(nothing_there), (route.pattern, theirs, nothing_there)
    if route.area == "api" and theirs.status_code == 404:
        # A detail may quote the digest asked for, which is the caller's own input.
        detail = theirs.json()["detail"].replace(world.digest, str(_missing(route)["digest"]))
        assert detail == nothing_there.json()["detail"]


# --- a member who is switched off --------------------------------------------------------

READS = [
    pytest.param(key, id=ROUTES[key].slug)
    for key, row in TABLE.items()
    if key in ROUTES and "GET" in row
]


@pytest.mark.parametrize("key", READS)
def test_a_deactivated_members_token_and_session_open_nothing(
    world: World, db: None, key: str
) -> None:
    # Through the queryset: the world's own User object stays as built for the next tests.
    type(world.users["viewer"]).objects.filter(pk=world.users["viewer"].pk).update(is_active=False)
    route = ROUTES[key]
    response = ask(world, route, "GET", "viewer")
    if route.area == "api":
        assert response.status_code == 401, response.content[:300]  # the token is refused
    else:
        assert outcome(response) == TABLE[key]["GET"].expected("anonymous")
