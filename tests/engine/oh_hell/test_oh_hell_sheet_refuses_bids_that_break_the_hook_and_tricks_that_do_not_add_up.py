"""A score sheet whose bids break the hook, or whose tricks do not add up to the cards in the
hand, is refused in the club's words, each problem at its hand and field; every problem of
the sheet is reported at once."""

import pytest

import rulesets
from engine.core.sheet_input import SheetError
from engine.games import family_for


def problems(hands: list[dict[str, object]], name: str = "oh-hell") -> list[str]:
    rules = rulesets.library(name)
    with pytest.raises(SheetError) as refused:
        family_for(rules).score_sheet(rules, {"format": "houserules-sheet/1", "hands": hands})
    return [f"hand {p.hand}, {p.field}: {p.message}" for p in refused.value.problems]


def test_the_dealers_bid_that_adds_up_is_refused() -> None:
    found = problems(
        [
            {"bids": [0, 0, 0, 0], "tricks": [0, 0, 0, 1]},
            {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 1]},
        ]
    )
    # Hand 2 is dealt by seat 2, who bid last.
    assert found == [
        "hand 2, bids[2]: the dealer (seat 2) may not bid 0: the last bid may not bring the"
        " total to the 2 tricks (bidding.hook)"
    ]


def test_tricks_that_do_not_add_up_are_refused() -> None:
    found = problems([{"bids": [1, 0, 0, 1], "tricks": [1, 0, 1, 0]}])
    assert found == ["hand 1, tricks: the tricks add up to 2; a hand of 1 card has 1 trick"]


def test_every_problem_is_reported_with_its_place() -> None:
    found = problems([{"cards": 2, "bids": [3, 0, 0], "tricks": [1, 0, 0, 0, 0]}])
    assert found == [
        "hand 1, bids: one number per player: 4, not 3",
        "hand 1, tricks: one number per player: 4, not 5",
    ]
    found = problems([{"cards": 2, "bids": [3, 0, 0, 0], "tricks": [1, 0, 0, 0]}])
    assert found == [
        "hand 1, cards: hand 1 of the schedule deals 1 card, not 2",
        "hand 1, bids[1]: a bid of 3 in a hand of 1 card",
    ]


def test_without_the_hook_the_bids_may_add_up() -> None:
    rules = rulesets.load("format: houserules/1\ngame: oh_hell\nbidding:\n  hook: false\n")
    sheet = {"hands": [{"bids": [1, 0, 0, 0], "tricks": [1, 0, 0, 0]}]}
    assert family_for(rules).score_sheet(rules, sheet).standing.scores == (11, 10, 10, 10)
