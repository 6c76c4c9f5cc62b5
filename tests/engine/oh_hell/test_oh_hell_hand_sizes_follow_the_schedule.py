"""The cards dealt to each player follow `hands.schedule`, from `hands.fewest` to
`hands.most` (or as many as the pack allows), the turning hand once or twice; a fixed
schedule deals the most cards `hands.fixed_hands` times. A target starts the schedule again."""

import random

from engine.games.oh_hell.deal import shuffle_and_deal
from engine.games.oh_hell.terms import oh_hell_terms
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules


def sizes(**hands: object) -> tuple[int, ...]:
    return oh_hell_terms(oh_hell_rules(hands=hands)).sizes


# covers: hands.schedule=up
# covers: hands.fewest=default
# covers: hands.most=other
def test_up_deals_one_more_card_each_hand() -> None:
    assert sizes(schedule="up", most=5) == (1, 2, 3, 4, 5)


# covers: hands.schedule=down
# covers: hands.fewest=other
def test_down_deals_one_fewer_each_hand_to_the_fewest() -> None:
    assert sizes(schedule="down", most=7, fewest=3) == (7, 6, 5, 4, 3)


# covers: hands.schedule=up_and_down
# covers: hands.most=null
# covers: hands.turn_twice=false
def test_up_and_down_goes_to_the_most_a_turned_card_allows_and_back() -> None:
    # Four players: 12 each leaves a card to turn up (48 + 1 of 52).
    assert sizes(schedule="up_and_down") == (*range(1, 13), *range(11, 0, -1))


# covers: hands.turn_twice=true
# covers: hands.no_trump_hand=true
def test_up_and_down_the_river_plays_the_whole_pack_twice_at_the_top() -> None:
    found = sizes(schedule="up_and_down", turn_twice=True, no_trump_hand=True)
    assert found == (*range(1, 14), 13, *range(12, 0, -1))
    assert len(found) == 26


# covers: hands.schedule=down_and_up
def test_down_and_up_starts_at_the_most() -> None:
    assert sizes(schedule="down_and_up", most=4) == (4, 3, 2, 1, 2, 3, 4)
    assert sizes(schedule="down_and_up", most=3, turn_twice=True) == (3, 2, 1, 1, 2, 3)


# covers: hands.schedule=fixed
# covers: hands.fixed_hands=other
def test_fixed_deals_the_most_every_hand() -> None:
    assert sizes(schedule="fixed", most=7, fixed_hands=3) == (7, 7, 7)


# covers: hands.fixed_hands=default
def test_a_fixed_schedule_is_ten_hands_unless_told() -> None:
    assert sizes(schedule="fixed", most=5) == (5,) * 10


# covers: hands.no_trump_hand=false
def test_without_a_no_trump_hand_a_card_is_always_left_to_turn() -> None:
    terms = oh_hell_terms(oh_hell_rules(players={"count": 4}))
    top = terms.sizes.index(max(terms.sizes)) + 1
    hands, turned = shuffle_and_deal(terms, random.Random(3), 0, top)
    assert [len(hand) for hand in hands] == [12] * 4 and len(turned) == 1


def test_the_hand_number_past_the_schedule_starts_it_again() -> None:
    terms = oh_hell_terms(oh_hell_rules(hands={"schedule": "up", "most": 3}, match={"target": 50}))
    assert [terms.hand_size(number) for number in range(1, 8)] == [1, 2, 3, 1, 2, 3, 1]
