"""`bidding.blind_six`: a team bid made before either partner has seen their cards (when
`blind`); it pre-empts the partner, whose bid is None."""

import random

import pytest

from engine.core.actions import Bid, Look
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

BLIND_SIX = Bid.parse("team blind 6")


def new_hand(rules: SpadesRules, scores: tuple[int, int] = (0, 0)) -> SpadesHand:
    return SpadesHand(rules, shuffle_and_deal(rules, random.Random(4), 0), 0, scores=scores)


# covers: bidding.blind_six.allowed=never
def test_no_blind_six_by_default() -> None:
    hand = new_hand(spades_rules(bidding={"blind_six": {"allowed": "never"}}))
    assert not [bid for bid in hand.legal_bids() if bid.is_team]
    with pytest.raises(IllegalActionError):
        hand.apply(BLIND_SIX)


# covers: bidding.blind_six.allowed=any_hand
# covers: bidding.blind_six.blind=true
# covers: bidding.blind_six.trailing_by=null
# covers: bidding.blind_six.tricks=default
def test_blind_six_pre_empts_the_partner_who_does_not_bid() -> None:
    hand = new_hand(spades_rules(bidding={"blind_six": {"allowed": "any_hand"}}))
    assert hand.legal_actions() == (Look(), BLIND_SIX)
    hand.apply(BLIND_SIX)  # seat 2; seat 4 is pre-empted
    hand.apply(Look())
    hand.apply(Bid.parse("4"))  # seat 3
    assert hand.to_act == 0  # seat 4 skipped: seat 1, the dealer, bids last
    hand.apply(Bid.parse("3"))
    assert hand.phase is Phase.PLAY
    assert hand.bids == (Bid.parse("3"), BLIND_SIX, Bid.parse("4"), None)


def test_blind_six_is_gone_once_the_partner_has_seen_their_cards() -> None:
    hand = new_hand(spades_rules(bidding={"blind_six": {"allowed": "any_hand"}}))
    hand.apply(Look())
    hand.apply(Bid.parse("2"))  # seat 2 has seen its cards
    hand.apply(BLIND_SIX)  # seat 3 may: its partner, seat 1, has not looked
    assert hand.to_act == 3  # seat 1 is pre-empted; seat 4, seat 2's partner, bids
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(BLIND_SIX)
    assert refused.value.rule == "bidding.blind_six.blind"


# covers: bidding.blind_six.allowed=when_trailing
# covers: bidding.blind_six.trailing_by=other
def test_blind_six_only_for_a_side_trailing_by_enough() -> None:
    rules = spades_rules(bidding={"blind_six": {"allowed": "when_trailing", "trailing_by": 100}})
    assert BLIND_SIX in new_hand(rules, scores=(200, 50)).legal_bids()
    ahead = new_hand(rules, scores=(50, 200))
    with pytest.raises(IllegalActionError) as refused:
        ahead.apply(BLIND_SIX)
    assert refused.value.rule == "bidding.blind_six.allowed"


# covers: bidding.blind_six.blind=false
# covers: bidding.blind_six.tricks=other
def test_a_team_bid_that_is_not_blind_is_made_after_looking() -> None:
    rules = spades_rules(
        bidding={"blind_six": {"allowed": "any_hand", "blind": False, "tricks": 7}}
    )
    hand = new_hand(rules)
    assert hand.view(1).hand is not None
    assert Bid.parse("team blind 7") in hand.legal_bids()  # the kind names Blind 6
    hand.apply(Bid.parse("team blind 7"))
    assert hand.bids[1] == Bid.parse("team blind 7")
