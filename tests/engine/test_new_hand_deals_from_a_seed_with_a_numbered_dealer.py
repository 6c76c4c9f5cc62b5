"""`engine.new_hand(rules, seed=..., dealer=...)` deals the first hand of a match from the
seed; the dealer is a seat number (1 to N), the hand's own API counts seats from 0."""

import pytest

import engine
import rulesets


def test_the_same_seed_deals_the_same_cards() -> None:
    rules = rulesets.library("classic")
    first, again = engine.new_hand(rules, seed=7), engine.new_hand(rules, seed=7)
    assert [first.view(seat).hand for seat in range(4)] == [
        again.view(seat).hand for seat in range(4)
    ]
    assert first.view(0).hand != engine.new_hand(rules, seed=8).view(0).hand


def test_seat_one_deals_unless_told_so_the_next_seat_acts_first() -> None:
    rules = rulesets.library("classic")
    assert engine.new_hand(rules, seed=1).to_act == 1  # seat 2
    assert engine.new_hand(rules, seed=1, dealer=4).to_act == 0  # seat 1, after seat 4


def test_a_rook_hand_starts_with_the_auction() -> None:
    hand = engine.new_hand(rulesets.library("rook"), seed=3, dealer=2)
    assert hand.phase == engine.Phase.AUCTION and hand.to_act == 2


@pytest.mark.parametrize("dealer", [0, 5])
def test_a_dealer_who_is_not_at_the_table_is_refused(dealer: int) -> None:
    with pytest.raises(ValueError, match="numbered 1 to 4"):
        engine.new_hand(rulesets.library("classic"), seed=1, dealer=dealer)
