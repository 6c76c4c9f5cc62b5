"""Seed 001: "Missed it: ten points lost per trick you bid, and nothing for the tricks you did
win. Bid seven, take six, lose seventy." (Seed 002 gives the same example: a team bid of 7
taking 6 "would receive a penalty of -70".)"""

from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


def test_contract_7_taking_6_scores_minus_70_and_no_bags() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    bids = tuple(Bid.parse(text) for text in ("4", "3", "3", "3"))
    hand = score_hand(rules, SpadesTally(bids, tricks=(3, 4, 3, 3)), bags_before=(0, 0))
    assert hand.sides[0].points == -70
    assert hand.sides[0].made is False
    assert hand.sides[0].bags == 0
