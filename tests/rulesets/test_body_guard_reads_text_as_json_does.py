"""The body guard reads plainly safe text with no float by pydantic's JSON parser, not
json's: it must read every body as json reads it (the same values, keys in the same order, the
last of a repeated key), and refuse all that json refuses, in json's own words."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from rulesets import safejson
from tests.fuzzing import examples

MALFORMED = [
    "", " ", "[1,2,]", '{"a":1,}', "01", "[01]", '"a\nb"', '"a\tb"', '"\x00"', "'a'", "{} x",
    "\x0c{}", "+1", "-", "[-]", "True", "nul", "[1]]", '{"a":[}', "[1 2]", '{"a" 1}', "[NaN]",
    "[Infinity]", "//c\n{}", '{"a":1}{"b":2}', "123 456", "[\u00a0]", "\ufeff{}", "[1,2]/",
]  # fmt: skip


def json_error(text: str) -> str:
    try:
        json.loads(text)
    except ValueError as error:
        return str(error)
    raise AssertionError(f"json reads {text!r}")


def test_text_json_refuses_is_refused_in_json_words() -> None:
    for text in MALFORMED:
        try:
            safejson.loads(text)
        except ValueError as error:
            if not isinstance(error, safejson.UnsafeInput):
                assert str(error) == json_error(text), text
        else:
            raise AssertionError(f"the guard read {text!r}")


def test_a_repeated_key_keeps_its_first_place_and_its_last_value() -> None:
    text = '{"a": 1, "b": [true, null, -0], "a": "x"}'
    read = safejson.loads(text)
    assert read == json.loads(text) and list(read) == ["a", "b"] and read["a"] == "x"


keys = st.text(alphabet="ab é", max_size=3)
scalars = st.none() | st.booleans() | st.integers(-(2**62), 2**62)
plain = st.recursive(
    scalars | st.text("az 9:.é-\u2028", max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=examples(300), deadline=None)
@given(plain)
def test_a_plain_body_reads_as_json_reads_it(value: object) -> None:
    for text in (json.dumps(value, ensure_ascii=False), json.dumps(value, indent=1)):
        read = safejson.loads(text)
        assert json.dumps(read) == json.dumps(json.loads(text))
