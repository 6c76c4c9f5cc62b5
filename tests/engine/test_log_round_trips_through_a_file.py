"""A log written to a file reads back equal, one line per field and per trick."""

from pathlib import Path

import rulesets
from engine.log import dumps_log, read_log, write_log
from engine.match import play_match

RULES = rulesets.load("format: houserules/1\ngame: spades\n")


def test_write_then_read_gives_the_same_log(tmp_path: Path) -> None:
    log = play_match(RULES, ["random"] * 4, seed=8).log
    write_log(log, tmp_path / "match.json")
    assert read_log(tmp_path / "match.json") == log


def test_the_text_has_one_line_per_trick() -> None:
    log = play_match(RULES, ["random"] * 4, seed=8).log
    text = dumps_log(log)
    tricks = sum(len(hand["tricks"]) for hand in log["hands"])
    assert text.count('{"leader": ') == tricks
    assert all(line.count('"leader"') <= 1 for line in text.splitlines())
