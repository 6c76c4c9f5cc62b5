"""Fuzzing every route that reads a body, with what issue 16's findings were made of: lone
surrogates (as JSON escapes, and as the UTF-8 bytes of one in a form), nesting far past any
limit, and numbers no column holds (2^63, 10^4000, 1e999, NaN). The API's JSON and YAML
routes, the club pages' forms and every admin form are asked as a member who may write to
them (so the body is read, not refused at the door). Whatever comes, the answer is never a
5xx, and an API refusal is a problem document.

The routes come from the URL resolver (authz_world.py), so a route added later is fuzzed the
day it is added. `test_each_hostile_body_on_every_route` sends each fixed attack to each
route; the Hypothesis tests draw the route, the fields and the values. Their examples, in
all, are 500 in the full fuzz (`HYPOTHESIS_PROFILE=fuzz`), a fifth of that in `make test`, or
`HOUSERULES_FUZZ_EXAMPLES` (10,000 for the long run; tests/fuzzing.py), half for JSON and half
for forms; the runs are derandomized.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzzing import fuzz_examples
from tests.reliability.authz_world import (
    UNSAFE,
    Route,
    World,
    client_for,
    routes,
    url_of,
    world_in_a_transaction,
)

EXAMPLES = fuzz_examples(500)
FUZZ = settings(
    max_examples=max(1, EXAMPLES // 2),
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)

WRITES = [(route, method) for route in routes() for method in route.methods if method in UNSAFE]
API = [(route, method) for route, method in WRITES if route.area == "api"]
FORMS = [(route, method) for route, method in WRITES if route.area != "api"]
ASKER = {"api": "owner", "club": "owner", "admin": "staff"}

FIELDS = [
    "source", "message", "base_revision", "reapply_onto", "state", "reason", "version",
    "base", "against", "other", "matches", "seed", "draft", "players", "dealer", "bid",
    "bidder", "trump", "discarded", "last_trick", "bid_0", "mark_0", "tricks_0", "points_1",
    "renege1_offender", "renege1_claimant", "renege1_trick", "renege1_caught", "a", "b",
    "mode", "bots", "seats", "hands", "tricks", "bids", "reneges", "slug", "name", "title",
    "description", "is_public", "username", "password", "role", "user", "club", "ruleset",
    "date", "format", "pin", "movement", "rounds", "hands_per_round", "round", "table", "board",
    "scores", "score", "corrects", "result", "action", "match", "kind", "team", "present",
]  # fmt: skip
"""Every field name a form or API body of the site reads, so a value reaches its check."""

HUGE = ["9223372036854775808", "-9223372036854775809", "1" + "0" * 4000, "1e999", "NaN"]
SURROGATE_BYTES = "%ED%A0%80"  # U+D800 written as UTF-8, which no valid text holds

HOSTILE_JSON = {
    "deep": "[" * 2000 + "]" * 2000,
    "deep-object": '{"a":' * 2000 + "1" + "}" * 2000,
    "surrogate-value": json.dumps({name: "\ud800" for name in FIELDS}),
    "surrogate-key": json.dumps({"\udfff": 1, "mode": "bots"}),
    "huge-numbers": "{"
    + ",".join(f'"{name}": {HUGE[n % 3]}' for n, name in enumerate(FIELDS))
    + "}",
    "non-finite": '{"seed": 1e999, "matches": NaN, "bid": -Infinity}',
    "yaml-surrogate": 'mode: "\\ud800"\nseed: 1' + "0" * 30 + "\n",
}


@pytest.fixture(scope="module")
def world(django_db_setup: None, django_db_blocker: Any) -> Iterator[World]:
    yield from world_in_a_transaction(django_db_blocker)


def _client(world: World, route: Route) -> Client:
    return client_for(ASKER[route.area], route.area, world, raise_request_exception=False)


def _send(world: World, route: Route, method: str, body: bytes, content_type: str) -> Any:
    url = url_of(route, world)
    answer = getattr(_client(world, route), method.lower())(url, body, content_type=content_type)
    status = answer.status_code
    assert status < 500, (method, url, status, answer.content[:500])
    if route.area == "api" and status >= 400 and status != 404:
        assert answer["Content-Type"] == "application/problem+json", (method, url, status)
    return answer


def _form(fields: dict[str, str]) -> bytes:
    """A urlencoded body written by hand, so it may hold bytes no browser would send."""
    return "&".join(f"{name}={value}" for name, value in fields.items()).encode("ascii")


HOSTILE_FORMS = {
    "surrogates": _form({name: SURROGATE_BYTES for name in FIELDS}),
    "huge-numbers": _form({name: HUGE[n % len(HUGE)] for n, name in enumerate(FIELDS)}),
    "deep": _form({name: "%5B" * 2000 for name in FIELDS}),
    "lone-percent": _form({name: "%" for name in FIELDS}),
}


@pytest.mark.parametrize("kind", list(HOSTILE_JSON) + [f"form-{k}" for k in HOSTILE_FORMS])
def test_each_hostile_body_on_every_route(world: World, db: None, kind: str) -> None:
    for route, method in API if not kind.startswith("form-") else FORMS:
        if kind.startswith("form-"):
            body = HOSTILE_FORMS[kind.removeprefix("form-")]
            _send(world, route, method, body, "application/x-www-form-urlencoded")
        else:
            yaml = kind.startswith("yaml")
            media = "application/yaml" if yaml else "application/json"
            _send(world, route, method, HOSTILE_JSON[kind].encode("utf-8"), media)


# --- Hypothesis ---------------------------------------------------------------------------

# Hypothesis leaves surrogates out of text; half the characters here are lone ones.
CHARACTERS = st.one_of(st.characters(), st.integers(0xD800, 0xDFFF).map(chr))
NASTY_TEXT = st.one_of(
    st.text(CHARACTERS, max_size=20),
    st.sampled_from(["\ud800", "\udfff", "a\ud83d", "\x00", "\u2028", "9" * 30]),
)
NASTY_NUMBERS = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([2**63, -(2**63) - 1, 10**40]),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), st.booleans(), NASTY_NUMBERS, NASTY_TEXT)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(FIELDS), NASTY_TEXT), inner, max_size=5),
    ),
    max_leaves=20,
)


@st.composite
def json_bodies(draw: st.DrawFn) -> str:
    """A body whose top level names the site's fields, nested deeper now and then."""
    value = draw(st.dictionaries(st.sampled_from(FIELDS), JSON_VALUES, max_size=6))
    depth = draw(st.sampled_from([0, 0, 0, 40, 900, 3000]))
    text = json.dumps(value)  # escapes surrogates as \\udxxx, which the server decodes
    return "[" * depth + text + "]" * depth


@given(data=st.data())
@FUZZ
def test_json_and_yaml_routes_never_answer_5xx(world: World, db: None, data: st.DataObject) -> None:
    route, method = data.draw(st.sampled_from(API), label="route")
    body = data.draw(json_bodies(), label="body")
    if data.draw(st.booleans(), label="as YAML"):
        _send(world, route, method, body.encode("utf-8", "surrogatepass"), "application/yaml")
    else:
        _send(world, route, method, body.encode("ascii"), "application/json")


FORM_VALUES = st.one_of(
    st.sampled_from([SURROGATE_BYTES, "%FF%FE", "%00", "%C0%80", *HUGE, "-1", "0", "%5B" * 500]),
    st.from_regex(r"[0-9]{1,40}", fullmatch=True),
    st.text(
        st.characters(min_codepoint=0x21, max_codepoint=0x7E, exclude_characters="&="), max_size=12
    ),
)


@given(data=st.data())
@FUZZ
def test_forms_never_answer_5xx(world: World, db: None, data: st.DataObject) -> None:
    route, method = data.draw(st.sampled_from(FORMS), label="route")
    fields = data.draw(st.dictionaries(st.sampled_from(FIELDS), FORM_VALUES, max_size=8))
    _send(world, route, method, _form(fields), "application/x-www-form-urlencoded")
