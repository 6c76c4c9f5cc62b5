"""Every bad document is refused with the right diagnostic code at the right line.

The corpus lives in `tests/rulesets/bad/*.yaml`. Each file starts with one or more comment
lines `# expect: CODE LINE`. The loader must report *exactly* those (code, line) pairs: no
fewer (a missed problem) and no more (a cascade of follow-on noise). Inputs that cannot be
stored as readable text files (bad encodings, NUL bytes, huge or deeply nested documents) are
generated here instead.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulesets import parse
from rulesets.yamlsource import MAX_BYTES, MAX_DEPTH

BAD = Path(__file__).with_name("bad")
CORPUS = sorted(BAD.glob("*.yaml"))
EXPECT = re.compile(rb"^# expect: ([a-z0-9-]+) ([0-9]+)$")
FORMATTED = re.compile(r"^(?P<file>[^:]+):(?P<line>[0-9]+):(?P<column>[0-9]+): [a-z0-9-]+ \S")

# Files whose expectation is right and the loader wrong. Each is a bug to fix in the loader
# or the models; when it is fixed, strict xfail turns the pass into a failure: delete the entry.
KNOWN_BUGS: dict[str, str] = {}


def _expected(data: bytes) -> list[tuple[str, int]]:
    found = []
    for line in data.splitlines():
        match = EXPECT.match(line)
        if not match:
            break
        found.append((match[1].decode(), int(match[2])))
    return sorted(found)


# The known bugs that also put a diagnostic outside the file, or raise.
OUTSIDE_THE_FILE: set[str] = set()


def _case(path: Path, bugs: set[str] | dict[str, str] = KNOWN_BUGS) -> object:
    if path.name in bugs:
        marks = pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[path.name])
        return pytest.param(path, id=path.stem, marks=marks)
    return pytest.param(path, id=path.stem)


def _reported(source: bytes | str) -> list[tuple[str, int]]:
    result = parse(source)
    assert result.rules is None
    assert not result.ok
    return sorted((d.code, d.line) for d in result.diagnostics)


def test_the_corpus_has_at_least_forty_files_each_with_an_expectation() -> None:
    assert len(CORPUS) >= 40
    missing = [path.name for path in CORPUS if not _expected(path.read_bytes())]
    assert not missing, f"files without a leading '# expect: CODE LINE' line: {missing}"


def test_known_bugs_name_files_in_the_corpus() -> None:
    assert set(KNOWN_BUGS) <= {path.name for path in CORPUS}


@pytest.mark.parametrize("path", [_case(path) for path in CORPUS])
def test_bad_file_is_reported_exactly_at_its_lines(path: Path) -> None:
    data = path.read_bytes()
    assert _reported(data) == _expected(data)


@pytest.mark.parametrize("path", [_case(path, OUTSIDE_THE_FILE) for path in CORPUS])
def test_every_diagnostic_points_inside_the_file_and_formats_as_a_compiler_line(
    path: Path,
) -> None:
    data = path.read_bytes()
    lines = max(1, len(data.splitlines()))
    for diagnostic in parse(data).diagnostics:
        assert 1 <= diagnostic.line <= lines, diagnostic
        assert diagnostic.column >= 1, diagnostic
        assert diagnostic.message.strip(), diagnostic
        formatted = FORMATTED.match(diagnostic.format(path.name))
        assert formatted, diagnostic.format(path.name)
        assert int(formatted["line"]) == diagnostic.line


@pytest.mark.parametrize(
    "path", [path for path in CORPUS if "did-you-mean" in path.name], ids=lambda p: p.stem
)
def test_a_misspelled_option_gets_a_suggestion(path: Path) -> None:
    (diagnostic,) = parse(path.read_bytes()).diagnostics
    assert "did you mean '" in diagnostic.message


def test_an_unknown_option_without_a_close_match_lists_the_options_there() -> None:
    (diagnostic,) = parse((BAD / "unknown-key-no-close-match.yaml").read_bytes()).diagnostics
    assert "the options here are: format, game, name" in diagnostic.message


def test_a_duplicate_key_names_the_line_of_the_first() -> None:
    (diagnostic,) = parse((BAD / "duplicate-key-nested.yaml").read_bytes()).diagnostics
    assert "first on line 5" in diagnostic.message
    assert diagnostic.path == "match.target"


def test_one_file_with_five_different_mistakes_reports_all_five() -> None:
    result = parse((BAD / "five-mistakes.yaml").read_bytes())
    codes = [d.code for d in result.diagnostics]
    assert sorted(codes) == sorted(
        ["unknown-key", "bad-choice", "bad-type", "yaml11-boolean", "duplicate-key"]
    )
    assert [d.path for d in result.diagnostics] == [
        "scorng",
        "players.teams",
        "match.target",
        "play.must_beat",
        "bidding.nil.success",
    ]


def test_a_conflict_message_does_not_repeat_its_path() -> None:
    path = BAD / "conflict-jokers-without-removed-cards.yaml"
    for diagnostic in parse(path.read_bytes()).diagnostics:
        assert f"({diagnostic.path})" not in diagnostic.message


HEAD = b"format: houserules/1\ngame: spades\n"

GENERATED: list[tuple[str, bytes | str, list[tuple[str, int]]]] = [
    (
        "nested-lists-past-the-limit",
        HEAD + b"notes: " + b"[" * (MAX_DEPTH + 4) + b"]" * (MAX_DEPTH + 4) + b"\n",
        [("too-deep", 3)],
    ),
    (
        "nested-mappings-past-the-limit",
        HEAD
        + b"".join(b"  " * depth + b"k%d:\n" % depth for depth in range(MAX_DEPTH + 4))
        + b"  " * (MAX_DEPTH + 4)
        + b"end: 1\n",
        [("too-deep", 3 + MAX_DEPTH - 1)],
    ),
    (
        "nested-five-thousand-deep",
        HEAD + b"notes: " + b"[" * 5000 + b"]" * 5000 + b"\n",
        [("too-deep", 3)],
    ),
    ("too-large", HEAD + b"notes: " + b"x" * MAX_BYTES + b"\n", [("too-large", 1)]),
    ("invalid-utf8", HEAD + b"name: Caf\xe9 rules\n", [("encoding", 3)]),
    ("invalid-utf8-on-a-later-line", HEAD + b"name: ok\nnotes: \xff\xfe\n", [("encoding", 4)]),
    ("utf16", "format: houserules/1\n".encode("utf-16"), [("encoding", 1)]),
    ("nul-byte", HEAD + b"players:\n  count: 4\x00\n", [("encoding", 4)]),
    ("nul-byte-in-a-str", HEAD.decode() + "name: a\x00b\n", [("encoding", 3)]),
]


@pytest.mark.parametrize(
    ("source", "expected"), [pytest.param(s, e, id=name) for name, s, e in GENERATED]
)
def test_generated_bad_input_is_reported_at_its_line(
    source: bytes | str, expected: list[tuple[str, int]]
) -> None:
    assert _reported(source) == expected


def test_the_too_large_document_is_refused_by_size_alone() -> None:
    (diagnostic,) = parse(b"#" * (MAX_BYTES + 1)).diagnostics
    assert diagnostic.code == "too-large"
    assert f"{MAX_BYTES:,}" in diagnostic.message


def test_invalid_utf8_is_reported_at_its_column() -> None:
    (diagnostic,) = parse(HEAD + b"name: Caf\xe9 rules\n").diagnostics
    assert (diagnostic.line, diagnostic.column) == (3, 10)
    assert "0xe9" in diagnostic.message


def test_a_str_with_a_lone_surrogate_is_reported_not_raised() -> None:
    assert _reported(HEAD.decode() + "name: \ud800\n") == [("encoding", 3)]
