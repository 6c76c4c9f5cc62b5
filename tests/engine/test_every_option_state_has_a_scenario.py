"""Every option, in each of its states, has a scenario test in tests/engine.

A scenario test declares what it covers with comment lines right above it:
`# covers: bidding.nil.mode=zero_means_zero`. A new option, or a new state of one, fails
this test until somebody writes the scenario that plays it.
"""

import re
from pathlib import Path

import pytest

from rulesets.options import GAMES, leaf_options

TESTS = Path(__file__).resolve().parent
COVERS = re.compile(r"^\s*# covers: ([\w.]+)=([\w-]+)\s*$", re.MULTILINE)


def declared_scenarios() -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in TESTS.rglob("test_*.py"):
        found.update(COVERS.findall(path.read_text()))
    return found


def required_scenarios() -> list[tuple[str, str]]:
    needed = {
        (option.path, state)
        for model in GAMES.values()
        for option in leaf_options(model)
        for state in option.states
    }
    return sorted(needed)


@pytest.mark.parametrize(("path", "state"), required_scenarios())
def test_option_state_has_a_scenario(path: str, state: str) -> None:
    assert (path, state) in declared_scenarios(), (
        f"no scenario test declares '# covers: {path}={state}'"
    )


def test_every_declared_scenario_names_a_real_option_state() -> None:
    unknown = declared_scenarios() - set(required_scenarios())
    assert not unknown, f"'# covers:' lines name options or states that do not exist: {unknown}"
