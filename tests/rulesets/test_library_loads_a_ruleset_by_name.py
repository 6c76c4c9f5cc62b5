"""`rulesets.library(name)` loads a ruleset of the library by its file name; an unknown name
is a clear error listing the names there are."""

import pytest

import rulesets
from rulesets.catalog import LIBRARY_PATH


def test_each_library_file_loads_by_its_name() -> None:
    names = rulesets.library_names()
    assert names == sorted(path.stem for path in LIBRARY_PATH.glob("*.yaml"))
    for name in names:
        assert rulesets.library(name) == rulesets.load_file(LIBRARY_PATH / f"{name}.yaml")


def test_a_ruleset_is_loaded_once() -> None:
    assert rulesets.library("rook") is rulesets.library("rook")


def test_an_unknown_name_lists_the_names_there_are() -> None:
    with pytest.raises(rulesets.UnknownRulesetError) as raised:
        rulesets.library("clasic")
    assert isinstance(raised.value, ValueError)
    assert "no library ruleset 'clasic'" in str(raised.value)
    assert "classic, cutthroat-3" in str(raised.value)
    assert raised.value.names == rulesets.library_names()


@pytest.mark.parametrize("name", ["../schema", "classic.yaml", ""])
def test_a_path_is_not_a_name(name: str) -> None:
    with pytest.raises(rulesets.UnknownRulesetError):
        rulesets.library(name)
