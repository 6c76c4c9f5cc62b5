"""The play (seed 004): the player after the declarer leads, suit must be followed, the
highest trump or else the highest card of the suit led wins, and the winner leads next."""

import pytest

from engine.core.errors import IllegalPlayError
from engine.core.protocol import Phase
from tests.engine.rook_helpers import TINY, act, playing, rook_rules


def test_the_player_after_the_declarer_leads_the_first_trick_with_any_card() -> None:
    hand = playing(rook_rules(), {}, trump="S")
    assert hand.declarer == 1 and hand.to_act == 2
    assert sorted(hand.legal_plays(), key=str) == sorted(hand.hands[2], key=str)


def test_a_player_who_can_follow_suit_must() -> None:
    hand = playing(rook_rules(TINY), {2: "AH KD AC KC", 3: "5H 10D 5C 10C"}, trump="S")
    act(hand, ["AH"])
    with pytest.raises(IllegalPlayError, match="may not play 5C") as refused:
        act(hand, ["5C"])
    assert refused.value.rule == "follow suit"


def test_the_highest_trump_takes_the_trick_and_its_winner_leads_next() -> None:
    hands = {2: "AH AD AC KC", 3: "KS 10D 5C 10C", 0: "5H KD ROOK 10S", 1: "KH 5D 5S AS"}
    hand = playing(rook_rules(TINY), hands, trump="D", nest="10H")
    act(hand, ["AH", "10D", "5H", "KH"])  # seat 3 trumps hearts with the 10 of diamonds
    assert hand.gathered[-1][0] == 3 and hand.to_act == 3
    assert hand.view(0).tricks_taken == (0, 0, 0, 1)


def test_the_hand_is_done_when_every_card_is_played() -> None:
    hand = playing(rook_rules(TINY), {}, trump="S")
    while hand.phase is Phase.PLAY:
        act(hand, [str(hand.legal_plays()[0])])
    assert hand.to_act is None and len(hand.gathered) == 4
    assert hand.tally().last_trick == hand.gathered[-1][0]
