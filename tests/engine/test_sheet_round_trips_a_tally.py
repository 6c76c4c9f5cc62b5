"""`sheet_hand_from_tally` writes a tally as a sheet hand and `tally_from_sheet_hand` reads
it back unchanged, so a card-level hand and its sheet score the same."""

from pathlib import Path

import rulesets
from engine.core.actions import Bid
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.scoring import score_hand
from engine.games.spades.sheet import sheet_hand_from_tally, tally_from_sheet_hand
from engine.games.spades.tally import SpadesTally

LIBRARY = Path(rulesets.__file__).parent / "library"


def test_a_tally_with_a_renege_survives_the_round_trip_and_scores_the_same() -> None:
    rules = rulesets.load_file(LIBRARY / "classic.yaml")
    tally = SpadesTally(
        tuple(Bid.parse(bid) for bid in ("nil", "4", "3", "5")),
        (0, 5, 4, 4),
        (RenegeCall(1, 0, Caught.AFTER_GATHERED, 9),),
    )
    hand = sheet_hand_from_tally(tally, dealer=2)
    assert hand == {
        "dealer": 3,
        "bids": ["nil", "4", "3", "5"],
        "tricks": [0, 5, 4, 4],
        "reneges": [{"offender": 2, "claimant": 1, "caught": "after_gathered", "trick": 9}],
    }
    back = tally_from_sheet_hand(rules, hand, number=2)
    assert back == tally
    assert score_hand(rules, back, (0, 0)) == score_hand(rules, tally, (0, 0))
