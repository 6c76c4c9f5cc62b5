"""verify_registry's fast paths give the answers of the plain ones: `canonical.load` reads what
Django's JSONField reads, `canonical.digest_is` agrees with `canonical_digest`, an event read as
a row hashes the fields `event_fields` names."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from registry.models import AuditEvent, Ruleset
from registry.services import finish_match, start_match
from registry.services.audit import canonical_digest, event_fields
from registry.services.canonical import digest_is, load
from registry.services.verification import chain_events, hashed_fields
from tests.cast import Cast
from tests.fuzzing import examples

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


def django_reads(text: str) -> Any:
    """What JSONField.from_db_value gives for a column's text."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def same(a: Any, b: Any) -> bool:
    """Equal as JSON values, type for type (1 is not 1.0 nor True; NaN is NaN)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True) and type(a) is type(b)


@settings(max_examples=examples(300), deadline=None)
@given(JSON_VALUES)
def test_load_reads_what_django_reads(value: Any) -> None:
    for text in (json.dumps(value), json.dumps(value, indent=1), " " + json.dumps(value)):
        read, _ = load(text)
        assert same(read, django_reads(text))


@pytest.mark.parametrize("text", ["", "not json", "[1, 2", "\ufeff{}", "1 2", "{} "])
def test_load_of_a_text_that_is_not_json_is_the_text_as_django_gives_it(text: str) -> None:
    assert same(load(text)[0], django_reads(text))


def test_load_says_when_a_value_holds_a_float() -> None:
    assert load('{"a": [1, "1.5", true, null]}')[1] is True
    for text in ('{"a": 1.5}', "[1e5]", "NaN", '{"a": [-Infinity]}'):
        assert load(text)[1] is False


@settings(max_examples=examples(300), deadline=None)
@given(JSON_VALUES, JSON_VALUES)
def test_digest_is_agrees_with_canonical_digest(value: Any, other: Any) -> None:
    text = json.dumps(value)
    data, plain = load(text)
    for expected in (canonical_digest(data), canonical_digest(other), "sha256:" + "0" * 64):
        assert digest_is(data, expected, plain=plain) == (canonical_digest(data) == expected)


def test_a_lone_surrogate_is_judged_by_json_alone() -> None:
    data, plain = load('["\\ud800"]')
    with pytest.raises(UnicodeEncodeError):  # as canonical_digest has always refused it
        digest_is(data, "sha256:" + "0" * 64, plain=plain)


def test_an_event_read_as_a_row_hashes_the_fields_event_fields_names(
    ruleset: Ruleset, cast: Cast
) -> None:
    match = start_match(
        ruleset.head, seats=[{"bot": "random"}], seed=3, engine_version="0", started_by=None
    )
    finish_match(match, log={"hands": [], "score": 1.5}, result={"winners": [1]})
    rows = chain_events(cast.club)
    events = list(AuditEvent.objects.filter(club=cast.club).order_by("sequence"))
    assert [e.pk for e in rows] == [e.pk for e in events]
    for row, event in zip(rows, events, strict=True):
        assert hashed_fields(row) == event_fields(event)
