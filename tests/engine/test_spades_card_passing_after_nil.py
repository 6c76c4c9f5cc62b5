"""`bidding.passing`: after a nil (or blind nil) the nil bidder passes cards to the partner
first, then the partner passes as many back; then play begins."""

import random

import pytest

from engine.core.actions import Bid, PassCards
from engine.core.cards import Card
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def after(rules: SpadesRules, *bids: str) -> SpadesHand:
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(6), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


# covers: bidding.passing.after_nil=default
def test_without_passing_play_follows_the_bidding() -> None:
    assert after(spades_rules(), "nil", "3", "4", "3").phase is Phase.PLAY


# covers: bidding.passing.after_nil=other
def test_the_nil_bidder_passes_first_then_the_partner_passes_back() -> None:
    hand = after(spades_rules(bidding={"passing": {"after_nil": 2}}), "nil", "3", "4", "3")
    assert hand.phase is Phase.PASS and hand.to_act == 1
    assert len(hand.legal_actions()) == 78  # every two of thirteen cards
    given = hand.hand(1)[-2:]
    hand.apply(PassCards(given))
    assert set(given) <= set(hand.hand(3)) and len(hand.hand(1)) == 11
    assert hand.to_act == 3
    back = hand.hand(3)[:2]
    hand.apply(PassCards(back))
    assert set(back) <= set(hand.hand(1)) and len(hand.hand(3)) == 13
    assert hand.view(0).phase is Phase.PLAY and hand.passes[0] == (1, 3, given)
    assert hand.view(1).extra["passes"] == hand.passes
    assert hand.view(0).extra["passes"] == []


def test_a_pass_of_the_wrong_cards_is_refused() -> None:
    hand = after(spades_rules(bidding={"passing": {"after_nil": 2}}), "nil", "3", "4", "3")
    with pytest.raises(IllegalActionError):
        hand.apply(PassCards(hand.hand(1)[:1]))
    with pytest.raises(IllegalActionError):
        hand.apply(PassCards((hand.hand(0)[0], hand.hand(1)[0])))


def test_with_many_choices_a_representative_few_are_listed_and_any_is_taken() -> None:
    hand = after(spades_rules(bidding={"passing": {"after_nil": 4}}), "nil", "3", "4", "3")
    assert len(hand.legal_passes()) == 13
    odd = (hand.hand(1)[0], hand.hand(1)[3], hand.hand(1)[7], hand.hand(1)[12])
    assert PassCards(odd) not in hand.legal_passes()
    hand.apply(PassCards(odd))
    assert hand.to_act == 3


# covers: bidding.passing.after_blind_nil=default
def test_no_pass_after_blind_nil_by_default() -> None:
    rules = spades_rules(
        bidding={"blind_nil": {"allowed": "any_hand"}, "passing": {"after_nil": 2}}
    )
    assert after(rules, "blind nil", "3", "3", "3").phase is Phase.PLAY


# covers: bidding.passing.after_blind_nil=other
def test_a_blind_nil_bidder_exchanges_the_cards_the_rules_give() -> None:
    rules = spades_rules(
        bidding={"blind_nil": {"allowed": "any_hand"}, "passing": {"after_blind_nil": 1}}
    )
    hand = after(rules, "blind nil", "3", "3", "3")  # a number bid looks first
    assert hand.phase is Phase.PASS and hand.to_act == 1
    assert all(len(choice.cards) == 1 for choice in hand.legal_passes())
    hand.apply(hand.legal_passes()[0])
    hand.apply(PassCards((Card.parse(str(hand.hand(3)[0])),)))
    assert hand.view(0).phase is Phase.PLAY
