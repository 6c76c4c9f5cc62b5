"""`bidding.raise_round`: after both sides have bid, each side in bidding order may raise its
contract once (issue 13's survey of partnership tables: "a one-time raise round after both
sides have bid"). The side's last seen-number bidder raises its own bid, or passes.

No public text states a raise round in Spades. Searched on 2026-12-01 (the stored public
pages and documentation, corpora `pages` and `docs`): "after all players have bid, each team
may raise its bid once, spades partnership second round of bidding", "raise round bidding
partners may increase their bid after both teams bid spades variant", "spades house rules
once every player has bid, a team may go up on its bid second chance"; and seeds 000 to 004.
The nearest are another game's (Pagat's invented game Diamonds: "each player has a chance
to raise their bid") and a tournament's rule against it (rta3.com's FAQ: "You can only
increase your bid before the opponents bid. Once the bid is written down, the bid is locked
in."). So the worked example below (bids 3, 2, 4, 3; seat 4 raises 3 to 6; the side's
contract is 9) is this project's own, not a published one."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from engine.games.spades.scoring import score_hand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

RAISE = spades_rules(bidding={"raise_round": True})


def after(rules: SpadesRules, *bids: str) -> SpadesHand:
    # Seat 1 (index 0) deals: seat 2 bids first, then 3, 4 and 1.
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(2), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


# covers: bidding.raise_round=true
def test_each_side_raises_once_in_bidding_order_then_play_begins() -> None:
    hand = after(RAISE, "3", "2", "4", "3")
    # Seat 2's side bid first: its last number, seat 4's, raises first; then seat 1's side.
    assert hand.phase.value == "bid" and hand.to_act == 3
    assert hand.view(3).extra["bid_turn"] == "raise"
    legal = hand.legal_bids()
    assert legal[0] == Bid.parse("pass")
    assert [bid.number for bid in legal[1:]] == list(range(5, 14))
    hand.apply(Bid.parse("6"))
    assert hand.to_act == 0
    hand.apply(Bid.parse("pass"))
    assert hand.phase.value == "play"
    assert hand.bids == tuple(Bid.parse(bid) for bid in ("3", "3", "2", "6"))
    assert hand.raises == (0, None, None, 2)


def test_the_raised_number_is_the_contract_scored() -> None:
    hand = after(RAISE, "3", "2", "4", "3", "6", "pass")
    while hand.to_act is not None:
        hand.apply(hand.legal_actions()[0])
    score = score_hand(RAISE, hand.tally(), (0, 0))
    assert score.sides[1].contract == 9  # 3 + 4 raised to 3 + 6


def test_a_raise_is_higher_and_keeps_to_the_limits() -> None:
    rules = spades_rules(bidding={"raise_round": True, "limits": {"side_maximum": 10}})
    hand = after(rules, "3", "2", "4", "3")
    assert [bid.number for bid in hand.legal_bids()[1:]] == [5, 6, 7]  # 3 + 7 = 10
    for bid, rule in (("4", "bidding.raise_round"), ("8", "bidding.limits.side_maximum")):
        with pytest.raises(IllegalActionError) as refused:
            hand.apply(Bid.parse(bid))
        assert refused.value.rule == rule


def test_a_side_of_nils_has_no_turn_and_a_nil_bidder_does_not_raise() -> None:
    rules = spades_rules(bidding={"raise_round": True})
    hand = after(rules, "3", "nil", "nil", "4")
    # Seat 4 bid nil: seat 2's number is its side's to raise; seat 1's 4 for the other side.
    assert hand.to_act == 1
    hand.apply(Bid.parse("pass"))
    assert hand.to_act == 0


# covers: bidding.raise_round=false
def test_without_a_raise_round_play_begins_after_the_last_bid() -> None:
    hand = after(spades_rules(), "3", "2", "4", "3")
    assert hand.phase.value == "play"
    assert hand.raises == (None, None, None, None)


def test_a_raise_round_does_not_go_with_a_last_bid_limit() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(bidding={"raise_round": True, "total_bids": "not_equal_to_tricks"})
    assert "bidding.raise_round" in str(refused.value)
    assert "total_bids" in str(refused.value)
