"""`python -m engine play`, `replay` and `score`: what they print and their exit status."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import default_bot, main

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = str(ROOT / "rulesets" / "library" / "classic.yaml")
TOURNAMENT = str(ROOT / "rulesets" / "library" / "tournament.yaml")


def test_play_prints_the_hand_by_hand_sheet_and_the_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "match.json"
    assert main(["play", CLASSIC, "--seed", "7", "--bots", "random", "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Classic Spades, seed 7. Seats: 1 random, 2 random, 3 random, 4 random.")
    assert "S1 = seats 1 3; S2 = seats 2 4" in out
    header = next(line for line in out.splitlines() if line.startswith("hand"))
    assert header.split() == [
        "hand", "dealer", "bids", "tricks", "S1", "pts", "S1", "bags", "S1", "total",
        "S2", "pts", "S2", "bags", "S2", "total",
    ]  # fmt: skip
    assert out.rstrip().splitlines()[-1].startswith("Result: S")
    assert json.loads(log.read_text())["seed"] == 7


def test_play_takes_one_bot_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", CLASSIC, "--seed", "1", "--bots", "random,random,random,random"]) == 0
    assert main(["play", CLASSIC, "--seed", "1", "--bots", "random,random"]) == 1
    assert "seat 4 players; 2 were given" in capsys.readouterr().err


def test_the_default_bot_is_heuristic_when_registered_else_random() -> None:
    from engine.bots import BOTS

    assert default_bot() == ("heuristic" if "heuristic" in BOTS else "random")


def test_replay_prints_verified_and_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "match.json"
    main(["play", CLASSIC, "--seed", "3", "--bots", "random", "--log", str(log)])
    capsys.readouterr()
    assert main(["replay", CLASSIC, str(log)]) == 0
    assert capsys.readouterr().out == "verified\n"


def test_replay_prints_the_discrepancy_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "match.json"
    main(["play", CLASSIC, "--seed", "3", "--bots", "random", "--log", str(path)])
    log = json.loads(path.read_text())
    log["hands"][0]["tricks_taken"][0] += 1
    path.write_text(json.dumps(log))
    capsys.readouterr()
    assert main(["replay", CLASSIC, str(path)]) == 1
    assert capsys.readouterr().out.startswith("hand 1, tricks_taken[1]: expected ")
    assert main(["replay", TOURNAMENT, str(path)]) == 1
    assert capsys.readouterr().out.startswith("rules_digest: the log was played under other rules")


def test_replay_writes_the_derived_log_on_request(tmp_path: Path) -> None:
    log, derived = tmp_path / "match.json", tmp_path / "full.json"
    main(["play", CLASSIC, "--seed", "3", "--bots", "random", "--log", str(log)])
    assert main(["replay", CLASSIC, str(log), "--derived", str(derived)]) == 0
    assert json.loads(derived.read_text()) == json.loads(log.read_text())


def test_score_prints_the_sheet_of_a_score_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Seed 000: nil failed with one trick, partner bid 4 took 5: -58 for seats 2 and 4."""
    sheet = tmp_path / "sheet.json"
    sheet.write_text(
        json.dumps({"hands": [{"bids": ["3", "nil", "4", "4"], "tricks": [4, 1, 3, 5]}]})
    )
    assert main(["score", CLASSIC, str(sheet), "--log", str(tmp_path / "log.json")]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.lstrip().startswith("1 "))
    assert row.split()[-4:] == ["-58", "2", "(2)", "-58"]
    assert out.startswith("Classic Spades, score sheet.\n")
    assert "Result: the match is not over." in out
    assert main(["replay", CLASSIC, str(tmp_path / "log.json")]) == 0


def test_python_dash_m_engine_runs_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "play", CLASSIC, "--seed", "2", "--bots", "random"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0 and "Result:" in done.stdout
