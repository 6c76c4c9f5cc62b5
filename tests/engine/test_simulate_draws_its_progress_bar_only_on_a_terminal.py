"""`simulate` redraws a progress bar on stderr when stderr is a terminal, and writes none into
a file or a pipe (a CI log, `2> log`), where carriage returns are noise."""

import io
import sys

import pytest

from engine.cli import main
from tests.engine.bot_helpers import LIBRARY

RULES = str(LIBRARY / "classic.yaml")


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def simulate_with_stderr(stream: io.StringIO, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(sys, "stderr", stream)
    assert main(["simulate", RULES, "--matches", "2", "--workers", "1"]) == 0
    return stream.getvalue()


def test_on_a_terminal_the_bar_is_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    err = simulate_with_stderr(Terminal(), monkeypatch)
    assert "\rsimulating [" in err and "2/2 matches 100%" in err


def test_into_a_file_or_pipe_no_bar_is_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    err = simulate_with_stderr(io.StringIO(), monkeypatch)
    assert "simulating [" not in err and "\r" not in err
    assert err.strip().endswith("s)")  # only the elapsed time, on a line of its own
