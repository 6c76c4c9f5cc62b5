"""The rulesets shipped in the package (`rulesets/library/*.yaml`), by name.

>>> import rulesets
>>> rulesets.library("classic").match.target
500
>>> "rook" in rulesets.library_names()
True
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Final

from rulesets.formats import Ruleset
from rulesets.loader import load_file

__all__ = ["LIBRARY_PATH", "UnknownRulesetError", "library", "library_names", "library_path"]

LIBRARY_PATH: Final = Path(__file__).with_name("library")
"""The folder of the library's YAML files, shipped with the package."""


class UnknownRulesetError(ValueError):
    """A name that is not one of the library's rulesets; `names` lists those that are."""

    def __init__(self, name: str, names: list[str]) -> None:
        super().__init__(f"no library ruleset {name!r}; the library has {', '.join(names)}")
        self.name = name
        self.names = names


def library_names() -> list[str]:
    """The names of the library's rulesets, sorted: `classic`, `rook`, ..."""
    return sorted(path.stem for path in LIBRARY_PATH.glob("*.yaml"))


def library_path(name: str) -> Path:
    """The YAML file of the library ruleset `name`; raises `UnknownRulesetError`."""
    names = library_names()
    if name not in names:
        raise UnknownRulesetError(name, names)
    return LIBRARY_PATH / f"{name}.yaml"


@cache
def library(name: str) -> Ruleset:
    """The library ruleset `name` (a file name without `.yaml`, as `library_names()` lists
    them), loaded once: rulesets are immutable, so every call returns the same object.
    Raises `UnknownRulesetError` naming the rulesets there are."""
    return load_file(library_path(name))
