"""`Ruleset`, the type checker's union of the rules models, and `families.BUILT_IN`, the
registry's list, name the same games: a new family cannot be added to one and forgotten in
the other."""

import typing
from importlib import import_module

from rulesets.families import BUILT_IN
from rulesets.formats import Ruleset


def test_the_ruleset_type_names_every_built_in_family() -> None:
    built_in = [import_module(name).FAMILY.model for name in BUILT_IN]
    assert list(typing.get_args(Ruleset)) == built_in
