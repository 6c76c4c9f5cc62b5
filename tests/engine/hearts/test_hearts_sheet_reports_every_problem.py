"""A Hearts score sheet with mistakes: every problem is listed, with its hand and field."""

import pytest

from engine.core.sheet import SheetError
from engine.games.hearts.sheet import score_hearts_sheet
from tests.engine.hearts.hearts_helpers import hearts_rules, library_hearts


def problems(sheet: object, rules: object = None) -> list[tuple[int | None, str]]:
    with pytest.raises(SheetError) as caught:
        score_hearts_sheet(rules or library_hearts("omnibus-hearts"), sheet)  # type: ignore[arg-type]
    return [(problem.hand, problem.field) for problem in caught.value.problems]


def test_every_problem_of_every_hand_is_listed() -> None:
    sheet = {
        "hands": [
            {"points": [1, 2, 3, 4]},
            {"points": [26, 0, 0, 0], "jack_of_diamonds": 9, "moon_choice": "others_add"},
            {"cards": [["QS"], [], [], ["XX"]], "jack_of_diamonds": 1},
            {"points": [0, 0, 26, 0], "bogus": 2},
        ]
    }

    assert problems(sheet) == [
        (1, "points"),
        (1, "jack_of_diamonds"),
        (2, "jack_of_diamonds"),
        (2, "moon_choice"),
        (3, "jack_of_diamonds"),
        (3, "cards[4][1]"),
        (3, "cards"),
        (4, "bogus"),
    ]


def test_the_points_must_add_up_to_every_penalty_point() -> None:
    with pytest.raises(SheetError, match="add up to 25; the penalty cards hold 26"):
        score_hearts_sheet(library_hearts("hearts"), {"hands": [{"points": [0, 12, 13, 0]}]})


def test_a_hand_written_both_ways_is_refused() -> None:
    sheet = {"hands": [{"points": [26, 0, 0, 0], "cards": [[], [], [], []]}]}

    assert problems(sheet, library_hearts("hearts")) == [(1, "points")]


def test_a_hand_written_neither_way_asks_for_the_points_or_the_cards() -> None:
    with pytest.raises(SheetError, match="write the points each seat took, or the cards") as caught:
        score_hearts_sheet(library_hearts("hearts"), {"hands": [{}]})

    assert "not both" not in str(caught.value)


def test_a_sheet_that_is_not_json_says_so() -> None:
    assert problems("{not json", library_hearts("hearts")) == [(None, "sheet")]


def test_cards_score_the_same_as_points() -> None:
    cards = [
        ["QS", "2H"],
        ["3H", "4H", "5H", "6H", "7H", "8H", "9H"],
        ["10H", "JH", "QH"],
        ["KH", "AH"],
    ]
    by_cards = score_hearts_sheet(library_hearts("hearts"), {"hands": [{"cards": cards}]})
    by_points = score_hearts_sheet(library_hearts("hearts"), {"hands": [{"points": [14, 7, 3, 2]}]})

    assert by_cards.standing == by_points.standing


def test_the_sun_is_written_down_and_checked() -> None:
    rules = hearts_rules(scoring={"sun": 52})
    result = score_hearts_sheet(rules, {"hands": [{"points": [0, 26, 0, 0], "sun": 2}]})

    assert result.standing.scores == (52, 0, 52, 52)
    assert problems({"hands": [{"points": [0, 26, 0, 0], "sun": 1}]}, rules) == [(1, "sun")]
