"""The simulation report prints, side by side for the two rulesets, every statistic a club
asks for; the command prints it (its progress bar: see
test_simulate_draws_its_progress_bar_only_on_a_terminal.py)."""

import io

import pytest

from engine.cli import main
from engine.simulate import Progress, simulate
from tests.engine.bot_helpers import LIBRARY, library

SPADES = [
    "hands per match (mean ± stdev)",
    "nil attempts per match",
    "nil success rate",
    "blind nil attempts per match",
    "blind nil success rate",
    "contracts set per hand",
    "bag penalties per match",
    "leader after hand 5 wins",
]
ROOK = [
    "auction won (not thrown in)",
    "mean winning bid",
    "declarer made the bid",
    "sets per match",
]


def test_two_spades_rulesets_side_by_side() -> None:
    report = simulate(library("classic"), library("tournament"), 2, 1, 0, labels=["A", "B"])
    text = str(report)
    for label in SPADES:
        assert label in text
    header = text.splitlines()[2]
    assert header.split() == ["A", "B", "B", "vs", "A"]
    assert all(len(cells) == 3 for _, cells in report.rows())  # A, B, and B against A


def test_rook_figures_and_a_dash_where_a_figure_does_not_apply() -> None:
    report = simulate(library("rook"), library("classic"), 2, 1, 0)
    text = str(report)
    for label in ROOK + SPADES:
        assert label in text
    rook, classic, b_vs_a = dict(report.rows())["bag penalties per match"]
    assert (rook, b_vs_a) == ("-", "-") and classic != "-"  # rook.yaml has no bags


def test_the_progress_bar_is_redrawn_in_place() -> None:
    stream = io.StringIO()
    bar = Progress(4, stream, width=4)
    for done in range(1, 5):
        bar.update(done)
    bar.finish()
    assert stream.getvalue().endswith("\rsimulating [####] 4/4 matches 100%\n")


def test_the_command_prints_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    rules = str(LIBRARY / "classic.yaml")
    status = main(["simulate", rules, "--vs", rules, "--matches", "2", "--workers", "1"])
    out, _ = capsys.readouterr()
    assert status == 0
    assert "nil success rate" in out


def test_the_command_refuses_a_wrong_number_of_bots(capsys: pytest.CaptureFixture[str]) -> None:
    rules = str(LIBRARY / "classic.yaml")
    assert main(["simulate", rules, "--matches", "1", "--bots", "random,random"]) == 1
    assert "seat 4 players" in capsys.readouterr().err
