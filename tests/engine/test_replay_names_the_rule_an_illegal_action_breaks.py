"""The first illegal action stops a replay, with the rule it breaks (IllegalActionError.rule).

The deal: seat 1 holds clubs 2-7 and spades 2-8; seat 2 clubs 8-A and diamonds 2-7; seat 3
diamonds 8-A and hearts 2-7; seat 4 hearts 8-A and spades 9-A.
"""

from typing import Any

import rulesets
from engine.replay import replay

PREVENT = rulesets.load("format: houserules/1\ngame: spades\nreneges: {enforcement: prevent}\n")
DEALT = [
    ["2C", "3C", "4C", "5C", "6C", "7C", "2S", "3S", "4S", "5S", "6S", "7S", "8S"],
    ["8C", "9C", "10C", "JC", "QC", "KC", "AC", "2D", "3D", "4D", "5D", "6D", "7D"],
    ["8D", "9D", "10D", "JD", "QD", "KD", "AD", "2H", "3H", "4H", "5H", "6H", "7H"],
    ["8H", "9H", "10H", "JH", "QH", "KH", "AH", "9S", "10S", "JS", "QS", "KS", "AS"],
]
BIDS_AFTER_SEAT_1 = [[2, "3"], [3, "3"], [4, "3"], [1, "3"]]


def one_hand(actions: list[list[Any]], dealer: int = 1, dealt: Any = None) -> dict[str, Any]:
    return {
        "format": "houserules-log/1",
        "game": "spades",
        "rules_digest": rulesets.rules_digest(PREVENT),
        "seats": [{"seat": seat, "player": f"p{seat}"} for seat in range(1, 5)],
        "hands": [{"dealer": dealer, "dealt": dealt or DEALT, "actions": actions}],
    }


def test_not_following_suit_names_follow_suit() -> None:
    actions = [*BIDS_AFTER_SEAT_1, [2, "8C"], [3, "8D"], [4, "8H"], [1, "2S"]]
    found = replay(PREVENT, one_hand(actions)).discrepancy
    assert found is not None
    assert (found.hand, found.trick, found.field, found.rule) == (1, 1, "actions[8]", "follow suit")
    assert str(found).startswith("hand 1, trick 1, actions[8]: illegal action: seat 1 may not")


def test_leading_a_spade_before_they_are_broken_names_play_spades_led() -> None:
    """Seat 4 deals, so seat 1 leads; it holds clubs, and spades are not broken."""
    actions = [[1, "3"], [2, "3"], [3, "3"], [4, "3"], [1, "2S"]]
    found = replay(PREVENT, one_hand(actions, dealer=4)).discrepancy
    assert found is not None
    assert (found.field, found.rule) == ("actions[5]", "play.spades_led")


def test_a_bid_the_rules_do_not_allow_names_the_bidding_rule() -> None:
    found = replay(PREVENT, one_hand([[2, "blind nil"]])).discrepancy
    assert found is not None
    assert (found.field, found.rule) == ("actions[1]", "bidding.blind_nil.allowed")


def test_an_action_out_of_turn_is_the_discrepancy() -> None:
    found = replay(PREVENT, one_hand([[3, "3"]])).discrepancy
    assert str(found) == "hand 1, actions[1]: seat 3 cannot 3: seat 2 is to act"


def test_a_card_the_seat_does_not_hold_is_illegal_under_the_rule_play() -> None:
    found = replay(PREVENT, one_hand([*BIDS_AFTER_SEAT_1, [2, "2C"]])).discrepancy
    assert found is not None and found.rule == "play"
    assert "does not hold 2C" in str(found)


def test_a_hand_whose_actions_stop_before_its_end_is_the_discrepancy() -> None:
    found = replay(PREVENT, one_hand([*BIDS_AFTER_SEAT_1, [2, "8C"]])).discrepancy
    assert str(found) == "hand 1, trick 1, actions: the hand is not over: seat 3 is to act (play)"


def test_a_deal_that_is_not_the_pack_is_the_discrepancy() -> None:
    dealt = [list(cards) for cards in DEALT]
    dealt[0][0] = dealt[1][0]
    found = replay(PREVENT, one_hand([], dealt=dealt)).discrepancy
    assert found is not None and (found.hand, found.field) == (1, "dealt")
