"""The body guard (`rulesets.safejson`) answers a plainly safe body from its JSON text, in a
few passes of C, instead of walking every value in Python (a match log holds thousands): it
must refuse exactly what the walk refuses, with every doubt (a bracket or an escape inside a
string, a long run of digits) sent the careful way. Here both ways read the same bodies,
hostile ones included, and agree on each."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rulesets import safejson
from tests.fuzzing import examples

CAREFUL = frozenset({"$.no such path"})
"""A raw path no body has: the guard then reads every value the careful way."""

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**64), max_value=2**64),
    st.sampled_from([safejson.MAX_INT, safejson.MAX_INT + 1, -safejson.MAX_INT - 1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(alphabet=st.sampled_from('ab9[]{}"\\é\ud800'), max_size=6),
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(alphabet="k[]\ud800", max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)


def _answer(read: Callable[..., Any], *args: Any) -> str:
    try:
        read(*args)
    except (ValueError, RecursionError) as error:
        return type(error).__name__
    return "accepted"


def _nested(depth: int, kind: str) -> Any:
    value: Any = []
    for _ in range(depth - 1):
        value = [value] if kind == "list" else {"a": value}
    return value


@settings(max_examples=examples(400), deadline=None)
@given(values)
def test_a_parsed_body_is_refused_by_the_quick_answer_as_by_the_walk(value: Any) -> None:
    quick = _answer(safejson.check, value)
    careful = _answer(safejson.check, value, CAREFUL)
    assert quick == careful


@settings(max_examples=examples(400), deadline=None)
@given(values)
def test_a_body_as_text_is_read_by_the_quick_answer_as_by_the_walk(value: Any) -> None:
    text = json.dumps(value, ensure_ascii=False)
    quick = _answer(safejson.loads, text)
    careful = _answer(safejson.loads, text, CAREFUL)
    assert quick == careful
    if quick == "accepted":
        assert json.dumps(safejson.loads(text)) == json.dumps(safejson.loads(text, CAREFUL))


def test_nesting_is_refused_one_level_past_the_limit_however_it_is_written() -> None:
    for kind in ("list", "dict"):
        for depth, answer in ((safejson.MAX_DEPTH, "accepted"), (safejson.MAX_DEPTH + 1, "")):
            body = _nested(depth, kind)
            text = json.dumps(body)
            expected = answer or "UnsafeInput"
            assert _answer(safejson.loads, text) == expected, (kind, depth)
            assert _answer(safejson.loads, text.encode()) == expected, (kind, depth)
            assert _answer(safejson.check, body) == expected, (kind, depth)


def test_a_bracket_inside_a_string_cannot_hide_nesting_from_the_quick_answer() -> None:
    # One level too deep, with strings whose brackets, if counted, would pair off with the
    # outer array's and make it look one level shallower.
    text = '["]", ' + json.dumps(_nested(safejson.MAX_DEPTH, "list")) + ', "["]'
    assert _answer(safejson.loads, text) == "UnsafeInput"
