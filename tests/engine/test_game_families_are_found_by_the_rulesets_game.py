"""Every library ruleset finds its game family by its `game:`, the family's adapter plays its
game, and a game no family is registered for is refused with an error naming it and the known
games."""

from __future__ import annotations

import pytest

import rulesets
from engine.core.errors import EngineError
from engine.games import family_for, game_families, game_family, game_for
from rulesets.families import rules_family


@pytest.mark.parametrize("name", rulesets.library_names())
def test_a_library_ruleset_finds_the_family_of_its_game(name: str) -> None:
    rules = rulesets.library(name)
    family = family_for(rules)
    assert family.game == rules.game
    assert isinstance(rules, rules_family(family.game).model)
    assert game_for(rules).name == rules.game


def test_each_family_is_registered_once_under_its_own_key() -> None:
    keys = [family.game for family in game_families()]
    assert len(keys) == len(set(keys))
    assert all(game_family(key).game == key for key in keys)


def test_an_unknown_game_is_refused_naming_it_and_the_known_games() -> None:
    with pytest.raises(EngineError) as refused:
        game_family("hearts-of-oak")
    message = str(refused.value)
    assert "'hearts-of-oak'" in message
    assert all(family.game in message for family in game_families())
