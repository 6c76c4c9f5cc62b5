"""A renege as a flat transfer (`reneges.flat_transfer`): whatever the bid, the offending side
scores minus N and the other side plus N.

Source: the Breckinridge County Fair Rook tournament rules (breckinridgecountyfair.com/rook),
rules 13 and 14: "If the bidding team reneges ... they are automatically set 100 points. The
opposing team gets 100 points. If the non-bidding team reneges, the bidder automatically
makes 100 points. Non-bidding team loses 100 points." Seats 0 and 2 are side 0, seats 1 and
3 side 1; seat 0 declared.
"""

from engine.core.reneges import Caught, RenegeCall
from engine.games.rook.scoring import RookTally, score_rook_hand
from tests.engine.rook_helpers import rook_rules

FLAT = "reneges: {enforcement: honour, flat_transfer: 100}\n"
SET = "reneges: {enforcement: honour}\n"


def points(extra: str, offender: int, claimant: int, bid: int = 120) -> tuple[int, ...]:
    call = RenegeCall(offender, claimant, Caught.AFTER_GATHERED, 3)
    tally = RookTally(0, bid, (40, 20), (), None, (call,))
    return score_rook_hand(rook_rules(extra), tally).points


# covers: reneges.flat_transfer=other
def test_the_bidding_side_reneging_scores_minus_100_and_the_defenders_plus_100() -> None:
    # Seat 2 (the declarer's partner) reneges on a bid of 120: -100 and +100, not -120 and 0.
    assert points(FLAT, offender=2, claimant=1) == (-100, 100)


def test_the_defenders_reneging_score_minus_100_and_the_bidders_plus_100_whatever_the_bid() -> None:
    assert points(FLAT, offender=1, claimant=0, bid=120) == (100, -100)
    assert points(FLAT, offender=1, claimant=0, bid=70) == (100, -100)


# covers: reneges.flat_transfer=null
def test_without_a_flat_transfer_offender_set_scores_the_bid() -> None:
    # offender_set: the declarer's side is set (minus its bid of 120); defenders score 0.
    assert points(SET, offender=2, claimant=1) == (-120, 0)
    assert points(SET, offender=1, claimant=0) == (120, 0)


def test_each_renege_that_stands_transfers_again() -> None:
    calls = (
        RenegeCall(1, 0, Caught.AFTER_GATHERED, 2),
        RenegeCall(3, 2, Caught.AFTER_GATHERED, 5),
    )
    tally = RookTally(0, 120, (40, 20), (), None, calls)
    assert score_rook_hand(rook_rules(FLAT), tally).points == (200, -200)
