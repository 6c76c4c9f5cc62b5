"""Passing: each hand passes the way the cycle gives for its number (left, right, across,
hold, then again, as Pagat's Hearts page describes), the number of cards the rules say, and
nobody picks up the cards passed to them until every pass is made."""

from typing import Any

import pytest

from engine.core.actions import PassCards
from engine.core.cards import parse_cards
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from tests.engine.hearts.hearts_helpers import act, tiny

SEATS = {1: "2C 3C 4C 2H", 2: "5C 6C 7C 3H", 3: "8C 9C 10C 4H", 4: "JC QC KC 5H"}
CYCLE = {"directions": ["left", "right", "across", "hold"]}


def passed(number: int, **passing: Any) -> dict[int, set[str]]:
    """Each seat (1-based) passes its heart in hand `number`: who ends up with whose."""
    hand = tiny(SEATS, number=number, passing={**CYCLE, "cards": 1, **passing})
    while hand.phase is Phase.PASS:
        seat = hand.to_act
        assert seat is not None
        heart = next(card for card in hand.hands[seat] if card.suit == "H")
        act(hand, f"pass {heart}")
    return {
        seat + 1: {str(card) for card in cards if card.suit == "H"}
        for seat, cards in enumerate(hand.hands)
    }


# covers: passing.directions=left
def test_the_first_hand_passes_to_the_left() -> None:
    assert passed(1) == {1: {"5H"}, 2: {"2H"}, 3: {"3H"}, 4: {"4H"}}


# covers: passing.directions=right
def test_the_second_hand_passes_to_the_right() -> None:
    assert passed(2) == {1: {"3H"}, 2: {"4H"}, 3: {"5H"}, 4: {"2H"}}


# covers: passing.directions=across
def test_the_third_hand_passes_across() -> None:
    assert passed(3) == {1: {"4H"}, 2: {"5H"}, 3: {"2H"}, 4: {"3H"}}


# covers: passing.directions=hold
def test_the_fourth_hand_is_held_and_play_starts_at_once() -> None:
    hand = tiny(SEATS, number=4, passing=CYCLE)

    assert hand.phase is Phase.PLAY


def test_the_fifth_hand_starts_the_cycle_again() -> None:
    assert passed(5) == passed(1)


def test_a_cycle_of_one_direction_passes_that_way_every_hand() -> None:
    assert passed(2, directions=["left"]) == passed(1)


# covers: passing.directions=empty
def test_no_passing_starts_the_play_at_once() -> None:
    hand = tiny(SEATS, passing={"directions": []})

    assert hand.phase is Phase.PLAY


# covers: passing.cards=default
def test_each_player_passes_three_cards_by_default() -> None:
    hand = tiny(SEATS, passing=CYCLE)

    assert {len(action.cards) for action in hand.legal_passes()} == {3}
    with pytest.raises(IllegalActionError, match="passing.cards"):
        hand.apply(PassCards(tuple(parse_cards("5C 6C"))))


# covers: passing.cards=other
def test_the_rules_set_how_many_cards_are_passed() -> None:
    hand = tiny(SEATS, passing={**CYCLE, "cards": 2})

    assert {len(action.cards) for action in hand.legal_passes()} == {2}


def test_passed_cards_are_not_seen_until_every_pass_is_made() -> None:
    hand = tiny(SEATS, passing={**CYCLE, "cards": 1})
    act(hand, "pass 3H")  # seat 2 passes to seat 3

    assert "3H" not in {str(card) for card in hand.view(2).hand or ()}
    assert hand.view(1).extra["passed"] == tuple(parse_cards("3H"))
