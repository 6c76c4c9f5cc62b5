"""play_match refuses unknown bots and the wrong number of players, and stops a match that
never ends with a clear error instead of looping."""

import pytest

import rulesets
from engine.core.errors import EngineError
from engine.match import play_match

SPADES = rulesets.load("format: houserules/1\ngame: spades\n")
ROOK = rulesets.load("format: houserules/1\ngame: rook\n")


def test_an_unknown_bot_is_an_engine_error_naming_the_known_bots() -> None:
    with pytest.raises(EngineError, match="no bot called 'nobody'.*random"):
        play_match(SPADES, ["random", "nobody", "random", "random"], seed=1)


def test_the_wrong_number_of_players_is_an_engine_error() -> None:
    with pytest.raises(EngineError, match="seat 4 players; 3 were given"):
        play_match(SPADES, ["random"] * 3, seed=1)


def test_a_match_that_does_not_end_in_max_hands_is_an_engine_error() -> None:
    """Random Rook bidders overbid and are set every hand: nobody reaches 300."""
    with pytest.raises(EngineError, match="did not end in 6 hands"):
        play_match(ROOK, ["random"] * 4, seed=1, max_hands=6)
