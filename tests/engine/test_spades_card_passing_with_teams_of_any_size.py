"""`bidding.passing` with `players.teams: custom` sides that are not pairs (issue 13, defect
1): a nil bidder on a side of three exchanges with a teammate, the next one after it in the
direction of play that did not bid nil; a side of one seat has nobody to pass with, so the
combination is refused where it is written."""

import random

import pytest

from engine.core.actions import Bid, PassCards
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

THREES = {"count": 6, "teams": "custom", "team_map": [[1, 3, 5], [2, 4, 6]]}
EIGHT_EACH = {"removed_cards": ["2C", "2D", "2H", "3C"]}


def six_handed(**passing: int) -> SpadesRules:
    return spades_rules(players=THREES, deck=EIGHT_EACH, bidding={"passing": passing})


def after(rules: SpadesRules, *bids: str) -> SpadesHand:
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(6), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


# covers: bidding.passing.after_nil=other
def test_a_nil_bidder_on_a_side_of_three_exchanges_with_the_next_teammate() -> None:
    # Seat 2 bids first (after the dealer, seat 1); its teammates are seats 4 and 6.
    hand = after(six_handed(after_nil=2), "nil", "2", "2", "1", "2", "1")
    assert hand.phase is Phase.PASS and hand.to_act == 1
    given = hand.hand(1)[-2:]
    hand.apply(PassCards(given))
    assert hand.to_act == 3 and set(given) <= set(hand.hand(3))
    back = hand.hand(3)[:2]
    hand.apply(PassCards(back))
    assert hand.phase is Phase.PLAY
    assert [(giver, receiver) for giver, receiver, _ in hand.passes] == [(1, 3), (3, 1)]
    assert len(hand.hand(1)) == len(hand.hand(3)) == 8


def test_the_teammate_is_the_next_one_that_did_not_bid_nil() -> None:
    # Seats 2 and 4 (indexes 1 and 3) bid nil; seat 2 passes with seat 6 (index 5).
    hand = after(six_handed(after_nil=1), "nil", "2", "nil", "1", "2", "3")
    hand.apply(hand.legal_passes()[0])
    assert hand.to_act == 5
    hand.apply(hand.legal_passes()[0])
    assert [(giver, receiver) for giver, receiver, _ in hand.passes] == [(1, 5), (5, 1)]


# covers: bidding.passing.after_nil=default
def test_without_passing_a_side_of_three_goes_straight_to_play() -> None:
    assert after(six_handed(), "nil", "2", "2", "1", "2", "1").phase is Phase.PLAY


def test_passing_with_a_side_of_one_seat_is_refused_naming_both_options() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(
            players={"teams": "custom", "team_map": [[1, 3], [2], [4]]},
            bidding={"passing": {"after_nil": 2}},
        )
    problem = refused.value.diagnostics[0]
    assert problem.path == "bidding.passing.after_nil"
    assert "players.team_map" in problem.message and "[2]" in problem.message
