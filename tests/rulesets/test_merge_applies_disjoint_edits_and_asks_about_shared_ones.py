"""A three-way merge on option paths: what only one side changed lands by itself; an option
both changed to different values is the only question asked."""

from __future__ import annotations

from rulesets import load
from rulesets.catalog import library_path
from rulesets.merge import Conflict, changed_options, merge_changes, option_values

CLASSIC = library_path("classic").read_bytes()
"""The library's classic Spades (read here: these tests run without Django too)."""

BASE = option_values(load(CLASSIC))


def _with(**changes: object) -> dict[str, object]:
    return {**BASE, **{path.replace("__", "."): value for path, value in changes.items()}}


def test_disjoint_changes_are_all_applied_on_top_of_the_head() -> None:
    head = _with(match__target=300)
    mine = {"scoring.bags.mode": "not_counted"}
    merged = merge_changes(BASE, head, mine)  # type: ignore[arg-type]
    assert merged.changes == {"scoring.bags.mode": "not_counted"}
    assert merged.conflicts == []


def test_the_same_change_on_both_sides_is_not_a_conflict() -> None:
    head = _with(match__target=300)
    merged = merge_changes(BASE, head, {"match.target": 300})  # type: ignore[arg-type]
    assert merged.changes == {} and merged.conflicts == []


def test_an_option_both_changed_differently_is_asked_about_with_both_values() -> None:
    head = _with(match__target=300)
    merged = merge_changes(BASE, head, {"match.target": 250, "play.must_beat": True})  # type: ignore[arg-type]
    assert merged.conflicts == [Conflict("match.target", 500, 300, 250)]
    assert merged.changes == {"play.must_beat": True}


def test_option_values_name_every_editor_option_once() -> None:
    assert BASE["match.target"] == 500
    assert BASE["bidding.blind_nil.allowed"] == "never"
    assert changed_options(BASE, _with(match__hands=9)) == {"match.hands": 9}
