"""A movement that cannot seat the players is refused in words, never a crash."""

import pytest

from events import EventError
from events.formats.progressive import rotation_round


def test_a_player_checked_in_twice() -> None:
    with pytest.raises(EventError, match="ann is checked in twice"):
        rotation_round(["ann", "bob", "ann", "cat", "dan"], 1)


def test_fewer_players_than_one_table() -> None:
    with pytest.raises(EventError, match="needs at least 4 players checked in; there are 3"):
        rotation_round(["ann", "bob", "cat"], 1)
