"""Shooting the moon (`auction.moon`): a bid of every point in the hand. Under
`ends_the_match` the hand decides the match: made, the side wins at once; set, it loses at
once. Seed 004's counters make 140 points; seats 0 and 2 are side 0, seats 1 and 3 side 1.

Source: ncesc.com's Rook FAQ, "Shooting the Moon: Declaring that you will win all 200 points
for that hand during the bidding phase"; what the moon wins or loses is the house rule here.
"""

from engine.core.standing import Outcome, Standing
from engine.games.rook.scoring import RookHandScore, RookTally, add_rook_hand
from tests.engine.rook_helpers import rook_rules

MOON = "auction: {maximum: null, moon: ends_the_match}\n"


def after(
    extra: str, bid: int, took: tuple[int, int]
) -> tuple[Standing, RookHandScore | None, Outcome | None]:
    """Side 0 at 100 and side 1 at 250; seat 0 declares `bid`; the sides take `took`."""
    standing = Standing((100, 250), (0, 0), (0, 0), hands_played=4)
    return add_rook_hand(rook_rules(extra), standing, RookTally(0, bid, took, (), 0))


# covers: auction.moon=ends_the_match
def test_a_moon_made_wins_the_match_however_far_behind() -> None:
    # Side 0 at 100 bids all 140 and takes them: 240 against 250, and it wins the match.
    standing, score, outcome = after(MOON, 140, (140, 0))
    assert score is not None and score.made and standing.scores == (240, 250)
    assert outcome is not None and outcome.winners == (0,)


def test_a_moon_set_loses_the_match() -> None:
    # Side 0 bids 140 and takes 135: set, and it loses the match at once.
    _, score, outcome = after(MOON, 140, (135, 5))
    assert score is not None and not score.made
    assert outcome is not None and outcome.winners == (1,)


def test_a_bid_below_every_point_is_an_ordinary_bid() -> None:
    _, _, outcome = after(MOON, 135, (140, 0))
    assert outcome is None


# covers: auction.moon=not_played
def test_without_the_moon_rule_a_bid_of_every_point_scores_like_any_bid() -> None:
    standing, _, outcome = after("auction: {maximum: null}\n", 140, (140, 0))
    assert standing.scores == (240, 250) and outcome is None
