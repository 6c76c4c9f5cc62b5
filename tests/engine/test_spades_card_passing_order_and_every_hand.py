"""`bidding.passing.first`, `.pass_back` and `.every_hand` (issue 13: "who passes first,
whether the partner passes back before or after seeing the cards, a team exchange on every
hand independent of nil, agreed before the match")."""

import random

import pytest

from engine.core.actions import Bid, PassCards
from engine.core.protocol import Phase
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def after(rules: SpadesRules, *bids: str) -> SpadesHand:
    # Seat 1 deals: seat 2 (index 1) bids first, then 3, 4 and 1.
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(6), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


def passing(**options: object) -> SpadesRules:
    return spades_rules(bidding={"passing": options})


# covers: bidding.passing.first=nil_bidder
def test_the_nil_bidder_passes_first() -> None:
    hand = after(passing(after_nil=2, first="nil_bidder"), "3", "nil", "4", "3")
    assert hand.phase is Phase.PASS and hand.to_act == 2


# covers: bidding.passing.first=partner
def test_the_partner_passes_first_and_the_nil_bidder_passes_back() -> None:
    hand = after(passing(after_nil=2, first="partner"), "3", "nil", "4", "3")
    assert hand.to_act == 0
    hand.apply(PassCards(hand.hand(0)[:2]))
    assert hand.to_act == 2


# covers: bidding.passing.pass_back=after_seeing
def test_the_partner_may_pass_back_a_card_just_received() -> None:
    hand = after(passing(after_nil=1, pass_back="after_seeing"), "3", "nil", "4", "3")
    given = hand.hand(2)[-1:]
    hand.apply(PassCards(given))
    assert PassCards(given) in hand.legal_passes()
    hand.apply(PassCards(given))
    assert given[0] in hand.hand(2) and hand.phase is Phase.PLAY


# covers: bidding.passing.pass_back=before_seeing
def test_the_partner_chooses_before_the_cards_arrive_and_they_change_hands_together() -> None:
    hand = after(passing(after_nil=1, pass_back="before_seeing"), "3", "nil", "4", "3")
    dealt_to_partner = hand.hand(0)
    given = hand.hand(2)[-1:]
    hand.apply(PassCards(given))
    assert hand.hand(0) == dealt_to_partner and PassCards(given) not in hand.legal_passes()
    assert hand.view(0).extra["passes"] == []  # nothing seen before choosing
    back = hand.hand(0)[:1]
    hand.apply(PassCards(back))
    assert given[0] in hand.hand(0) and back[0] in hand.hand(2)
    assert hand.passes == [(2, 0, given), (0, 2, back)] and hand.phase is Phase.PLAY


# covers: bidding.passing.every_hand=default
def test_without_a_nil_nothing_is_passed_by_default() -> None:
    assert after(passing(after_nil=2), "3", "3", "4", "3").phase is Phase.PLAY


# covers: bidding.passing.every_hand=other
def test_partners_exchange_every_hand_whatever_they_bid() -> None:
    hand = after(passing(every_hand=2), "3", "3", "4", "3")
    givers = []
    while hand.phase is Phase.PASS:
        givers.append(hand.to_act)
        hand.apply(hand.legal_passes()[0])
    # Each side's first bidder passes first; the side of the first bidder goes first.
    assert givers == [1, 3, 2, 0]
    assert [len(hand.hand(seat)) for seat in range(4)] == [13] * 4


def test_a_side_with_a_nil_makes_the_nil_exchange_instead_and_the_other_side_still_passes() -> None:
    hand = after(passing(after_nil=1, every_hand=2), "3", "nil", "4", "3")
    legs = []
    while hand.phase is Phase.PASS:
        seat = hand.to_act
        action = hand.legal_passes()[0]
        legs.append((seat, len(action.cards)))
        hand.apply(action)
    assert legs == [(1, 2), (3, 2), (2, 1), (0, 1)]


def test_an_exchange_every_hand_needs_sides_of_two() -> None:
    with pytest.raises(RulesetError) as refused:
        spades_rules(
            players={"count": 6, "teams": "custom", "team_map": [[1, 3, 5], [2, 4, 6]]},
            deck={"removed_cards": ["2C", "2D", "2H", "2S"]},
            bidding={"passing": {"every_hand": 1}},
        )
    problem = refused.value.diagnostics[0]
    assert problem.path == "bidding.passing.every_hand" and "players.team_map" in problem.message
