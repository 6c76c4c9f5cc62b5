"""Bad rules, a malformed log or a bad score sheet: every problem printed, exit status 1,
never a traceback."""

import json
from pathlib import Path

import pytest

from engine.cli import main

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = str(ROOT / "rulesets" / "library" / "classic.yaml")
ROOK = str(ROOT / "rulesets" / "library" / "rook.yaml")


def test_bad_rules_print_their_diagnostics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = tmp_path / "bad.yaml"
    rules.write_text("format: houserules/1\ngame: spades\nbidding: {nil: {mode: sometimes}}\n")
    for argv in (["play", str(rules), "--seed", "1"], ["replay", str(rules), "x.json"]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert f"{rules}:3:" in err and "Traceback" not in err
    assert main(["score", str(tmp_path / "missing.yaml"), "x.json"]) == 1
    assert "cannot read the file" in capsys.readouterr().err


def test_a_malformed_log_prints_every_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "log.json"
    log.write_text(json.dumps({"format": "houserules-log/2", "hands": [{"dealer": 0}]}))
    assert main(["replay", CLASSIC, str(log)]) == 1
    err = capsys.readouterr().err
    assert "problems in the match log" in err
    assert "format:" in err and "hand 1, dealer:" in err and "log: 'seats' is a required" in err


def test_a_bad_sheet_prints_every_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps({"hands": [{"bids": ["4"], "tricks": [1, 2]}]}))
    assert main(["score", CLASSIC, str(sheet)]) == 1
    err = capsys.readouterr().err
    assert "2 problems in the score sheet" in err and "hand 1, bids" in err


def test_score_reads_a_rook_sheet_and_names_a_hand_that_does_not_add_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text('{"hands": [{"bidder": 2, "bid": 85, "points": [50, 90]}]}')
    assert main(["score", ROOK, str(sheet)]) == 0
    assert "seat 2 bids 85, trump -" in capsys.readouterr().out
    sheet.write_text('{"hands": [{"bidder": 2, "bid": 85, "points": [50, 20]}]}')
    assert main(["score", ROOK, str(sheet)]) == 1
    assert "hand 1, points" in capsys.readouterr().err
