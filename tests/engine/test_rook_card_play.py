"""When the Rook card may be played (`rook_card.play`); it belongs to the trump suit."""

import pytest

from engine.core.cards import Card, parse_cards
from engine.core.errors import IllegalPlayError
from tests.engine.rook_helpers import TINY, act, playing, rook_rules

HANDS = {2: "AH KH AC KC", 3: "5H ROOK 5C 10C", 0: "10H AS KS 10S"}


# covers: rook_card.play=any_time
def test_the_rook_may_be_played_even_by_a_player_who_can_follow_suit() -> None:
    hand = playing(rook_rules(TINY), HANDS, trump="S")
    act(hand, ["AH"])
    assert hand.legal_plays() == parse_cards("5H ROOK")
    act(hand, ["ROOK"])
    assert hand.trick[-1].card is Card.parse("ROOK")


# covers: rook_card.play=follows_suit
def test_the_rook_follows_suit_like_any_trump() -> None:
    hand = playing(rook_rules(TINY + "rook_card: {play: follows_suit}\n"), HANDS, trump="S")
    act(hand, ["AH"])
    assert hand.legal_plays() == parse_cards("5H")
    with pytest.raises(IllegalPlayError) as refused:
        act(hand, ["ROOK"])
    assert refused.value.rule == "rook_card.play"


# covers: rook_card.play=follows_suit
def test_a_player_void_in_the_suit_led_may_play_the_rook_under_follows_suit() -> None:
    rules = rook_rules(TINY + "rook_card: {play: follows_suit}\n")
    hand = playing(rules, {2: "AD KD AC KC", 3: "5H ROOK 5C 10C"}, trump="S")
    act(hand, ["AD"])
    assert Card.parse("ROOK") in hand.legal_plays()


# covers: rook_card.play=any_time
def test_when_trump_is_led_and_the_rook_is_the_only_trump_it_must_be_played() -> None:
    hand = playing(rook_rules(TINY), {2: "AS KH AC KC", 3: "5H ROOK 5C 10C"}, trump="S")
    act(hand, ["AS"])
    assert hand.legal_plays() == parse_cards("ROOK")
    with pytest.raises(IllegalPlayError) as refused:
        act(hand, ["5H"])
    assert refused.value.rule == "follow suit"


def test_when_the_rook_is_led_trump_is_led() -> None:
    hand = playing(rook_rules(TINY), {2: "ROOK KH AC KC", 3: "5H KS 5C 10C"}, trump="S")
    act(hand, ["ROOK"])
    assert hand.led_suit() == "S"
    assert hand.legal_plays() == parse_cards("KS")
