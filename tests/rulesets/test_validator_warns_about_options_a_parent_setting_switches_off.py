"""The validator warns, without refusing, about an option the document writes that a parent
setting switches off: it is valid, and does nothing. Each warning is at the option's line and
names the setting that switches it off."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import rulesets

SPADES = "format: houserules/1\ngame: spades\n"
ROOK = "format: houserules/1\ngame: rook\n"
HEARTS = "format: houserules/1\ngame: hearts\n"


def warned(source: str) -> dict[str, tuple[int, str]]:
    result = rulesets.parse(source)
    assert result.ok, result.diagnostics
    return {w.path: (w.line, w.message) for w in result.warnings}


def test_nil_success_under_nil_not_allowed_is_a_warning_not_an_error() -> None:
    source = SPADES + "bidding:\n  nil:\n    mode: not_allowed\n    success: 50\n"

    result = rulesets.parse(source)

    assert result.ok and not result.diagnostics
    (warning,) = result.warnings
    assert (warning.code, warning.path, warning.line) == ("switched-off", "bidding.nil.success", 6)
    assert "Not allowed" in warning.message


def test_an_option_left_at_its_default_is_not_warned_about() -> None:
    assert warned(SPADES + "bidding:\n  nil:\n    mode: not_allowed\n") == {}


def test_rook_score_band_top_without_a_band_is_warned_about() -> None:
    line, message = warned(ROOK + "scoring:\n  held_below: 450\n")["scoring.held_below"]
    assert line == 4 and "scoring.held_at is null" in message


def test_rook_renege_options_under_prevent_are_warned_about() -> None:
    found = warned(ROOK + "reneges:\n  flat_transfer: 100\n")
    assert "reneges.enforcement is prevent" in found["reneges.flat_transfer"][1]
    assert warned(ROOK + "reneges:\n  enforcement: honour\n  flat_transfer: 100\n") == {}


def test_rook_card_options_without_the_rook_card_are_warned_about() -> None:
    source = ROOK + (
        "deck: {rook_card: false}\nnest: {size: 4}\n"
        "scoring: {counters: {'5': 5, '10': 10, A: 15}}\nrook_card: {rank: lowest_trump}\n"
    )
    assert "there is no Rook card" in warned(source)["rook_card.rank"][1]


def test_hearts_passing_cards_with_no_passing_is_warned_about() -> None:
    found = warned(HEARTS + "passing:\n  directions: []\n  cards: 2\n")
    assert found["passing.cards"][0] == 5


def test_the_cli_prints_the_warning_and_still_succeeds(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(SPADES + "bidding:\n  nil:\n    mode: not_allowed\n    success: 50\n")

    done = subprocess.run(
        [sys.executable, "-m", "rulesets", "validate", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )

    assert done.returncode == 0
    assert f"{path}:6:5: warning switched-off has no effect" in done.stdout
    assert f"{path}: ok sha256:" in done.stdout
