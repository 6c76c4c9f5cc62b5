"""A Rook sheet's points must be points a hand can have: each side's within reach, all of
them adding up to every point in a hand (less any discards out of play), the discards where
the rules put them, and the last trick named when it earns a bonus."""

import pytest

from engine.sheet import SheetError, score_sheet
from rulesets.rook import RookRules
from tests.engine.rook_helpers import rook_rules

OUT_OF_PLAY = (
    "; counters the declarer discarded are out of play (scoring.discarded_counters: nobody):"
    " write their points as discarded"
)


def problems(rules: RookRules, **hand: object) -> list[tuple[str, str]]:
    with pytest.raises(SheetError) as refused:
        score_sheet(rules, {"hands": [{"bidder": 1, "bid": 70, **hand}]})
    return [(problem.field, problem.message) for problem in refused.value.problems]


def test_points_over_the_140_in_a_hand_are_refused() -> None:
    assert problems(rook_rules(), points=[80, 70]) == [
        ("points", "the points add up to 150, not the 140 points in a hand")
    ]


def test_points_short_of_140_ask_for_the_discards_out_of_play() -> None:
    assert problems(rook_rules(), points=[80, 50]) == [
        ("points", "the points add up to 130, not the 140 points in a hand" + OUT_OF_PLAY)
    ]


def test_points_and_discards_that_do_not_make_140_are_refused() -> None:
    assert problems(rook_rules(), points=[80, 50], discarded=5) == [
        (
            "points",
            "the points add up to 130, not 135: the 140 points in a hand less the 5 discarded"
            + OUT_OF_PLAY,
        )
    ]


def test_a_side_cannot_take_more_than_every_point_or_less_than_none() -> None:
    assert problems(rook_rules(), points=[150, -10]) == [
        ("points[1]", "side 1 cannot take 150 points: a side takes from 0 to 140 in a hand"),
        ("points[2]", "side 2 cannot take -10 points: a side takes from 0 to 140 in a hand"),
    ]


def test_negative_counters_let_a_side_take_less_than_nothing() -> None:
    # 120 in fives, tens and aces, less 20 for the Rook: 100 in a hand.
    rules = rook_rules(
        "scoring: {counters: {'5': 5, '10': 10, A: 15, rook: -20}}\nauction: {maximum: 100}\n"
    )
    score = score_sheet(rules, {"hands": [{"bidder": 2, "bid": 70, "points": [-20, 120]}]})
    assert score.hands[0].score.points == (-20, 120)


@pytest.mark.parametrize("discards_to", ["declarer", "last_trick"])
def test_discards_credited_to_a_side_are_not_written_apart(discards_to: str) -> None:
    rules = rook_rules(f"scoring: {{discarded_counters: {discards_to}}}\n")
    [(field, message)] = problems(rules, points=[80, 45], discarded=15)
    assert field == "discarded"
    assert f"(scoring.discarded_counters: {discards_to}): count them in its points" in message


def test_a_last_trick_bonus_needs_the_seat_that_took_the_last_trick() -> None:
    rules = rook_rules("scoring: {last_trick_bonus: 20}\n")
    assert problems(rules, points=[100, 60]) == [
        (
            "last_trick",
            "the last trick earns 20 points (scoring.last_trick_bonus): write the seat that"
            " took it",
        )
    ]


def test_the_side_that_took_the_last_trick_has_at_least_its_bonus() -> None:
    rules = rook_rules("scoring: {last_trick_bonus: 20}\n")
    assert problems(rules, points=[150, 10], last_trick=2) == [
        (
            "points[2]",
            "side 2 took the last trick, worth 20 (scoring.last_trick_bonus): its points"
            " include that, so they are at least 20",
        )
    ]


def test_points_must_be_one_whole_number_per_side() -> None:
    needed = ("points", "a list of 2 numbers is needed: the points each side took")
    assert problems(rook_rules(), points=[140]) == [needed]
    assert problems(rook_rules()) == [needed]
    assert problems(rook_rules(), points=[70.5, 69.5]) == [
        ("points", "each side's points are a whole number")
    ]


def test_the_last_trick_and_the_bidder_must_be_seats() -> None:
    found = problems(rook_rules(), bidder=0, points=[70, 70], last_trick="4")
    assert found == [
        ("bidder", "0 is not a seat: write a number from 1 to 4"),
        ("last_trick", "'4' is not a seat: write a number from 1 to 4"),
    ]
