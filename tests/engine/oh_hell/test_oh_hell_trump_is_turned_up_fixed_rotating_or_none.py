"""`trump.method`: the turned-up card's suit, the same suit every hand (`trump.suit`), a
cycle hand by hand (`trump.cycle`), or no trumps; a hand that deals the whole pack has no
card to turn up, so no trump. The highest trump wins the trick."""

import pytest

from tests.engine.oh_hell.oh_hell_helpers import bid_all, hand_of, oh_hell_rules, play_cards

# Hand 2 (two cards each) of a four-player schedule going up.
UP = {"schedule": "up", "most": 5}


# covers: trump.method=turned_up
def test_the_turned_up_cards_suit_is_trump_and_wins_the_trick() -> None:
    hand = hand_of(
        oh_hell_rules(hands=UP),
        {1: "2H 3C", 2: "AS 4C", 3: "KS 5C", 4: "QS 6C"},
        turned="9H",
        number=2,
    )
    assert hand.trump == "H"
    bid_all(hand, [0, 0, 0, 1])
    play_cards(hand, "AS KS QS 2H")  # seat 2 leads (after dealer 1); seat 1 trumps
    assert hand.gathered[0][0] == 0


# covers: trump.method=fixed_suit
# covers: trump.suit=S
def test_a_fixed_suit_is_trump_every_hand_with_no_card_turned() -> None:
    rules = oh_hell_rules(hands=UP, trump={"method": "fixed_suit", "suit": "S"})
    hand = hand_of(rules, {1: "2S 3C", 2: "AH 4C", 3: "KH 5C", 4: "QH 6C"}, number=2)
    assert (hand.trump, hand.turned) == ("S", ())
    bid_all(hand, [0, 0, 0, 1])
    play_cards(hand, "AH KH QH 2S")
    assert hand.gathered[0][0] == 0


@pytest.mark.parametrize(
    "suit",
    [
        "H",  # covers: trump.suit=H
        "D",  # covers: trump.suit=D
        "C",  # covers: trump.suit=C
        "NT",  # covers: trump.suit=NT
    ],
)
def test_any_suit_or_no_trump_may_be_the_fixed_trump(suit: str) -> None:
    rules = oh_hell_rules(hands=UP, trump={"method": "fixed_suit", "suit": suit})
    assert hand_of(rules, {}, number=2).trump == ("" if suit == "NT" else suit)


# covers: trump.suit=H
# covers: trump.suit=D
# covers: trump.suit=C
# covers: trump.suit=NT
# covers: trump.method=rotating
# covers: trump.cycle=S
# covers: trump.cycle=H
# covers: trump.cycle=C
# covers: trump.cycle=D
# covers: trump.cycle=NT
def test_rotating_trump_follows_the_cycle_hand_by_hand() -> None:
    rules = oh_hell_rules(
        hands=UP, trump={"method": "rotating", "cycle": ["S", "H", "C", "D", "NT"]}
    )
    trumps = [hand_of(rules, {}, number=number).trump for number in range(1, 6)]
    assert trumps == ["S", "H", "C", "D", ""]


# covers: trump.method=none
# covers: trump.cycle=empty
def test_with_no_trump_the_highest_card_of_the_suit_led_wins() -> None:
    rules = oh_hell_rules(hands=UP, trump={"method": "none", "cycle": []})
    hand = hand_of(rules, {1: "2S 3C", 2: "AH 4C", 3: "KH 5C", 4: "QH 6C"}, number=2)
    bid_all(hand, [1, 0, 0, 0])
    play_cards(hand, "AH KH QH 2S")
    assert (hand.trump, hand.gathered[0][0]) == ("", 1)


def test_a_hand_that_deals_the_whole_pack_turns_nothing_up_and_has_no_trump() -> None:
    rules = oh_hell_rules(hands={"schedule": "up", "no_trump_hand": True})
    hand = hand_of(rules, {}, number=13)
    assert (hand.turned, hand.trump) == ((), "")
