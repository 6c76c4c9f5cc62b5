"""A sheet with mistakes raises `SheetError` listing every problem with its hand and field."""

from pathlib import Path

import pytest

import rulesets
from engine.core.errors import EngineError
from engine.sheet import SheetError, SheetProblem, score_sheet

LIBRARY = Path(rulesets.__file__).parent / "library"


def problems_of(sheet: object) -> list[SheetProblem]:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    with pytest.raises(SheetError) as raised:
        score_sheet(rules, sheet)  # type: ignore[arg-type]
    assert isinstance(raised.value, EngineError)
    return list(raised.value.problems)


def test_every_problem_of_every_hand_is_listed_with_its_hand_and_field() -> None:
    found = problems_of(
        {
            "hands": [
                {"dealer": 5, "bids": ["4", "nill", "3"], "tricks": [5, 1, 4, 2]},
                {"bids": ["4", "3", "3", "3"], "tricks": [5, 1, 4], "tricks_won": 1},
            ]
        }
    )
    assert [(problem.hand, problem.field) for problem in found] == [
        (1, "dealer"),
        (1, "bids"),
        (1, "tricks"),
        (2, "tricks_won"),
        (2, "tricks"),
    ]
    assert "add up to 12, not the 13" in found[2].message


def test_a_misspelt_bid_names_its_seat() -> None:
    found = problems_of({"hands": [{"bids": ["4", "nill", "3", "3"], "tricks": [5, 1, 4, 3]}]})
    assert [(p.hand, p.field) for p in found] == [(1, "bids[2]")]
    assert "'nill' is not a bid" in found[0].message


def test_a_bid_the_rules_do_not_allow_is_named_with_its_rule() -> None:
    found = problems_of({"hands": [{"bids": ["4", "blind nil", "3", "5"], "tricks": [5, 0, 4, 4]}]})
    assert found[0].field == "bids[2]"
    assert "bidding.blind_nil.allowed: never" in found[0].message


def test_a_bid_out_of_range_is_refused() -> None:
    found = problems_of({"hands": [{"bids": ["14", "3", "3", "3"], "tricks": [4, 3, 3, 3]}]})
    assert found[0].field == "bids[1]"


def test_a_sheet_without_hands_or_with_unknown_fields_is_refused() -> None:
    assert [p.field for p in problems_of({"hand": []})] == ["hand", "hands"]
    assert [p.field for p in problems_of("{not json")] == ["sheet"]


def test_the_error_message_lists_each_problem_on_its_own_line() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    with pytest.raises(SheetError, match=r"2 problems in the score sheet:\n  hand 1, tricks"):
        score_sheet(rules, {"hands": [{"bids": ["4", "3", "3", "3"], "tricks": [1]}, 7]})
