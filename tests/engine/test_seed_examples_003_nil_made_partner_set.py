"""Seed 003: "P1 bid 0 and P3 bid 5 and P1 ended up taking 0 tricks but P3 took 4, their
team would score 100 points for P1's Nil bid and -50 for P3's bid of 5 for a total of 50
points for the round"."""

from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


def test_nil_made_with_partner_bidding_5_and_taking_4_scores_50() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    bids = tuple(Bid.parse(text) for text in ("nil", "4", "5", "3"))
    hand = score_hand(rules, SpadesTally(bids, tricks=(0, 5, 4, 4)), bags_before=(0, 0))
    assert hand.sides[0].points == 50  # +100 for the nil, -50 for the 5 that was set
    assert hand.sides[0].bags == 0
