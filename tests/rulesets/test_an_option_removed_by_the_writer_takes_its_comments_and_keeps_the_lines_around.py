"""`rulesets.yamlwrite.remove_options` takes options out of a club's file with their own
comments, and keeps what follows them: the blank line before the next section, and the
comments of the next option."""

from __future__ import annotations

from pathlib import Path

import rulesets
from rulesets.yamlwrite import remove_options

CLASSIC = (Path(__file__).parents[2] / "rulesets" / "library" / "classic.yaml").read_text()
BAGS = ["scoring.bags.threshold", "scoring.bags.penalty", "scoring.bags.remainder"]


def test_the_options_and_their_comments_leave() -> None:
    written = remove_options(CLASSIC, BAGS)

    for gone in ("threshold:", "penalty: -100", "remainder:", "The tenth bag", "Bags are counted"):
        assert gone not in written
    assert "  bags:\n    mode: penalty\n\nmatch:\n" in written


def test_the_next_options_comments_stay() -> None:
    written = remove_options(CLASSIC, ["players.count"])

    assert "players:\n  teams: partnerships        #  partners sitting" in written


def test_what_is_left_is_the_same_rules_but_for_the_options_removed() -> None:
    written = remove_options(CLASSIC, BAGS)

    assert rulesets.parse(written).ok
    assert remove_options(CLASSIC, []) == CLASSIC


def test_an_option_the_file_does_not_write_is_no_change() -> None:
    assert remove_options(CLASSIC, ["deck.jokers"]) == CLASSIC
