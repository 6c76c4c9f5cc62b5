"""Seed 000 (Taash), "A worked example": you bid nil and take one trick; your partner bids 4
and takes 5. The nil fails (-100), the partner makes 4 (+40) with 1 bag, and the nil's trick
is a bag too: the team scores -100 + 40 + 2 = -58 and adds 2 bags."""

from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


def test_failed_nil_with_one_trick_and_partner_4_taking_5_scores_minus_58_and_2_bags() -> None:
    rules = rulesets.load_file(LIBRARY / "taash-full.yaml")
    # Seats 1 and 3 (0 and 2 here) are partners: seat 1 bids nil, seat 3 bids 4.
    bids = tuple(Bid.parse(text) for text in ("nil", "4", "4", "5"))
    hand = score_hand(rules, SpadesTally(bids, tricks=(1, 4, 5, 3)), bags_before=(0, 0))
    team = hand.sides[0]
    assert team.points == -58
    assert team.bags == 2
    assert team.bags_after == 2
    assert team.nils[0].made is False
    assert team.contract == 4 and team.made is True
