"""The subcommands are built from a list, and `simulate` joins when engine.simulate exists."""

import argparse
import sys
import types

import pytest

from engine import cli


def subcommands(parser: argparse.ArgumentParser) -> list[str]:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return list(action.choices)


def test_play_replay_and_score_are_the_built_in_commands() -> None:
    assert subcommands(cli.build_parser())[:3] == ["play", "replay", "score"]


def test_a_simulate_module_adds_its_command(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("engine.simulate")

    def add_simulate_command(commands) -> None:  # type: ignore[no-untyped-def]
        command = commands.add_parser("simulate")
        command.set_defaults(run=lambda args: 0)

    module.add_simulate_command = add_simulate_command  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "engine.simulate", module)
    assert "simulate" in subcommands(cli.build_parser())
    assert cli.main(["simulate"]) == 0


def test_without_a_simulate_module_the_command_is_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "OPTIONAL_COMMANDS", [("engine.no_such_module", "add_it")])
    assert subcommands(cli.build_parser()) == ["play", "replay", "score"]
