"""`bidding.nil.near_target` on a score sheet: a side within that many points of the target
when the hand starts may not bid nil, and the sheet refuses such a bid at its place, as the
engine refuses it at a table. The standing comes from the sheet's earlier hands, or from its
`start` when the match was continued from paper."""

import rulesets
from engine.sheet import SheetError, score_sheet

NEAR_100 = rulesets.load(
    "format: houserules/1\ngame: spades\nbidding:\n  nil:\n    near_target: 100\n"
)
"""Target 500 (the default); a side with 400 or more may not bid nil."""

NIL_BY_SEAT_2 = {"bids": ["4", "nil", "4", "4"], "tricks": [4, 0, 5, 4]}
"""Seat 2 (side 2) bids nil."""


def _problems(sheet: dict[str, object]) -> list[tuple[int | None, str]]:
    try:
        score_sheet(NEAR_100, sheet)
    except SheetError as error:
        return [(problem.hand, problem.field) for problem in error.problems]
    return []


# covers: bidding.nil.near_target=other
def test_a_side_at_400_of_500_may_not_bid_nil_on_the_sheet() -> None:
    sheet = {"start": {"scores": [0, 400], "bags": [0, 0]}, "hands": [NIL_BY_SEAT_2]}
    assert _problems(sheet) == [(1, "bids[2]")]


def test_a_side_at_399_may_bid_nil_on_the_sheet() -> None:
    sheet = {"start": {"scores": [0, 399], "bags": [0, 0]}, "hands": [NIL_BY_SEAT_2]}
    assert _problems(sheet) == []


def test_without_a_start_the_score_is_zero_and_nil_is_open() -> None:
    assert _problems({"hands": [NIL_BY_SEAT_2]}) == []
