"""Every rule option is read in exactly one place in the engine.

OpenSpiel's Spades declared a rule it never applied; this test makes that impossible here.
The engine reads options only as full attribute chains from a variable named `rules`
(`rules.bidding.nil.mode`), so counting those chains finds options read nowhere, or twice.
"""

import re
from pathlib import Path

import pytest

from rulesets.options import GAMES, leaf_options

ENGINE = Path(__file__).resolve().parents[2] / "engine"

# Options the engine reads through a method of the rules model instead of directly.
READ_THROUGH = {
    "players.teams": "rules.players.sides()",
    "players.team_map": "rules.players.sides()",
}


def engine_sources() -> dict[str, str]:
    return {str(path.relative_to(ENGINE.parent)): path.read_text() for path in ENGINE.rglob("*.py")}


def all_option_paths() -> list[str]:
    return sorted({option.path for model in GAMES.values() for option in leaf_options(model)})


def places_reading(path: str, sources: dict[str, str]) -> list[str]:
    pattern = re.compile(r"\brules\." + re.escape(path) + r"(?![\w.])")
    return [
        f"{name}:{source.count(chr(10), 0, match.start()) + 1}"
        for name, source in sources.items()
        for match in pattern.finditer(source)
    ]


@pytest.mark.parametrize("path", all_option_paths())
def test_each_option_is_read_in_exactly_one_place(path: str) -> None:
    sources = engine_sources()
    if path in READ_THROUGH:
        assert any(READ_THROUGH[path] in source for source in sources.values())
        return
    places = places_reading(path, sources)
    assert len(places) == 1, f"rules.{path} is read in {len(places)} places: {places}"
