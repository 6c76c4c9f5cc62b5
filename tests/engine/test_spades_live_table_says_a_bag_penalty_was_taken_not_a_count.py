"""A live Spades table's line for a finished hand says the bag penalty was taken (its points
are in the side's score), never a bare count that reads as points: under the classic rules a
side that bid 6, took 7 and reached 10 bags scores 61 - 100 = -39."""

from engine.games.spades.family import FAMILY
from tests.engine.bot_helpers import library


def _line(*sides: dict[str, object]) -> tuple[str, ...]:
    facts = FAMILY.table(library("classic"))
    return facts.hand_line({"score": {"sides": list(sides)}})


def test_a_side_that_reaches_the_bag_limit_reads_the_penalty_in_words() -> None:
    over = {"contract": 6, "tricks": 7, "made": True, "points": -39, "bags": 1,
            "bag_penalties": 1}  # fmt: skip
    under = {"contract": 5, "tricks": 6, "made": True, "points": 51, "bags": 1,
             "bag_penalties": 0}  # fmt: skip
    assert _line(over, under) == (
        "bid 6, took 7: -39 (1 bag, the bag penalty)",
        "bid 5, took 6: +51 (1 bag)",
    )


def test_a_penalty_taken_twice_in_one_hand_says_how_often() -> None:
    side = {"contract": 3, "tricks": 13, "made": True, "points": -170, "bags": 10,
            "bag_penalties": 2}  # fmt: skip
    assert _line(side) == ("bid 3, took 13: -170 (10 bags, the bag penalty 2 times)",)


def test_a_hand_without_bags_has_no_aside() -> None:
    side = {"contract": 4, "tricks": 4, "made": True, "points": 40, "bags": 0,
            "bag_penalties": 0}  # fmt: skip
    assert _line(side) == ("bid 4, took 4: +40",)
