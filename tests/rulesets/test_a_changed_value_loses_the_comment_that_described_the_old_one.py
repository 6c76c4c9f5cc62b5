"""When the writer changes a value, the comment on its line and the comment lines just above
it go: they described the old value (`target: 500  # "The first side to five hundred
points wins"` would contradict 300). Every other comment of the file stays."""

from __future__ import annotations

from pathlib import Path

from rulesets.spades.model import SpadesRules
from rulesets.yamlwrite import apply_changes

CLASSIC = (Path(__file__).parents[2] / "rulesets" / "library" / "classic.yaml").read_text()


def test_the_comment_on_the_changed_line_goes() -> None:
    written = apply_changes(CLASSIC, {"match.target": 300}, SpadesRules)

    assert "  target: 300\n" in written
    assert "five hundred points wins" not in written


def test_the_comment_lines_above_a_changed_option_go() -> None:
    written = apply_changes(CLASSIC, {"reneges.enforcement": "prevent"}, SpadesRules)

    assert "reneges:\n  enforcement: prevent\n" in written
    assert "a renege stands until somebody calls it" not in written


def test_comments_of_lines_left_alone_stay() -> None:
    written = apply_changes(CLASSIC, {"match.target": 300}, SpadesRules)

    kept = [line for line in CLASSIC.splitlines() if "#" in line and "target: 500" not in line]
    assert all(line in written.splitlines() for line in kept)


def test_a_value_written_again_unchanged_keeps_its_comment() -> None:
    written = apply_changes(CLASSIC, {"match.target": 500}, SpadesRules)

    assert "five hundred points wins" in written
