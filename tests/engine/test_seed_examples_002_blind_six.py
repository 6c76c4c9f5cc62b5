"""Seed 002: "A bid of blind 6 means the team has to achieve exactly 6 tricks during the hand.
If the team achieves 6 tricks, they are awarded 120 points. If any other number of tricks are
taken, team is penalized -120 points." The partner of a Blind 6 bidder does not bid."""

from pathlib import Path

import pytest

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


@pytest.mark.parametrize(
    ("tricks", "points"),
    [((3, 4, 3, 3), 120), ((4, 3, 3, 3), -120), ((2, 5, 3, 3), -120)],
    ids=["six-made", "seven-taken", "five-taken"],
)
def test_blind_6_scores_120_with_exactly_6_tricks_and_minus_120_otherwise(
    tricks: tuple[int, ...], points: int
) -> None:
    rules = rulesets.load_file(LIBRARY / "tournament.yaml")
    bids = (Bid.parse("team blind 6"), Bid.parse("4"), None, Bid.parse("3"))
    hand = score_hand(rules, SpadesTally(bids, tricks=tricks), bags_before=(0, 0))
    assert hand.sides[0].points == points
