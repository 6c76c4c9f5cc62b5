"""Fuzzing the rules language's loader: whatever the bytes, `parse` answers and `load` raises
nothing but its documented `RulesetError`, and every problem names a line and column inside
the document, a code and a message.

Three generators: arbitrary bytes (and text over YAML's punctuation); documents built from a
grammar of the language's own option paths, each set to one of its states or to a hostile
token (YAML 1.1 booleans, dates, tags, anchors, huge and odd numbers, control characters),
laid out in block or flow style with indentation slips; and classic Spades with a few bytes
changed, cut, repeated or inserted.

Each generator draws 500 examples in the full fuzz (`HYPOTHESIS_PROFILE=fuzz`), a fifth of that
in `make test`, or `HOUSERULES_FUZZ_EXAMPLES` (tests/fuzzing.py); the runs are derandomized, so
CI sees the same cases every time.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesets.diagnostics import Diagnostic, RulesetError
from rulesets.loader import load, parse
from rulesets.options import GAMES, leaf_options
from rulesets.yamlsource import as_bytes
from tests.fuzzing import fuzz_examples
from tests.reliability.hostile_corpus import CLASSIC

EXAMPLES = fuzz_examples(500)
FUZZ = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
CODE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

HOSTILE = [
    "yes", "no", "on", "off", "Yes", "NO", "y", "n", "True", "FALSE", "~", "null", "", "''",
    "2024-01-01", "2001-12-14t21:59:43.10-05:00", "1e3", "1.5", "-0.0", ".inf", "-.Inf", ".nan",
    "0x1F", "0o17", "0b101", "017", "1_000", "8:20", "+12", "-4", "99999999999999",
    "1" + "0" * 40, "-" + "9" * 12, "4.0", "[1, 2]", "{a: 1}", "[" * 18 + "1" + "]" * 18,
    "!!python/object/apply:os.system ['true']", "!!python/name:os.system", "!!binary aGk=",
    "!!set {a, b}", "!!omap [a: 1]", "!local x", "!!str 4", "!!int '4'", "!!float 1",
    "&anchor 1", "*anchor", "<<: {a: 1}", "'unclosed", '"unclosed', '"\\x00"', '"\\ud800"',
    '"\\e[31m"', "|", ">-", "- a", "? a", "@", "`", "%YAML 1.1", "#", "\t4", "a\u2028b",
    "a\x85b", "é", "🂡", "\x1b", "\x07", "\x7f", "\ufeff", "\ud800", "\x00", "---", "...",
    "a: b: c", "{", "]", "&a [*a]", "*undefined",
]  # fmt: skip
"""Scalars and fragments a hostile document puts where an option's value belongs."""

OPTIONS = {game: leaf_options(model) for game, model in GAMES.items()}
PATHS = sorted({option.path for options in OPTIONS.values() for option in options})
STATES = sorted({state for options in OPTIONS.values() for o in options for state in o.states})


def check(data: bytes | str) -> None:
    """The property: an answer, never an unexpected exception, and usable diagnostics."""
    result = parse(data)
    if result.ok:
        assert result.rules is not None and not result.diagnostics
    else:
        assert result.rules is None and result.diagnostics
        text = as_bytes(data).decode("utf-8", "replace")
        lines = len(text.splitlines()) + 1  # the end of a file that ends with a line break
        for diagnostic in result.diagnostics:
            assert isinstance(diagnostic, Diagnostic)
            assert 1 <= diagnostic.line <= lines, diagnostic
            assert diagnostic.column >= 1, diagnostic
            assert CODE.match(diagnostic.code), diagnostic
            assert diagnostic.message.strip(), diagnostic
    try:
        load(data)
    except RulesetError as error:
        assert error.diagnostics == result.diagnostics
    else:
        assert result.ok


YAMLISH = st.text(alphabet="ab09:-[]{},&*!|>'\"#%@`?~. \n\t\r\x00\x85\u2028", max_size=300)


@FUZZ
@given(st.one_of(st.binary(max_size=2000), YAMLISH, st.text(max_size=300)))
def test_arbitrary_bytes_and_text_are_answered_never_raised(data: bytes | str) -> None:
    check(data)


VALUES = st.one_of(
    st.sampled_from(STATES),
    st.sampled_from(HOSTILE),
    st.integers().map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.text(max_size=12),
)


@st.composite
def documents(draw: st.DrawFn) -> str:
    """A document in the language's own words: format, game, then options at their paths."""
    head = []
    if draw(st.booleans()) or draw(st.booleans()):
        head.append(f"format: {draw(st.sampled_from(['houserules/1', 'houserules/2', '1']))}")
    if draw(st.booleans()) or draw(st.booleans()):
        games = ["spades", "rook", "hearts", "pinochle", "[spades]"]
        head.append(f"game: {draw(st.sampled_from(games))}")
    chosen = draw(st.lists(st.sampled_from([*PATHS, "unknown", "players.seats"]), max_size=12))
    tree: dict[str, object] = {}
    for path in chosen:
        node = tree
        *sections, leaf = path.split(".")
        for section in sections:
            child = node.setdefault(section, {})
            if not isinstance(child, dict):
                break
            node = child
        else:
            node[leaf] = draw(VALUES)
    lines = head + _render(tree, 0, draw)
    for _ in range(draw(st.integers(0, 2))):  # slips: a line indented wrong, repeated, or cut
        if not lines:
            break
        index = draw(st.integers(0, len(lines) - 1))
        slip = draw(st.sampled_from(["indent", "dedent", "tab", "repeat", "drop"]))
        if slip == "indent":
            lines[index] = " " + lines[index]
        elif slip == "dedent":
            lines[index] = lines[index].lstrip()
        elif slip == "tab":
            lines[index] = "\t" + lines[index]
        elif slip == "repeat":
            lines.insert(index, lines[index])
        else:
            del lines[index]
    return "\n".join(lines) + draw(st.sampled_from(["\n", "", "\r\n", "\n\n"]))


def _render(tree: dict[str, object], depth: int, draw: st.DrawFn) -> list[str]:
    pad = "  " * depth
    if depth and draw(st.integers(0, 4)) == 0:  # a section in flow style, on one line
        items = ", ".join(f"{key}: {_flow(value)}" for key, value in tree.items())
        return [f"{pad}{{{items}}}"]
    lines = []
    for key, value in tree.items():
        if isinstance(value, dict):
            lines.append(f"{pad}{key}:")
            lines.extend(_render(value, depth + 1, draw))
        else:
            lines.append(f"{pad}{key}: {value}")
    return lines


def _flow(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {_flow(item)}" for key, item in value.items()) + "}"
    return str(value)


@FUZZ
@given(documents())
def test_documents_in_the_language_with_hostile_values_are_answered_never_raised(
    document: str,
) -> None:
    check(document)


EDITS = st.lists(
    st.tuples(
        st.sampled_from(["replace", "insert", "delete", "repeat"]),
        st.floats(min_value=0, max_value=1, exclude_max=True),
        st.integers(min_value=1, max_value=64),
        st.one_of(st.binary(max_size=8), st.sampled_from(HOSTILE).map(as_bytes)),
    ),
    min_size=1,
    max_size=4,
)


@FUZZ
@given(EDITS)
def test_classic_spades_with_bytes_changed_is_answered_never_raised(
    edits: list[tuple[str, float, int, bytes]],
) -> None:
    data = CLASSIC
    for kind, where, length, payload in edits:
        start = int(where * len(data))
        if kind == "replace":
            data = data[:start] + payload + data[start + len(payload) :]
        elif kind == "insert":
            data = data[:start] + payload + data[start:]
        elif kind == "delete":
            data = data[:start] + data[start + length :]
        else:
            data = data[:start] + data[start : start + length] * 2 + data[start + length :]
    check(data)
