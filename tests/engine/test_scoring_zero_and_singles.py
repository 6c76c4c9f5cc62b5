"""A zero bid under `zero_means_zero`, and singles, where each seat is its own side."""

from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules

LIBRARY = Path(rulesets.__file__).parent / "library"


# covers: bidding.nil.mode=zero_means_zero
def test_a_zero_bid_adds_nothing_earns_no_nil_bonus_and_its_trick_is_a_bag() -> None:
    rules = spades_rules(bidding={"nil": {"mode": "zero_means_zero"}})
    bids = tuple(Bid.parse(bid) for bid in ("0", "3", "4", "4"))
    side = score_hand(rules, SpadesTally(bids, (1, 3, 4, 5)), bags_before=(0, 0)).sides[0]
    assert (side.contract, side.points, side.bags, side.nils) == (4, 41, 1, ())


def test_in_cutthroat_every_seat_scores_its_own_bid_and_bags() -> None:
    rules = rulesets.load_file(LIBRARY / "cutthroat-4.yaml")
    bids = tuple(Bid.parse(bid) for bid in ("4", "nil", "3", "5"))
    hand = score_hand(rules, SpadesTally(bids, (5, 1, 3, 4)), bags_before=(9, 0, 0, 0))
    assert hand.points == (41 - 100, -100 + 1, 30, -50)
    assert hand.bags_after == (0, 1, 0, 0)
