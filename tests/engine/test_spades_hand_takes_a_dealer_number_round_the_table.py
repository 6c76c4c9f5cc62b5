"""A hand takes its dealer's number round the table, as the seating's `order_from` and
`next_seat` do: dealer 4 (or -4) at a table of four deals as seat 0 would, in the bidding and
in a first hand that bids itself."""

import random

import pytest

from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from tests.factories import spades_rules


@pytest.mark.parametrize("first_hand", ["bid", "bids_itself"])
@pytest.mark.parametrize("dealer", [4, -4, 8])
def test_a_dealer_beyond_the_seats_deals_as_its_seat_round_the_table(
    dealer: int, first_hand: str
) -> None:
    rules = spades_rules(bidding={"first_hand": first_hand})
    deal = shuffle_and_deal(rules, random.Random(3), 0)
    beyond = SpadesHand(rules, deal, dealer, first_hand=True)
    seat = SpadesHand(rules, deal, 0, first_hand=True)
    assert beyond.to_act == seat.to_act
    beyond.play_out(random.Random(5).random)
    seat.play_out(random.Random(5).random)
    assert beyond.actions == seat.actions
    assert beyond.tally() == seat.tally()
