"""A Rook match ends per `match.*` through `engine.core.standing`, told the bidder's side.

Seats 0 and 2 are side 0, seats 1 and 3 side 1; the default counters hold 140 points."""

import random

from engine.core.actions import Action, Bid, BidKind
from engine.core.protocol import Phase
from engine.core.standing import EndReason, Standing
from engine.games.rook.hand import RookHand, play_rook_match
from engine.games.rook.scoring import RookTally, add_rook_hand
from tests.engine.rook_helpers import rook_rules


def standing(side_0: int, side_1: int) -> Standing:
    return Standing((side_0, side_1), (0, 0), (0, 0), hands_played=5)


# covers: match.target=default
def test_seed_004_the_first_side_to_reach_300_wins() -> None:
    rules = rook_rules()
    after, score, outcome = add_rook_hand(
        rules, standing(250, 200), RookTally(0, 70, (80, 60), (), 0)
    )
    assert after.scores == (330, 260)
    assert outcome is not None and outcome.winners == (0,) and outcome.reason is EndReason.TARGET


def test_below_300_the_match_goes_on() -> None:
    _, _, outcome = add_rook_hand(
        rook_rules(), standing(150, 100), RookTally(0, 70, (80, 60), (), 0)
    )
    assert outcome is None


# covers: match.both_past_target=higher_score_wins
def test_seed_004_when_both_reach_300_the_higher_score_wins() -> None:
    tally = RookTally(1, 70, (60, 80), (), 1)  # side 1 bid and made: 290 + 80, side 0: 320 + 60
    _, _, outcome = add_rook_hand(rook_rules(), standing(320, 290), tally)
    assert outcome is not None and outcome.winners == (0,)


# covers: match.both_past_target=bidders_win
def test_when_both_reach_300_the_bidders_side_can_go_out_first() -> None:
    rules = rook_rules("match: {both_past_target: bidders_win}\n")
    tally = RookTally(1, 70, (60, 80), (), 1)
    _, _, outcome = add_rook_hand(rules, standing(320, 290), tally)
    assert outcome is not None and outcome.winners == (1,)


# covers: match.ties=play_another_hand
def test_seed_004_a_tie_past_300_means_another_round() -> None:
    _, _, outcome = add_rook_hand(
        rook_rules(), standing(250, 250), RookTally(1, 70, (70, 70), (), 1)
    )
    assert outcome is None


def test_a_thrown_in_hand_changes_nothing_and_is_not_a_hand_played() -> None:
    before = standing(100, 100)
    assert add_rook_hand(rook_rules(), before, None) == (before, None, None)


def sensible(hand: RookHand) -> Action:
    """Random play, but an auction that opens at the minimum and then passes, so that
    random matches make progress toward the target."""
    actions = hand.legal_actions()
    if hand.phase is Phase.AUCTION:
        opening = hand.high_bid is None and hand.to_act == (hand.dealer + 1) % 4
        return actions[0] if opening else Bid(BidKind.PASS)
    return random.Random(len(hand.played) * 31 + hand.dealer).choice(actions)


def test_random_matches_end_with_a_winner_past_the_target() -> None:
    rules = rook_rules()
    for seed in range(5):
        match = play_rook_match(rules, random.Random(seed), sensible)
        (winner,) = match.outcome.winners
        assert match.standing.scores[winner] >= 300
        assert match.standing.hands_played == len(match.hands)
        assert sum(score.points[0] for _, score in match.hands if score) == match.standing.scores[0]


# covers: match.target=null
# covers: match.hands=other
def test_a_match_of_a_fixed_number_of_hands_is_played_through() -> None:
    rules = rook_rules("match: {target: null, hands: 3, ties: shared}\n")
    match = play_rook_match(rules, random.Random(1), sensible)
    assert len(match.hands) == 3 and match.outcome.reason is EndReason.HANDS
