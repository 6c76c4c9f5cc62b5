"""The hostile corpus: bad rulesets built in code, each classic Spades with one thing broken.

Every case names the defence it tests (`kind`), builds its bytes on demand (the 10 MB ones
are never stored in git), and says what a refusal must name: the diagnostic code, the line
(a number, or the first line holding some bytes of the built document) and, where a rule is
at fault, its path. `expected()` is the exact list of (code, line) pairs the loader reports:
no fewer (a missed problem) and no more (noise that buries the real one).

Imported by the CLI, API, admin and memory tests and by `benchmarks/hostile_memory.py`, so it
needs nothing but the standard library and the rules language (no Django).
"""

from __future__ import annotations

import gzip
import json
import random
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import rulesets
from rulesets.yamlsource import MAX_BYTES, MAX_ITEMS

CLASSIC = (Path(rulesets.__file__).parent / "library" / "classic.yaml").read_bytes()
"""The library's classic Spades (the registry tests' `CLASSIC`), the start of every case."""
TEN_MB = 10 * 1024 * 1024
DEEP = 10_000
PWNED = Path("/tmp/houserules-hostile-corpus-was-executed")
"""The file the object-constructing tags would create if the loader ever ran them."""

KINDS = (
    "alias bomb",
    "deep nesting",
    "10 MB document",
    "invalid UTF-8",
    "NUL byte",
    "control character",
    "binary",
    "object-constructing tag",
    "duplicate key",
    "yes/no boolean",
    "date",
    "huge integer",
    "float for a whole number",
    "negative or absurd value",
    "unknown key",
    "wrong format",
    "wrong game",
    "broken syntax",
    "work bomb",
)
"""Every kind of hostile input the requirement lists, plus syntax and work bombs (inputs
small enough to be read but built to make validation slow or its report huge)."""


@dataclass(frozen=True)
class Expect:
    """One diagnostic a refusal must contain."""

    code: str
    at: bytes | int
    """The line: a number, or the first line of the built document that holds these bytes."""
    path: str | None = None
    """The rule path, where a rule is at fault (None: the document as a whole)."""
    count: int = 1
    """How many diagnostics of this code on this line (a work bomb reports thousands)."""


@dataclass(frozen=True)
class Case:
    name: str
    kind: str
    build: Callable[[], bytes]
    expect: tuple[Expect, ...]
    fits_a_form: bool = True
    """Whether the text survives a browser form unchanged (False for bytes that are not
    UTF-8, which Django decodes with U+FFFD in their place, and for bare CRs, which the
    editor turns into LFs)."""

    @property
    def data(self) -> bytes:
        return _built(self.name)

    def line(self, expect: Expect) -> int:
        if isinstance(expect.at, int):
            return expect.at
        return line_of(self.data, expect.at)

    def expected(self) -> list[tuple[str, int]]:
        """Every (code, line) the loader must report, sorted."""
        return sorted((e.code, self.line(e)) for e in self.expect for _ in range(e.count))

    def expected_paths(self) -> list[tuple[str, int, str]]:
        """The (code, line, rule path) triples that must be among the diagnostics."""
        return [(e.code, self.line(e), e.path) for e in self.expect if e.path is not None]

    def first_line(self) -> int:
        return min(line for _, line in self.expected())

    def __str__(self) -> str:
        return self.name


def line_of(data: bytes, needle: bytes) -> int:
    """The 1-based line of the first occurrence of `needle` (a case's own marker)."""
    index = data.find(needle)
    assert index >= 0, f"{needle[:40]!r} is not in the document"
    return data.count(b"\n", 0, index) + 1


def swap(old: bytes, new: bytes) -> bytes:
    """Classic Spades with `old` (which must occur exactly once) replaced by `new`."""
    assert CLASSIC.count(old) == 1, f"{old!r} is not a unique line of classic.yaml"
    return CLASSIC.replace(old, new)


def after(marker: bytes, extra: bytes) -> bytes:
    """Classic Spades with `extra` lines inserted after the line holding `marker`."""
    start = CLASSIC.index(marker)
    end = CLASSIC.index(b"\n", start) + 1
    return CLASSIC[:end] + extra + CLASSIC[end:]


def _billion_laughs() -> bytes:
    lines = [b"lol:", b'  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for name, previous in zip("bcdefghi", "abcdefgh", strict=True):
        items = ",".join(f"*{previous}" for _ in range(9)).encode()
        lines.append(f"  {name}: &{name} [".encode() + items + b"]")
    return CLASSIC + b"\n".join(lines) + b"\n"


def _padded_to(size: int, filler: bytes) -> bytes:
    repeats = (size - len(CLASSIC)) // len(filler) + 1
    return (CLASSIC + filler * repeats)[:size]


def _ten_mb_notes() -> bytes:
    line = b"  " + b"Table talk is any hint about your hand outside your bid. " * 2 + b"\n"
    return swap(b"notes: |\n", b"notes: |\n" + line * (TEN_MB // len(line) + 1))


def _random_tail() -> bytes:
    return CLASSIC + b"\xff" + random.Random(7).randbytes(4096)


def _png() -> bytes:
    return b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + random.Random(1).randbytes(2048)


def _pdf() -> bytes:
    return b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n" + CLASSIC


def _one_line_of_problems() -> bytes:
    values = b", ".join(b"k%d: yes" % index for index in range(5000))
    return CLASSIC + b"deck: {" + values + b"}\n"


def _many_unknown_options() -> bytes:
    return CLASSIC + b"".join(b"option_%d: 1\n" % index for index in range(4000))


_S = b"format: houserules/1\n"
_TAGGED_NAME = b'name: !!python/object/apply:os.system ["touch ' + bytes(PWNED) + b'"]'


def _cases() -> list[Case]:
    c = Case
    e = Expect
    return [
        # -- alias bombs ----------------------------------------------------------------------
        c("alias-billion-laughs", "alias bomb", _billion_laughs, (e("alias", b"&a"),)),
        c(
            "alias-a-whole-section",
            "alias bomb",
            lambda: swap(b"bidding:\n", b"bidding: &bid\n") + b"more_bidding: *bid\n",
            (e("alias", b"&bid"),),
        ),
        c(
            "alias-merge-key",
            "alias bomb",
            lambda: after(b"first_lead:", b"  <<: *defaults\n"),
            (e("alias", b"*defaults"),),
        ),
        c(
            "merge-key-without-alias",
            "alias bomb",
            lambda: after(b"first_lead:", b"  <<: {spades_led: always}\n"),
            (e("merge-key", b"<<", "play"),),
        ),
        # -- 10,000-deep nesting --------------------------------------------------------------
        c(
            "nesting-10000-flow-lists",
            "deep nesting",
            lambda: swap(b"  hands: null\n", b"  hands: " + b"[" * DEEP + b"]" * DEEP + b"\n"),
            (e("too-deep", b"hands: [["),),
        ),
        c(
            "nesting-10000-flow-mappings",
            "deep nesting",
            lambda: swap(
                b"  hands: null\n", b"  hands: " + b"{a: " * DEEP + b"1" + b"}" * DEEP + b"\n"
            ),
            (e("too-deep", b"hands: {a"),),
        ),
        c(
            "nesting-10000-block-sequences",
            "deep nesting",
            lambda: swap(b"  hands: null\n", b"  hands:\n    " + b"- " * DEEP + b"1\n"),
            (e("too-deep", b"- - -"),),
        ),
        c(
            "nesting-10000-never-closed",
            "deep nesting",
            lambda: CLASSIC + b"more: " + b"[" * DEEP + b"\n",
            (e("too-deep", b"more: [["),),
        ),
        # -- 10 MB documents ------------------------------------------------------------------
        c(
            "ten-megabytes-of-comments",
            "10 MB document",
            lambda: _padded_to(TEN_MB, b"# a comment that goes on and on\n"),
            (e("too-large", 1),),
        ),
        c("ten-megabytes-of-notes", "10 MB document", _ten_mb_notes, (e("too-large", 1),)),
        c(
            "ten-megabytes-on-one-line",
            "10 MB document",
            lambda: CLASSIC + b"more: " + b"x" * TEN_MB + b"\n",
            (e("too-large", 1),),
        ),
        c(
            "one-byte-over-the-limit",
            "10 MB document",
            lambda: _padded_to(MAX_BYTES + 1, b"#\n"),
            (e("too-large", 1),),
        ),
        # -- invalid UTF-8 --------------------------------------------------------------------
        c(
            "latin-1-name",
            "invalid UTF-8",
            lambda: swap(b"name: Classic Spades", b"name: Caf\xe9 Spades"),
            (e("encoding", b"name: Caf"),),
            fits_a_form=False,
        ),
        c(
            "truncated-utf8-sequence",
            "invalid UTF-8",
            lambda: swap(b"nil for\n", b"nil for \xe2\x82\n"),
            (e("encoding", b"nil for \xe2"),),
            fits_a_form=False,
        ),
        c(
            "overlong-utf8-slash",
            "invalid UTF-8",
            lambda: swap(b"name: Classic Spades", b"name: Classic\xc0\xafSpades"),
            (e("encoding", b"name: Classic"),),
            fits_a_form=False,
        ),
        c(
            "utf8-encoded-surrogate",
            "invalid UTF-8",
            lambda: swap(b"name: Classic Spades", b"name: Classic \xed\xa0\x80"),
            (e("encoding", b"name: Classic"),),
            fits_a_form=False,
        ),
        c(
            "utf16-with-bom",
            "invalid UTF-8",
            lambda: CLASSIC.decode().encode("utf-16"),
            (e("encoding", 1),),
            fits_a_form=False,
        ),
        c(
            "latin-1-byte-with-cr-line-endings",
            "invalid UTF-8",
            lambda: swap(b"name: Classic Spades", b"name: Caf\xe9").replace(b"\n", b"\r"),
            (e("encoding", 10),),
            fits_a_form=False,
        ),
        # -- NUL bytes and control characters -------------------------------------------------
        c(
            "nul-in-a-value",
            "NUL byte",
            lambda: swap(b"  count: 4 ", b"  count: 4\x00 "),
            (e("encoding", b"count: 4\x00"),),
        ),
        c("nul-at-the-start", "NUL byte", lambda: b"\x00" + CLASSIC, (e("encoding", 1),)),
        c(
            "escape-sequence-in-the-name",
            "control character",
            lambda: swap(b"name: Classic Spades", b"name: \x1b[31mClassic Spades\x1b[0m"),
            (e("encoding", b"name: \x1b"),),
        ),
        c(
            "bell-in-a-comment",
            "control character",
            lambda: swap(b"# file reads as", b"# file \x07reads as"),
            (e("encoding", b"\x07"),),
        ),
        c(
            "control-character-with-cr-line-endings",
            "control character",
            lambda: swap(b"name: Classic Spades", b"name: \x1b").replace(b"\n", b"\r"),
            (e("encoding", 10),),
            fits_a_form=False,
        ),
        # -- binary ---------------------------------------------------------------------------
        c("png-image", "binary", _png, (e("encoding", 1),), fits_a_form=False),
        c(
            "gzip-of-classic",
            "binary",
            lambda: gzip.compress(CLASSIC, mtime=0),
            (e("encoding", 1),),
            fits_a_form=False,
        ),
        c("pdf-header", "binary", _pdf, (e("encoding", 2),), fits_a_form=False),
        c(
            "random-bytes-after-classic",
            "binary",
            _random_tail,
            (e("encoding", CLASSIC.count(b"\n") + 1),),
            fits_a_form=False,
        ),
        c(
            "elf-executable",
            "binary",
            lambda: b"\x7fELF\x02\x01\x01" + b"\x00" * 9 + random.Random(3).randbytes(1024),
            (e("encoding", 1),),
            fits_a_form=False,
        ),
        # -- tags that would construct objects ------------------------------------------------
        c(
            "python-object-apply-os-system",
            "object-constructing tag",
            lambda: swap(b"name: Classic Spades", _TAGGED_NAME),
            (e("custom-tag", b"!!python/object/apply", "name"),),
        ),
        c(
            "python-name-os-system",
            "object-constructing tag",
            lambda: swap(b"  hands: null", b"  hands: !!python/name:os.system"),
            (e("custom-tag", b"!!python/name", "match.hands"),),
        ),
        c(
            "python-object-new-on-a-section",
            "object-constructing tag",
            lambda: swap(b"play:\n", b"play: !!python/object/new:collections.OrderedDict\n"),
            (e("custom-tag", b"!!python/object/new", "play"),),
        ),
        c(
            "python-tuple-on-a-list",
            "object-constructing tag",
            lambda: swap(b"  hands: null", b"  hands: !!python/tuple [1, 2]"),
            (e("custom-tag", b"!!python/tuple", "match.hands"),),
        ),
        c(
            "binary-tag",
            "object-constructing tag",
            lambda: swap(b"name: Classic Spades", b"name: !!binary Q2xhc3NpYyBTcGFkZXM="),
            (e("custom-tag", b"!!binary", "name"),),
        ),
        c(
            "set-tag",
            "object-constructing tag",
            lambda: swap(b"  hands: null", b"  hands: !!set {1, 2}"),
            (e("custom-tag", b"!!set", "match.hands"),),
        ),
        c(
            "local-tag",
            "object-constructing tag",
            lambda: swap(b"  target: 500 ", b"  target: !points 500 "),
            (e("custom-tag", b"!points", "match.target"),),
        ),
        # -- duplicate keys -------------------------------------------------------------------
        c(
            "duplicate-game",
            "duplicate key",
            lambda: after(b"game: spades", b"game: rook\n"),
            (e("duplicate-key", b"game: rook", "game"),),
        ),
        c(
            "duplicate-target",
            "duplicate key",
            lambda: after(b"  target: 500 ", b"  target: 300\n"),
            (e("duplicate-key", b"target: 300", "match.target"),),
        ),
        c(
            "duplicate-section",
            "duplicate key",
            lambda: CLASSIC + b"scoring:\n  points_per_trick: 20\n",
            (e("duplicate-key", b"scoring:\n  points_per_trick: 20", "scoring"),),
        ),
        # -- YAML 1.1 booleans ----------------------------------------------------------------
        c(
            "no-for-a-choice",
            "yes/no boolean",
            lambda: swap(b"both_partners: forbidden", b"both_partners: no"),
            (e("yaml11-boolean", b"both_partners: no", "bidding.nil.both_partners"),),
        ),
        c(
            "off-for-never",
            "yes/no boolean",
            lambda: swap(b"allowed: never ", b"allowed: off "),
            (e("yaml11-boolean", b"allowed: off", "bidding.blind_nil.allowed"),),
        ),
        c(
            "yes-in-capitals",
            "yes/no boolean",
            lambda: swap(b"enforcement: honour", b"enforcement: YES"),
            (e("yaml11-boolean", b"enforcement: YES", "reneges.enforcement"),),
        ),
        # -- dates ----------------------------------------------------------------------------
        c(
            "date-as-name",
            "date",
            lambda: swap(b"name: Classic Spades", b"name: 2024-01-01"),
            (e("implicit-date", b"name: 2024", "name"),),
        ),
        c(
            "timestamp-as-target",
            "date",
            lambda: swap(b"  target: 500 ", b"  target: 2001-12-14t21:59:43.10-05:00 "),
            (e("implicit-date", b"target: 2001", "match.target"),),
        ),
        # -- huge integers --------------------------------------------------------------------
        c(
            "target-ten-to-the-twelfth",
            "huge integer",
            lambda: swap(b"  target: 500 ", b"  target: 1000000000000 "),
            (e("out-of-range", b"target: 1000", "match.target"),),
        ),
        c(
            "target-twelve-nines",
            "huge integer",
            lambda: swap(b"  target: 500 ", b"  target: 999999999999 "),
            (e("out-of-range", b"target: 9999", "match.target"),),
        ),
        c(
            "target-with-ten-thousand-digits",
            "huge integer",
            lambda: swap(b"  target: 500 ", b"  target: 1" + b"0" * 9999 + b" "),
            (e("out-of-range", b"target: 1000", "match.target"),),
        ),
        c(
            "losing-score-hugely-negative",
            "huge integer",
            lambda: swap(b"losing_score: -200", b"losing_score: -" + b"9" * 50),
            (e("out-of-range", b"losing_score: -99", "match.losing_score"),),
        ),
        c(
            "hex-target",
            "huge integer",
            lambda: swap(b"  target: 500 ", b"  target: 0x1F4 "),
            (e("number-format", b"target: 0x", "match.target"),),
        ),
        # -- floats where whole numbers belong ------------------------------------------------
        c(
            "float-target",
            "float for a whole number",
            lambda: swap(b"  target: 500 ", b"  target: 500.0 "),
            (e("bad-type", b"target: 500.0", "match.target"),),
        ),
        c(
            "exponent-points-per-trick",
            "float for a whole number",
            lambda: swap(b"points_per_trick: 10", b"points_per_trick: 1.0e+1"),
            (e("bad-type", b"points_per_trick: 1.0e", "scoring.points_per_trick"),),
        ),
        c(
            "fractional-player-count",
            "float for a whole number",
            lambda: swap(b"  count: 4 ", b"  count: 4.5 "),
            (e("bad-type", b"count: 4.5", "players.count"),),
        ),
        c(
            "infinite-target",
            "float for a whole number",
            lambda: swap(b"  target: 500 ", b"  target: .inf "),
            (e("number-format", b"target: .inf", "match.target"),),
        ),
        c(
            "nan-bag-penalty",
            "float for a whole number",
            lambda: swap(b"penalty: -100", b"penalty: .nan"),
            (e("number-format", b"penalty: .nan", "scoring.bags.penalty"),),
        ),
        # -- negative and absurd values -------------------------------------------------------
        c(
            "negative-player-count",
            "negative or absurd value",
            lambda: swap(b"  count: 4 ", b"  count: -4 "),
            (e("out-of-range", b"count: -4", "players.count"),),
        ),
        c(
            "sixty-players",
            "negative or absurd value",
            lambda: swap(b"  count: 4 ", b"  count: 60 "),
            (e("out-of-range", b"count: 60", "players.count"),),
        ),
        c(
            "sixty-cards-passed-from-a-hand",
            "negative or absurd value",
            lambda: after(b"minimum_team_bid:", b"  passing:\n    after_nil: 60\n"),
            (e("conflict", b"after_nil: 60", "bidding.passing.after_nil"),),
        ),
        c(
            "zero-points-per-trick",
            "negative or absurd value",
            lambda: swap(b"points_per_trick: 10", b"points_per_trick: 0"),
            (e("out-of-range", b"points_per_trick: 0", "scoring.points_per_trick"),),
        ),
        c(
            "bags-at-a-million",
            "negative or absurd value",
            lambda: swap(b"threshold: 10 ", b"threshold: 1000000 "),
            (e("out-of-range", b"threshold: 1000000", "scoring.bags.threshold"),),
        ),
        c(
            "losing-score-above-the-target",
            "negative or absurd value",
            lambda: swap(b"losing_score: -200", b"losing_score: 600"),
            (e("conflict", b"losing_score: 600", "match.losing_score"),),
        ),
        c(
            "name-of-a-thousand-characters",
            "negative or absurd value",
            lambda: swap(b"name: Classic Spades", b"name: " + b"Spades " * 150),
            (e("out-of-range", b"name: Spades", "name"),),
        ),
        # -- unknown keys ---------------------------------------------------------------------
        c(
            "unknown-top-level-option",
            "unknown key",
            lambda: CLASSIC + b"house_special: true\n",
            (e("unknown-key", b"house_special", "house_special"),),
        ),
        c(
            "misspelled-target",
            "unknown key",
            lambda: swap(b"  target: 500 ", b"  taget: 500 "),
            (e("unknown-key", b"taget:", "match.taget"),),
        ),
        c(
            "rook-section-in-spades",
            "unknown key",
            lambda: CLASSIC + b"nest:\n  size: 5\n",
            (e("unknown-key", b"nest:", "nest"),),
        ),
        # -- wrong format ---------------------------------------------------------------------
        c(
            "format-houserules-2",
            "wrong format",
            lambda: swap(_S, b"format: houserules/2\n"),
            (e("unknown-format", b"format: houserules/2", "format"),),
        ),
        c(
            "format-as-a-number",
            "wrong format",
            lambda: swap(_S, b"format: 1\n"),
            (e("unknown-format", b"format: 1", "format"),),
        ),
        c(
            "format-missing",
            "wrong format",
            lambda: swap(_S, b""),
            (e("missing-format", b"game: spades"),),
        ),
        c(
            "a-list-not-a-mapping",
            "wrong format",
            lambda: b"- " + CLASSIC.replace(b"\n", b"\n  "),
            (e("not-a-mapping", 1),),
        ),
        c(
            "toml-instead-of-yaml",
            "wrong format",
            lambda: swap(b"players:\n", b"[players]\n"),
            (e("yaml-syntax", b"count: 4"),),
        ),
        c(
            "two-documents",
            "wrong format",
            lambda: CLASSIC + b"---\n" + CLASSIC,
            (e("multiple-documents", b"---"),),
        ),
        c("empty", "wrong format", lambda: b"", (e("empty", 1),)),
        c(
            "the-rules-commented-out-and-a-null",
            "wrong format",
            lambda: b"".join(b"# " + line + b"\n" for line in CLASSIC.splitlines()) + b"~\n",
            (e("not-a-mapping", CLASSIC.count(b"\n") + 1),),
        ),
        # -- wrong game -----------------------------------------------------------------------
        c(
            "game-pinochle",
            "wrong game",
            lambda: swap(b"game: spades", b"game: pinochle"),
            (e("unknown-game", b"game: pinochle", "game"),),
        ),
        c(
            "game-as-a-list",
            "wrong game",
            lambda: swap(b"game: spades", b"game: [spades]"),
            (e("unknown-game", b"game: [", "game"),),
        ),
        c(
            "game-missing",
            "wrong game",
            lambda: swap(b"game: spades\n", b""),
            (e("missing-game", b"format:"),),
        ),
        c(
            "spades-rules-as-rook",
            "wrong game",
            lambda: swap(b"game: spades", b"game: rook"),
            (
                e("unknown-key", b"bidding:", "bidding"),
                # Rook has a play section (its first lead), so Spades' play options are
                # each refused inside it.
                e("bad-choice", b"first_lead:", "play.first_lead"),
                e("unknown-key", b"spades_led:", "play.spades_led"),
                e("unknown-key", b"broken_by:", "play.broken_by"),
                e("unknown-key", b"points_per_trick:", "scoring.points_per_trick"),
                e("unknown-key", b"overtricks:", "scoring.overtricks"),
                e("unknown-key", b"set_penalty:", "scoring.set_penalty"),
                e("unknown-key", b"failed_nil_tricks:", "scoring.failed_nil_tricks"),
                e("unknown-key", b"  bags:", "scoring.bags"),
            ),
        ),
        # -- broken syntax --------------------------------------------------------------------
        c(
            "tab-indentation",
            "broken syntax",
            lambda: swap(b"  count: 4 ", b"\tcount: 4 "),
            (e("yaml-syntax", b"\tcount"),),
        ),
        c(
            "unclosed-quote",
            "broken syntax",
            lambda: swap(b"caught_after_gathered: offender_set", b"caught_after_gathered: 'off"),
            (e("yaml-syntax", b"caught_after_gathered: '"),),
        ),
        # -- work bombs: read in full, built to make the check slow or its report huge -------
        c(
            "twenty-thousand-repeated-cards",
            "work bomb",
            lambda: CLASSIC + b"deck:\n  removed_cards: [" + b"2C," * 20_000 + b"2C]\n",
            (e("too-long", b"removed_cards:", "deck.removed_cards"),),
        ),
        c(
            "a-list-of-fifteen-thousand-yes",
            "work bomb",
            lambda: CLASSIC + b"deck:\n  removed_cards: [" + b"yes," * 15_000 + b"yes]\n",
            (e("too-long", b"removed_cards:", "deck.removed_cards"),),
        ),
        c(
            "five-thousand-yes-on-one-line",
            "work bomb",
            _one_line_of_problems,
            # Each key is unknown too, but its refused value is reported once, as the YAML
            # problem it is.
            (e("yaml11-boolean", b"deck: {", "deck.k4999", count=5000),),
        ),
        c(
            "four-thousand-unknown-options",
            "work bomb",
            _many_unknown_options,
            tuple(
                e("unknown-key", b"option_%d:" % index, f"option_{index}") for index in range(4000)
            ),
        ),
        c(
            "a-list-one-item-too-long",
            "work bomb",
            lambda: CLASSIC + b"deck:\n  removed_cards: [" + b"2C," * MAX_ITEMS + b"2D]\n",
            (e("too-long", b"removed_cards:", "deck.removed_cards"),),
        ),
    ]


CASES: list[Case] = _cases()
"""Every case, in the order above."""
BY_NAME: dict[str, Case] = {case.name: case for case in CASES}
BIGGEST = (
    "alias-billion-laughs",
    "nesting-10000-flow-lists",
    "nesting-10000-flow-mappings",
    "nesting-10000-block-sequences",
    "ten-megabytes-of-comments",
    "ten-megabytes-of-notes",
    "ten-megabytes-on-one-line",
    "twenty-thousand-repeated-cards",
    "a-list-of-fifteen-thousand-yes",
    "five-thousand-yes-on-one-line",
    "four-thousand-unknown-options",
)
"""The cases whose memory and time are measured (the bombs of every kind)."""


@cache
def _built(name: str) -> bytes:
    return BY_NAME[name].build()


ROOT = Path(__file__).resolve().parents[2]
_MEASURE = """
import json, resource, sys, time, tracemalloc
from rulesets import parse
data = open(sys.argv[1], "rb").read()
calls = 0
def count(frame, event, arg):
    global calls
    calls += event in ("call", "c_call")
if sys.argv[2:] == ["calls"]:
    sys.setprofile(count)
started = time.perf_counter()
result = parse(data)
seconds = time.perf_counter() - started
sys.setprofile(None)
try:  # the peak RSS of this program image: ru_maxrss keeps the forking parent's across exec
    status = open("/proc/self/status").read()
    rss = int(status.split("VmHWM:")[1].split()[0]) * 1024
except (OSError, IndexError):
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
tracemalloc.start()
parse(data)
peak = tracemalloc.get_traced_memory()[1]
print(json.dumps({"seconds": seconds, "calls": calls, "traced_peak": peak, "peak_rss": rss,
                  "diagnostics": len(result.diagnostics), "ok": result.ok}))
"""


def measure(name: str, data: bytes, folder: Path, calls: bool = False) -> dict[str, float]:
    """Load `data` in a fresh Python, as `python -m rulesets validate` does (read the file,
    parse it). In bytes and seconds: how long parse takes, the peak of memory allocated while
    it runs (tracemalloc, on a second run) and the process's peak RSS (imports included).

    With `calls`, also the work parse does, as the number of function calls it makes (Python's
    and C's, as tests/workcount.py counts them); counting them slows that run, so its seconds
    are then no measure of speed."""
    path = folder / f"{name}.yaml"
    path.write_bytes(data)
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(path), *(["calls"] if calls else [])],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    path.unlink()
    figures: dict[str, float] = json.loads(done.stdout)
    return figures
