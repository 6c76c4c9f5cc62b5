"""Interpreted, `shuffle_and_deal` keeps each seat's cards as a bitmask beside the deal it made
last, and a `SpadesHand` built from that very deal (the same tuple, the same pack) takes them
instead of checking the cards again. Any other hands, an equal copy included, are checked
card by card: a wrong deal is refused as before, and the masks are the same either way."""

import random

import pytest

from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.core.seats import seating
from engine.games.spades import deal as dealing
from engine.games.spades.hand import SpadesHand, _check_deal
from tests.factories import spades_rules


def test_a_hand_of_the_very_deal_has_the_masks_the_cards_check_gives() -> None:
    rules = spades_rules()
    the_pack, table = dealing.pack(rules), seating(rules)
    for seed in range(20):
        hands = dealing.shuffle_and_deal(rules, random.Random(seed), seed % 4)
        known = dealing.dealt_masks(hands, the_pack)
        if not dealing._INTERPRETED:
            assert known is None
            continue
        assert known is not None
        assert known[0] is hands
        assert known[1] == _check_deal(the_pack, table, hands)
        assert SpadesHand(rules, hands, seed % 4)._hands == known[1]


def test_an_equal_copy_or_another_pack_is_checked_card_by_card() -> None:
    rules = spades_rules()
    hands = dealing.shuffle_and_deal(rules, random.Random(1), 0)
    copy = tuple(tuple(hand) for hand in hands)
    assert dealing.dealt_masks(copy, dealing.pack(rules)) is None
    other = spades_rules(deck={"removed_cards": ["2C", "2D", "2H", "3C"]})
    assert dealing.dealt_masks(hands, dealing.pack(other)) is None
    wrong = (hands[0][:-1] + hands[1][:1], *hands[1:])
    with pytest.raises(EngineError):
        SpadesHand(rules, wrong, 0)


def test_a_hand_takes_only_the_last_deal_made() -> None:
    rules = spades_rules()
    first = dealing.shuffle_and_deal(rules, random.Random(1), 0)
    dealing.shuffle_and_deal(rules, random.Random(2), 0)
    assert dealing.dealt_masks(first, dealing.pack(rules)) is None
    hand = SpadesHand(rules, first, 0)  # checked, and right
    assert [tuple(hand.hand(seat)) for seat in range(4)] == [tuple(h) for h in first]
    assert all(isinstance(card, Card) for card in hand.dealt[0])
