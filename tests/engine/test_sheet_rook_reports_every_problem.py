"""A Rook sheet with problems is refused with every problem at once, each with its hand and
field; a hand's problems do not stop the later hands from being checked."""

import pytest

from engine.sheet import SheetError, score_sheet
from tests.engine.rook_helpers import rook_rules


def test_every_problem_of_every_hand_is_listed_with_its_hand_and_field() -> None:
    sheet = {
        "notes": "Friday, table 3",
        "hands": [
            {"bidder": 5, "bid": 67, "trump": "X", "points": [70, 70], "tricks": [1]},
            {"bidder": 2, "bid": "85", "points": [150, -10]},
            "70 to Ann",
            {"dealer": 9, "bid": 90, "points": [80, 60], "discarded": "5"},
        ],
    }
    with pytest.raises(SheetError) as refused:
        score_sheet(rook_rules(), sheet)
    assert [(problem.hand, problem.field) for problem in refused.value.problems] == [
        (1, "tricks"),
        (1, "bidder"),
        (1, "bid"),
        (1, "trump"),
        (2, "bid"),
        (2, "points[1]"),
        (2, "points[2]"),
        (3, "hand"),
        (4, "dealer"),
        (4, "bidder"),
        (4, "discarded"),
    ]
    text = str(refused.value)
    assert text.startswith("11 problems in the score sheet:\n  hand 1, tricks: unknown field")
    assert "hand 4, dealer: 9 is not a seat: write a number from 1 to 4" in text


def test_a_sheet_that_is_not_a_sheet_is_one_problem() -> None:
    for sheet, message in [
        ("[1, 2", "sheet: not valid JSON"),
        ([], 'sheet: a sheet is an object with "hands"'),
        ({"hands": []}, "hands: a list of at least one hand is needed"),
        ({"format": "houserules-sheet/2", "hands": [{}]}, "format: expected"),
    ]:
        with pytest.raises(SheetError) as refused:
            score_sheet(rook_rules(), sheet)
        assert message in str(refused.value)


def test_a_spades_hand_on_a_rook_sheet_names_the_rook_fields() -> None:
    hand = {"bids": ["4", "nil", "3", "5"], "tricks": [5, 1, 4, 3]}
    with pytest.raises(SheetError) as refused:
        score_sheet(rook_rules(), {"hands": [hand]})
    assert [str(problem) for problem in refused.value.problems] == [
        "hand 1, bids: unknown field (expected dealer, bidder, bid, trump, points, last_trick,"
        " discarded, reneges)",
        "hand 1, tricks: unknown field (expected dealer, bidder, bid, trump, points, last_trick,"
        " discarded, reneges)",
        "hand 1, bidder: the seat that won the auction is needed",
        "hand 1, bid: the winning bid is needed",
        "hand 1, points: a list of 2 numbers is needed: the points each side took",
    ]
