"""The deal: the nest set aside, the rest dealt one at a time starting after the dealer."""

import random

import pytest

from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.games.rook.hand import RookHand
from engine.games.rook.pack import deal_rook, rook_pack, shuffle_and_deal_rook
from tests.engine.rook_helpers import TINY, arrange, rook_rules


# covers: nest.size=default
def test_the_default_deal_gives_nine_cards_each_and_a_nest_of_five() -> None:
    deal = shuffle_and_deal_rook(rook_rules(), random.Random(4), dealer=0)
    assert [len(hand) for hand in deal.hands] == [9, 9, 9, 9]
    assert len(deal.nest) == 5


# covers: nest.size=other
def test_a_nest_of_one_leaves_four_cards_each_in_a_seventeen_card_pack() -> None:
    deal = shuffle_and_deal_rook(rook_rules(TINY), random.Random(4), dealer=2)
    assert [len(hand) for hand in deal.hands] == [4, 4, 4, 4]
    assert len(deal.nest) == 1


def test_cards_go_one_at_a_time_starting_after_the_dealer_and_the_last_form_the_nest() -> None:
    rules = rook_rules(TINY)
    cards = list(rook_pack(rules).cards)
    deal = deal_rook(rules, cards, dealer=2)
    assert deal.hands[3][0] is cards[0]
    assert deal.hands[0][0] is cards[1]
    assert deal.hands[2][-1] is cards[15]
    assert deal.nest == (cards[16],)


def test_the_same_seed_deals_the_same_cards() -> None:
    rules = rook_rules()
    first = shuffle_and_deal_rook(rules, random.Random(7), dealer=1)
    assert shuffle_and_deal_rook(rules, random.Random(7), dealer=1) == first


def test_a_deal_that_is_not_exactly_the_pack_is_refused() -> None:
    rules = rook_rules(TINY)
    hands, nest = arrange(rules, {})
    hands[0][0] = hands[1][0]
    with pytest.raises(EngineError, match="exactly the cards"):
        RookHand(rules, hands, nest, dealer=0)


def test_a_nest_of_the_wrong_size_is_refused() -> None:
    rules = rook_rules(TINY)
    hands, nest = arrange(rules, {})
    with pytest.raises(EngineError, match="nest holds 1"):
        RookHand(rules, [hand[:3] for hand in hands], nest + [h[3] for h in hands], dealer=0)


def test_the_rook_card_is_dealt_like_any_other() -> None:
    deal = shuffle_and_deal_rook(rook_rules(), random.Random(1), dealer=0)
    everywhere = [card for hand in deal.hands for card in hand] + list(deal.nest)
    assert everywhere.count(Card.parse("ROOK")) == 1
