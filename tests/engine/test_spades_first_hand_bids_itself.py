"""`bidding.first_hand`: the first hand of a match may be played with no bidding at all."""

import random

from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand, bids_itself
from tests.factories import spades_rules


def play_out(hand: SpadesHand) -> None:
    rng = random.Random(0)
    while hand.phase is not Phase.DONE:
        hand.apply(rng.choice(hand.legal_actions()))


# covers: bidding.first_hand=bid
def test_the_first_hand_is_bid_as_usual() -> None:
    rules = spades_rules(bidding={"first_hand": "bid"})
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 0), 0, first_hand=True)
    assert hand.phase is Phase.BID
    assert not bids_itself(rules, 1)


# covers: bidding.first_hand=bids_itself
def test_the_first_hand_bids_itself_and_goes_straight_to_play() -> None:
    rules = spades_rules(bidding={"first_hand": "bids_itself"})
    assert bids_itself(rules, 1) and not bids_itself(rules, 2)
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 0), 0, first_hand=True)
    assert hand.phase is Phase.PLAY and hand.to_act == 1
    play_out(hand)
    tally = hand.tally()
    assert tally.bids_itself and tally.bids == (None, None, None, None)
    assert sum(tally.tricks) == 13
    later = SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 1), 1)
    assert later.phase is Phase.BID
