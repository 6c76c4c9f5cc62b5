"""Seed 003: "P1 bid 3 and P3 bid 4 for a total of 7 ... They won 8 tricks this round and thus
score 71 points - 10 points for the first 7 tricks and 1 point for the 8th trick"."""

from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


def test_contract_7_taking_8_scores_71_with_one_bag() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    bids = tuple(Bid.parse(text) for text in ("3", "2", "4", "2"))
    hand = score_hand(rules, SpadesTally(bids, tricks=(5, 2, 3, 3)), bags_before=(0, 0))
    assert hand.sides[0].points == 71
    assert hand.sides[0].bags == 1
