"""The search bot searches an Oh Hell bid as it searches a card: a world built in the
bidding, from a random deal of the cards the bidder cannot see, shows the bidder exactly its
own view (the same bids so far, the same choices), deals the other seats the sampled cards,
and says each earlier bid with the view and choices its bidder would have had with those
cards (what the bot weighs a deal by); in the play, the bids it says are the three other
seats', as they bid them."""

from __future__ import annotations

import random
from typing import Any

from engine.core.actions import Bid
from engine.core.protocol import Phase
from engine.core.standing import Standing
from engine.core.worlds import deal_unseen, seat_worlds
from engine.games import game_for
from tests.engine.bots.search_helpers import library, positions


def _fields(view: Any) -> dict[str, object]:
    names = ("seat", "phase", "to_act", "hand", "bids", "trick", "tricks_taken", "played")
    return {name: getattr(view, name) for name in names} | {"extra": view.extra}


def hands_in_the_bidding(rules: Any, seed: int) -> list[Any]:
    """Hand 5 of the schedule (five cards each), stopped before each seat's bid in turn."""
    rng = random.Random(seed)
    stopped = []
    for bids_made in range(4):
        game = game_for(rules)
        for _ in range(4):
            game.deal(rng, 0)
        hand = game.start(game.deal(rng, 0), 0, Standing.start(4), 5)
        for _ in range(bids_made):
            hand.apply(hand.legal_actions()[bids_made % len(hand.legal_actions())])
        stopped.append(hand)
    return stopped


def test_worlds_in_the_bidding_agree_with_the_bidders_view() -> None:
    rules = library("oh-hell")
    rng = random.Random(4)
    built = 0
    for hand in hands_in_the_bidding(rules, seed=5) * 3:
        seat = hand.to_act
        assert hand.phase is Phase.BID
        worlds = seat_worlds(hand, seat)
        assert worlds is not None and worlds.searches_bids and worlds.says_bids
        dealt = deal_unseen(hand.unseen(seat), rng)
        world = hand.world(seat, dealt[:-1], dealt[-1])
        assert _fields(world.view(seat)) == _fields(hand.view(seat))
        assert world.legal_actions() == hand.legal_actions()
        for other in range(4):
            if other != seat:
                assert set(world.view(other).hand) == set(dealt[other])
        seen = hand.bids_seen(seat, dealt[:-1], dealt[-1])
        made = [(other, bid) for other, bid in enumerate(hand.bids) if bid is not None]
        assert sorted((bidder, action.number) for bidder, _, _, action in seen) == made
        for bidder, view, legal, action in seen:
            assert set(view.hand) == set(dealt[bidder])
            assert action in legal and all(isinstance(choice, Bid) for choice in legal)
        built += 1
    assert built == 12


def test_worlds_in_the_play_say_the_other_seats_bids() -> None:
    rules = library("oh-hell")
    rng = random.Random(6)
    for hand in positions(rules, 10, seed=8):
        seat = hand.to_act
        dealt = deal_unseen(hand.unseen(seat), rng)
        try:
            seen = hand.bids_seen(seat, dealt[:-1], dealt[-1])
        except ValueError:
            continue
        assert sorted(bidder for bidder, *_ in seen) == [s for s in range(4) if s != seat]
        assert all(action.number == hand.bids[bidder] for bidder, _, _, action in seen)
