"""Seed 002: "10 for 200 ... the team must achieve 10 or more tricks during the hand to be
successful. Bid value is 200 or -200." It supersedes the partner's bid."""

from pathlib import Path

import pytest

import rulesets
from engine.core.actions import Bid
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


@pytest.mark.parametrize(
    ("tricks", "points"),
    [((5, 2, 5, 1), 200), ((6, 1, 5, 1), 200), ((4, 3, 5, 1), -200)],
    ids=["ten-taken", "eleven-taken", "nine-taken"],
)
def test_ten_for_two_hundred_scores_200_with_10_or_more_tricks_and_minus_200_with_9(
    tricks: tuple[int, ...], points: int
) -> None:
    rules = rulesets.load_file(LIBRARY / "tournament.yaml")
    bids = (Bid.parse("team 10"), Bid.parse("2"), Bid.parse("3"), Bid.parse("1"))
    hand = score_hand(rules, SpadesTally(bids, tricks=tricks), bags_before=(0, 0))
    assert hand.sides[0].points == points
