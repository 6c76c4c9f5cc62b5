"""Every game's rules family names the options clubs change most (the guided editor opens
on them), each an option of its model, and its standard ruleset, a file of the library."""

from __future__ import annotations

import pytest

import rulesets
from rulesets.families import RulesFamily, rules_families
from rulesets.form import controls_of


@pytest.mark.parametrize("family", rules_families(), ids=lambda family: family.game)
def test_the_big_decisions_are_options_and_the_standard_is_in_the_library(
    family: RulesFamily,  # type: ignore[type-arg]
) -> None:
    controls = controls_of(family.model)
    assert family.big_decisions
    assert [path for path in family.big_decisions if path not in controls] == []
    assert family.standard in rulesets.library_names()
