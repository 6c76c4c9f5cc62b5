"""Asking for a game no family is registered for is a clear error that names the game and
the games there are, and a document of such a game is refused at its `game:` line."""

import pytest

import rulesets
from rulesets.families import UnknownGame, rules_family


def test_an_unknown_game_is_refused_with_the_known_games_named() -> None:
    with pytest.raises(UnknownGame) as refused:
        rules_family("pinochle")
    assert str(refused.value) == (
        "unknown game 'pinochle'; the known games are spades, rook, hearts, oh_hell"
    )
    assert refused.value.game == "pinochle"
    assert refused.value.known == ("spades", "rook", "hearts", "oh_hell")


def test_a_document_of_an_unknown_game_is_refused_at_its_game_line() -> None:
    result = rulesets.parse("format: houserules/1\ngame: pinochle\n")
    assert result.rules is None
    (problem,) = result.diagnostics
    assert (problem.code, problem.path, problem.line) == ("unknown-game", "game", 2)
    assert "'pinochle'" in problem.message and "spades, rook, hearts, oh_hell" in problem.message
