"""Every option of every game's editor has a label a person chose (the game's change-list
label, not its field name in words), no two options of a game share one, and its help names
other options by their labels: no YAML key (`extra_penalty`, `match.target`) is left in it.
A new family, or a new option, fails here until it is given its words."""

from __future__ import annotations

import re

import pytest

from clubsite.edit_page import club_help
from rulesets.diff import option_label
from rulesets.families import RulesFamily, rules_families
from rulesets.form import controls_of

FAMILIES = {family.game: family for family in rules_families()}
YAML_NAME = re.compile(r"\b(?!e\.g\b)[a-z][a-z0-9]*(?:[_.][a-z0-9]+)*[_.][a-z0-9]+\b")
"""A snake_case key or a dotted path (but "e.g.")."""


@pytest.mark.parametrize("game", FAMILIES)
def test_every_option_has_a_label_of_its_own(game: str) -> None:
    family: RulesFamily[object] = FAMILIES[game]
    controls = controls_of(family.model)

    unlabelled = [path for path in controls if option_label(family, path) is None]
    labels = [control.label for control in controls.values()]
    shared = sorted({label for label in labels if labels.count(label) > 1})

    assert unlabelled == [], f"{game}: options labelled only by their field name"
    assert shared == [], f"{game}: labels of more than one option"


@pytest.mark.parametrize("game", FAMILIES)
def test_no_help_names_a_yaml_key(game: str) -> None:
    controls = controls_of(FAMILIES[game].model)

    keyed = {
        path: found
        for path, control in controls.items()
        if (found := YAML_NAME.findall(club_help(control, controls)))
    }

    assert keyed == {}, f"{game}: help naming YAML keys"
