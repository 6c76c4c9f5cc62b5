"""The examples in the docstrings of the public API's modules run and print what they show,
as docs/library.md's do."""

import doctest
import importlib

import pytest

MODULES = [
    "engine",
    "engine.hands",
    "engine.core.seats",
    "rulesets",
    "rulesets.catalog",
    "rulesets.schema",
]


@pytest.mark.parametrize("name", MODULES)
def test_the_modules_examples_give_the_output_shown(name: str) -> None:
    failed, attempted = doctest.testmod(importlib.import_module(name), verbose=False)
    assert attempted > 0 and failed == 0
