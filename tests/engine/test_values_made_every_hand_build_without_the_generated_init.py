"""The frozen values a hand makes every time it is played, replayed or scored are built by an
`__init__` written out in their class, not the one `dataclass` generates.

Compiled (mypyc, `make compile`), a frozen dataclass's generated `__init__` still runs as
interpreted Python, a `setattr` through `object` per field: 1-2 µs a value, several per hand
(issue 15). The written ones compile with their class.
"""

from types import FunctionType

import pytest

from engine.core.game import Deal, Scored
from engine.core.protocol import PlayerView
from engine.core.standing import Standing
from engine.games.spades.play import Trick
from engine.games.spades.scoring import HandScore, NilResult, SideScore
from engine.games.spades.tally import SpadesTally

MADE_EVERY_HAND = [Deal, Scored, Standing, Trick, HandScore, SideScore, NilResult, SpadesTally]


@pytest.mark.parametrize("value", MADE_EVERY_HAND + [PlayerView], ids=lambda cls: cls.__name__)
def test_a_value_made_every_hand_has_its_own_init(value: type) -> None:
    init = value.__dict__["__init__"]
    generated = isinstance(init, FunctionType) and init.__code__.co_filename == "<string>"
    assert not generated, f"{value.__name__} builds through the dataclass's generated __init__"


def test_a_written_init_keeps_the_values_fields_and_their_defaults() -> None:
    standing = Standing((10, -20), (1, 2), (0, 1))
    assert (standing.hands_played, standing.forfeited) == (0, ())
    assert Standing((10, -20), (1, 2), (0, 1), hands_played=3).hands_played == 3
    assert Deal(((),)).nest == ()
    with pytest.raises(AttributeError):
        standing.scores = (0, 0)  # type: ignore[misc]  # frozen still
