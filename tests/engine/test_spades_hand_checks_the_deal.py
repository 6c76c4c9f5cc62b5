"""A hand takes the dealt cards as recorded input, and refuses a deal that is not one."""

import random

import pytest

from engine.core.cards import Card
from engine.core.errors import EngineError
from engine.games.spades.deal import shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def spades() -> SpadesRules:
    return spades_rules()


def test_the_same_deal_gives_the_same_hand() -> None:
    rules = spades()
    dealt = shuffle_and_deal(rules, random.Random(11), 2)
    assert SpadesHand(rules, dealt, 2).hand(1) == SpadesHand(rules, dealt, 2).hand(1) == dealt[1]


def test_a_card_dealt_twice_is_refused() -> None:
    rules = spades()
    dealt = [list(hand) for hand in shuffle_and_deal(rules, random.Random(11), 0)]
    dealt[1][0] = dealt[0][0]
    with pytest.raises(EngineError):
        SpadesHand(rules, dealt, 0)


def test_a_card_not_in_the_pack_is_refused() -> None:
    rules = spades()
    dealt = [list(hand) for hand in shuffle_and_deal(rules, random.Random(11), 0)]
    dealt[2][0] = Card.parse("BJ")
    with pytest.raises(EngineError, match="BJ"):
        SpadesHand(rules, dealt, 0)


def test_short_hands_and_missing_seats_are_refused() -> None:
    rules = spades()
    dealt = shuffle_and_deal(rules, random.Random(11), 0)
    with pytest.raises(EngineError):
        SpadesHand(rules, dealt[:3], 0)
    with pytest.raises(EngineError):
        SpadesHand(rules, (dealt[0][:12], *dealt[1:]), 0)


def test_scores_are_one_per_side() -> None:
    rules = spades()
    with pytest.raises(EngineError):
        SpadesHand(rules, shuffle_and_deal(rules, random.Random(1), 0), 0, scores=(0, 0, 0))
