"""The search bot searches a Euchre hand after a farmer's exchange (`deal.farmers_hand`): a
world shows the searching seat exactly its own view, with its own exchange taken again (it
saw the cards it gave and took in) and every other farmer keeping the cards it holds (no
seat sees another's exchange), and two hands that look alike to the seat give the same
world for the same cards."""

from __future__ import annotations

import itertools
import random
from typing import Any

from engine.core.worlds import deal_unseen
from tests.engine.bots.search_helpers import library, positions


def farmers_euchre() -> Any:
    rules = library("euchre")
    return rules.model_copy(update={"deal": rules.deal.model_copy(update={"farmers_hand": True})})


def _fields(view: Any) -> dict[str, object]:
    names = ("seat", "phase", "to_act", "hand", "bids", "trick", "tricks_taken", "played")
    return {name: getattr(view, name) for name in names} | {"extra": view.extra}


def exchanged_hands(count: int) -> list[Any]:
    """Hands in the play after at least one farmer's exchange."""
    found = [hand for hand in positions(farmers_euchre(), 400, seed=3) if hand.exchanged]
    assert len(found) >= count
    return found[:count]


def test_worlds_after_an_exchange_agree_with_the_seats_view() -> None:
    rng = random.Random(1)
    built = own = 0
    for hand in exchanged_hands(12):
        for seat, _ in itertools.product({hand.to_act, *hand.exchanged}, range(3)):
            dealt = deal_unseen(hand.unseen(seat), rng)
            try:
                world = hand.world(seat, dealt[:-1], dealt[-1])
            except ValueError:
                continue
            assert _fields(world.view(seat)) == _fields(hand.view(seat))
            if seat == hand.to_act:
                assert world.legal_actions() == hand.legal_actions()
            built += 1
            own += seat in hand.exchanged
    assert built >= 30
    assert own >= 1


def test_hands_alike_after_an_exchange_give_the_same_worlds() -> None:
    rng = random.Random(2)
    compared = 0
    for hand in exchanged_hands(12):
        seat = hand.to_act
        first, second = (deal_unseen(hand.unseen(seat), rng) for _ in range(2))
        try:
            lookalike = hand.world(seat, first[:-1], first[-1])
            one = hand.world(seat, second[:-1], second[-1])
            other = lookalike.world(seat, second[:-1], second[-1])
        except ValueError:
            continue
        while one.to_act is not None:
            assert one.view(one.to_act) == other.view(one.to_act)
            action = one.legal_actions()[0]
            one.apply(action)
            other.apply(action)
        compared += 1
    assert compared >= 6
