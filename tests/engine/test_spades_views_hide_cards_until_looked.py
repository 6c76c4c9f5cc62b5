"""Information hiding: a view never shows another seat's cards, nor a seat's own before it
has looked while a blind bid is open to it."""

import random

from engine.core.actions import Bid, Look
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def tournament() -> SpadesRules:
    return spades_rules(
        bidding={"blind_nil": {"allowed": "any_hand"}, "blind_six": {"allowed": "any_hand"}}
    )


def test_a_view_before_looking_holds_no_cards() -> None:
    rules = tournament()
    dealt = shuffle_and_deal(rules, random.Random(9), 0)
    hand = SpadesHand(rules, dealt, 0)
    for seat in range(4):
        view = hand.view(seat)
        assert view.hand is None
        assert view.phase is Phase.BID and view.to_act == 1
        assert not any(str(dealt[seat][0]) in str(value) for value in view.extra.values())
    hand.apply(Look())
    assert hand.view(1).hand == dealt[1]
    assert hand.view(2).hand is None
    assert hand.view(1).extra["looked"] == (False, True, False, False)


def test_a_view_shows_bids_and_the_public_play_but_never_other_hands() -> None:
    rules = tournament()
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(9), 0), 0)
    for _ in range(4):
        hand.apply(Bid.parse("3"))
    card = hand.legal_plays()[0]
    hand.apply(card)
    view = hand.view(3)
    assert view.bids == (Bid.parse("3"),) * 4
    assert [played.card for played in view.trick] == [card]
    assert view.hand == hand.hand(3) and card not in view.hand
    assert view.scores == (0, 0)
