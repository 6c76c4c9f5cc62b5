"""The `houserules` console script runs every command of `python -m rulesets` and
`python -m engine` (the same implementations), and is installed as a console script."""

import json
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

import rulesets
from engine.console import build_parser, main

LIBRARY = Path(rulesets.__file__).with_name("library")
CLASSIC, TOURNAMENT = str(LIBRARY / "classic.yaml"), str(LIBRARY / "tournament.yaml")
COMMANDS = ["validate", "digest", "schema", "summary", "diff", "play", "replay", "score"]


def test_the_console_script_is_installed_and_points_at_main() -> None:
    (script,) = entry_points(group="console_scripts", name="houserules")
    assert script.value == "engine.console:main"


def test_every_command_is_offered() -> None:
    help_text = build_parser().format_help()
    for command in [*COMMANDS, "simulate", "render", "pull", "publish", "check"]:
        assert command in help_text


def test_validate_digest_summary_and_diff(capsys: pytest.CaptureFixture[str]) -> None:
    digest = rulesets.rules_digest(rulesets.library("classic"))
    assert main(["validate", CLASSIC]) == 0
    assert f"ok {digest}" in capsys.readouterr().out
    assert main(["digest", CLASSIC]) == 0 and capsys.readouterr().out.strip() == digest
    assert main(["summary", CLASSIC]) == 0
    assert capsys.readouterr().out.strip() == rulesets.summarize(rulesets.library("classic"))
    assert main(["diff", CLASSIC, TOURNAMENT]) == 0
    assert "Tournament Spades" in capsys.readouterr().out


def test_schema_prints_the_json_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    assert json.loads(capsys.readouterr().out) == rulesets.json_schema()


def test_play_then_replay_then_score(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "match.json"
    assert main(["play", CLASSIC, "--seed", "3", "--bots", "random", "--log", str(log)]) == 0
    assert "Result:" in capsys.readouterr().out
    assert main(["replay", CLASSIC, str(log)]) == 0
    assert capsys.readouterr().out.strip() == "verified"
    sheet = tmp_path / "sheet.json"
    hand = {"bids": ["4", "nil", "3", "3"], "tricks": [5, 0, 4, 4]}
    sheet.write_text(json.dumps({"hands": [hand]}))
    assert main(["score", CLASSIC, str(sheet)]) == 0
    assert "the match is not over" in capsys.readouterr().out


def test_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", CLASSIC, "--matches", "1"]) == 0
    assert "nil success rate" in capsys.readouterr().out


def test_a_bad_file_is_reported_without_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: houserules/1\ngame: spades\nmatch:\n  target: fifty\n")
    run = subprocess.run(
        [sys.executable, "-c", "import sys; from engine.console import main; sys.exit(main())",
         "play", str(bad), "--seed", "1"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 1
    assert f"{bad}:4:11: bad-type" in run.stderr and "Traceback" not in run.stderr
