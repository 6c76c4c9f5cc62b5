"""Penalty cards on the first trick, and what a hand of nothing but penalty cards may do
(Pagat's Hearts page: no heart and no Q♠ on the first trick, unless a player has nothing
else)."""

from tests.engine.hearts.hearts_helpers import act, plays, tiny

OTHERS = {1: "2C 3C 4C", 3: "5C 6C 7C", 4: "8C 9C 10C"}
VOID = {**OTHERS, 2: "QS AH KH"}
"""Seat 2 holds no club and nothing but penalty cards."""


# covers: play.points_on_first_trick=false
def test_a_player_void_in_clubs_may_not_throw_a_heart_or_the_queen_on_trick_one() -> None:
    hand = tiny({**OTHERS, 2: "QS 2H 5D"})
    act(hand, "2C")

    assert plays(hand) == {"5D"}


# covers: play.points_on_first_trick=true
def test_with_points_allowed_a_void_player_may_throw_the_queen_on_trick_one() -> None:
    hand = tiny({**OTHERS, 2: "QS 2H 5D"}, play={"points_on_first_trick": True})
    act(hand, "2C")

    assert plays(hand) == {"QS", "2H", "5D"}


# covers: play.only_point_cards=any_point_card
def test_nothing_but_penalty_cards_may_play_any_of_them() -> None:
    hand = tiny(VOID)
    act(hand, "2C")

    assert plays(hand) == {"QS", "AH", "KH"}


# covers: play.only_point_cards=heart_not_queen
def test_nothing_but_penalty_cards_plays_a_heart_not_the_queen() -> None:
    hand = tiny(VOID, play={"only_point_cards": "heart_not_queen"})
    act(hand, "2C")

    assert plays(hand) == {"AH", "KH"}
