"""A score sheet under `bidding.partnership: hint` writes the side's binding number under the
partner who named it and nothing (null) under the one who hinted: a hint is table talk the
sheet does not keep. Under `bidding.raise_round` it writes each bid as raised."""

import pytest

from engine.core.sheet_input import SheetError
from engine.sheet import score_sheet
from tests.factories import spades_rules

RULES = spades_rules(bidding={"partnership": "hint", "raise_round": True})


def sheet(bids: list[str | None]) -> dict:
    # Seat 1 deals: seats 2 and 3 bid first (they hint), seats 4 and 1 name the numbers.
    hand = {"dealer": 1, "bids": bids, "tricks": [3, 4, 2, 4]}
    return {"format": "houserules-sheet/1", "hands": [hand]}


def test_the_binding_numbers_alone_are_scored() -> None:
    # Seats 1 and 3 contracted for 5 and took 3 + 2: 50. Seats 2 and 4 for 6 (a raise
    # from 5 written as 6) and took 8: 60 and 2 bags.
    result = score_sheet(RULES, sheet(["5", None, None, "6"]))
    assert result.standing.scores == (50, 62)
    assert result.standing.bags == (0, 2)


def test_a_number_under_the_partner_who_hinted_is_refused() -> None:
    with pytest.raises(SheetError) as refused:
        score_sheet(RULES, sheet(["5", "3", None, "6"]))
    assert "bids[2]" in str(refused.value)
    assert "bidding.partnership: hint" in str(refused.value)
