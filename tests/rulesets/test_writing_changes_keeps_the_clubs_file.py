"""Writing options into a club's YAML changes only the lines of those options: comments, key
order and layout stay, an absent option is added in its section in the models' order, and
what is written reads back (through the hardened loader) as the options asked for."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from rulesets import load
from rulesets.catalog import library_path
from rulesets.options import GAMES
from rulesets.yamlwrite import WriteError, apply_changes

CLASSIC = library_path("classic").read_bytes()
"""The library's classic Spades (read here: these tests run without Django too)."""

LIBRARY = Path(__file__).resolve().parents[2] / "rulesets" / "library"
SOURCE = CLASSIC.decode()


def _changed_lines(old: str, new: str) -> list[str]:
    diff = difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
    return [line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def test_a_changed_value_changes_only_its_line_and_drops_its_stale_comment() -> None:
    # The comment spoke of the old value (tests/rulesets/
    # test_a_changed_value_loses_the_comment_that_described_the_old_one.py).
    written = apply_changes(SOURCE, {"match.target": 300}, GAMES["spades"])
    assert _changed_lines(SOURCE, written) == [
        '-  target: 500                # "The first side to five hundred points wins, counted'
        ' at the end of a hand"',
        "+  target: 300",
    ]


def test_an_absent_option_is_added_in_its_section_after_its_elder_siblings() -> None:
    changes = {"bidding.blind_nil.allowed": "when_trailing", "bidding.blind_nil.trailing_by": 100}
    written = apply_changes(SOURCE, changes, GAMES["spades"])
    lines = written.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("    allowed: when_trailing"))
    assert lines[at + 1] == "    trailing_by: 100"
    assert len(_changed_lines(SOURCE, written)) == 3
    rules = load(written)
    assert rules.bidding.blind_nil.trailing_by == 100


def test_an_absent_section_is_added_among_the_sections_in_order() -> None:
    changes = {"deck.jokers": "big_and_little", "deck.removed_cards": ["2C", "2D"]}
    written = apply_changes(SOURCE, changes, GAMES["spades"])
    assert "\ndeck:\n  jokers: big_and_little\n  removed_cards: [2C, 2D]\n" in written
    assert written.index("deck:") < written.index("bidding:")
    assert load(written).deck.removed_cards == ["2C", "2D"]


def test_null_is_written_as_null() -> None:
    written = apply_changes(SOURCE, {"match.losing_score": None}, GAMES["spades"])
    assert "  losing_score: null" in written
    assert "  hands: null\n" in written


@pytest.mark.parametrize("path", sorted(LIBRARY.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_library_file_is_written_back_byte_for_byte_when_a_value_is_rewritten(
    path: Path,
) -> None:
    text = path.read_text()
    rules = load(text)
    same = apply_changes(text, {"players.count": rules.players.count}, type(rules))
    assert same == text


def test_a_rook_counter_table_keeps_its_other_rows() -> None:
    text = (LIBRARY / "rook.yaml").read_text()
    rules = load(text)
    counters = {**rules.scoring.counters, "5": 10}
    written = apply_changes(text, {"scoring.counters": counters}, type(rules))
    assert load(written).scoring.counters == counters
    assert len(_changed_lines(text, written)) <= 2


def test_a_section_written_as_a_value_is_refused() -> None:
    with pytest.raises(WriteError, match="match is not a section"):
        apply_changes("format: houserules/1\ngame: spades\nmatch: 3\n", {"match.target": 1},
                      GAMES["spades"])  # fmt: skip


@pytest.mark.parametrize(
    "text",
    ["a: b # c", "line1\nline2\n\nline4", "it's \"quoted\" - yes", "no", "500", "", "  lead",
     "tab\there", "&anchor *alias"],
)  # fmt: skip
def test_any_text_is_written_so_that_the_loader_reads_it_back_exactly(text: str) -> None:
    written = apply_changes(SOURCE, {"description": text, "notes": text}, GAMES["spades"])
    rules = load(written)
    assert (rules.description, rules.notes) == (text, text)
