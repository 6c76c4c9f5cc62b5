"""A hand that bids itself: each side's bid is the tricks it took, worth `points_per_trick`
each, with no bags."""

from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


# covers: bidding.first_hand=bids_itself
def test_a_side_taking_8_tricks_in_a_hand_that_bids_itself_scores_80_and_no_bags() -> None:
    rules = spades_rules(bidding={"first_hand": "bids_itself"})
    tally = SpadesTally((None,) * 4, (4, 3, 4, 2), bids_itself=True)
    hand = score_hand(rules, tally, bags_before=(0, 0))
    assert hand.points == (80, 50)
    assert (hand.sides[0].contract, hand.sides[0].bags) == (8, 0)
