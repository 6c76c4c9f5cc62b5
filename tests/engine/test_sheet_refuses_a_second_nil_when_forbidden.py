"""Under `bidding.nil.both_partners: forbidden` a sheet may not record two nils on a side;
the second in bidding order is the one refused."""

import pytest

from engine.sheet import SheetError, score_sheet
from tests.factories import spades_rules


# covers: bidding.nil.both_partners=forbidden
def test_the_second_nil_of_a_side_is_refused_with_its_rule() -> None:
    rules = spades_rules(bidding={"nil": {"both_partners": "forbidden"}})
    # Seat 1 deals: seat 2 bids nil first, then seat 4's nil is refused.
    sheet = {"hands": [{"bids": ["7", "nil", "5", "nil"], "tricks": [7, 0, 6, 0]}]}
    with pytest.raises(SheetError) as raised:
        score_sheet(rules, sheet)
    (problem,) = raised.value.problems
    assert problem.field == "bids[4]"
    assert "bidding.nil.both_partners" in problem.message
