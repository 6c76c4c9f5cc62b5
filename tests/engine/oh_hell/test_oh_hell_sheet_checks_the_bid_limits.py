"""A score sheet is held to `bidding.limits` as a played hand is: a bid outside the numbers
a player may bid, or bids whose total the limit forbids, is refused at its place, in the
club's words, through the same check (`engine.core.bid_limits`)."""

import pytest

from engine.core.sheet_input import SheetError
from engine.games import family_for
from tests.engine.oh_hell.oh_hell_helpers import oh_hell_rules

UP = {"schedule": "up", "most": 5}


def problems(limits: dict[str, object], hands: list[dict[str, object]]) -> list[str]:
    rules = oh_hell_rules(hands=UP, bidding={"hook": False, "limits": limits})
    with pytest.raises(SheetError) as refused:
        family_for(rules).score_sheet(rules, {"format": "houserules-sheet/1", "hands": hands})
    return [f"hand {p.hand}, {p.field}: {p.message}" for p in refused.value.problems]


def test_a_forbidden_number_on_the_sheet_is_refused_at_its_seat() -> None:
    found = problems({"forbidden": [1]}, [{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}])
    assert found == [
        "hand 1, bids[2]: a bid of 1 is outside the limits: a bid is one of [0] (bidding.limits)"
    ]


def test_bids_past_a_total_of_at_most_are_the_dealers_to_answer_for() -> None:
    # Hand 2 (2 cards), dealt by seat 2: the bids add up to 3, past at most 2.
    hands = [
        {"bids": [0, 0, 0, 0], "tricks": [1, 0, 0, 0]},
        {"bids": [1, 1, 1, 0], "tricks": [1, 1, 0, 0]},
    ]
    found = problems({"total": "at_most"}, hands)
    assert found == [
        "hand 2, bids[2]: the dealer (seat 2) may not bid 1: the bids may add up to at most 2"
        " (bidding.limits.total)"
    ]


def test_a_sheet_within_the_limits_is_scored() -> None:
    rules = oh_hell_rules(hands=UP, bidding={"hook": False, "limits": {"total": "at_most"}})
    sheet = {
        "format": "houserules-sheet/1",
        "hands": [{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}],
    }
    result = family_for(rules).score_sheet(rules, sheet)
    assert result.standing.scores == (10, 11, 10, 10)
