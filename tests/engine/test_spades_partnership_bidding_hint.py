"""`bidding.partnership: hint` (Playsite's Spades, field-of-themes.com/spades/sprules.htm:
"The first partner to bid in each partnership offers a 'hint' bid, but it is up to the
second partner to make the binding team bid. For example, one player may hint '3 tricks' and
his partner will make an actual bid of '6 tricks.'"): the hint binds nobody, and the side's
contract is the second partner's number alone."""

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

HINT = spades_rules(bidding={"partnership": "hint"})


def after(rules: SpadesRules, *bids: str) -> SpadesHand:
    # Seat 1 (index 0) deals: seat 2 bids first, then 3, 4 and 1.
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(2), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


def play_out(hand: SpadesHand) -> SpadesHand:
    while hand.to_act is not None:
        hand.apply(hand.legal_actions()[0])
    return hand


# covers: bidding.partnership=hint
def test_the_first_partner_hints_and_the_second_names_the_sides_number() -> None:
    hand = after(HINT, "3", "2", "6")
    # Seats 2 and 3 hinted; seat 4's 6 is the number of seats 2 and 4.
    assert hand.hints == (None, 3, 2, None)
    assert hand.bids == (None, None, None, Bid.parse("6"))
    assert hand.view(0).extra["bid_turn"] == "bid"
    hand.apply(Bid.parse("5"))
    assert hand.bids == (Bid.parse("5"), None, None, Bid.parse("6"))


def test_a_hint_counts_for_nothing_in_the_score() -> None:
    hand = play_out(after(HINT, "3", "2", "6", "5"))
    tally = hand.tally()
    score = score_hand(HINT, tally, (0, 0))
    # Side of seats 2 and 4 (the second side) contracted for 6, not 3 + 6.
    assert score.sides[1].contract == 6
    assert score.sides[0].contract == 5


def test_a_hint_may_be_0_and_is_not_held_to_the_bid_limits() -> None:
    rules = spades_rules(bidding={"partnership": "hint", "limits": {"minimum": 2, "maximum": 8}})
    hand = after(rules)
    hints = [bid.number for bid in hand.legal_bids() if bid.kind.value == "number"]
    assert hints == list(range(0, 14))
    hand.apply(Bid.parse("0"))
    hand.apply(Bid.parse("11"))  # a hint above the maximum: it binds nobody
    numbers = [bid.number for bid in hand.legal_bids() if bid.kind.value == "number"]
    assert numbers == list(range(2, 9))


def test_after_a_hint_the_partner_may_not_bid_nil() -> None:
    hand = after(HINT, "3", "2")
    assert Bid.parse("nil") not in hand.legal_bids()
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("nil"))
    assert refused.value.rule == "bidding.partnership"


def test_a_nil_is_a_bid_of_its_own_and_the_partner_bids_as_usual() -> None:
    hand = after(HINT, "nil", "4")
    assert hand.hints == (None, None, 4, None)
    assert hand.bids[1] == Bid.parse("nil")
    hand.apply(Bid.parse("5"))
    assert hand.bids == (None, Bid.parse("nil"), None, Bid.parse("5"))


def test_the_minimum_team_bid_binds_the_binding_number_alone() -> None:
    rules = spades_rules(bidding={"partnership": "hint", "minimum_team_bid": 4})
    hand = after(rules, "3", "2")
    numbers = [bid.number for bid in hand.legal_bids() if bid.kind.value == "number"]
    assert numbers == list(range(4, 14))  # a hint of 3 does not count toward the 4


# covers: bidding.partnership=separate
def test_without_hints_each_partner_bids_their_own_number() -> None:
    hand = after(spades_rules(), "3", "2", "6", "5")
    assert hand.bids == tuple(Bid.parse(bid) for bid in ("5", "3", "2", "6"))
    assert hand.hints == (None, None, None, None)
    score = score_hand(spades_rules(), play_out(hand).tally(), (0, 0))
    assert score.sides[1].contract == 9


def test_hints_need_partners() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(bidding={"partnership": "hint"}, players={"teams": "singles"})
    assert "bidding.partnership" in str(refused.value)
    assert "players.teams" in str(refused.value)


def test_hints_do_not_go_with_a_bidding_variant() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(bidding={"partnership": "hint", "variant": "mirror"})
    assert "bidding.variant" in str(refused.value)
    assert "bidding.partnership" in str(refused.value)
