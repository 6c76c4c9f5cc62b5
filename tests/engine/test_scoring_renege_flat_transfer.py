"""`reneges.flat_transfer` in Spades: a renege that stands ends the hand and, whatever the
bids, the offending side scores minus N and every other side plus N for each renege; nothing
else is scored for the hand.

Source: issue 13's survey of Spades renege rules ("a flat transfer (offender -N, the other side
+N, whatever the bid)"); the same rule as the Breckinridge County Fair Rook tournament rules
13 and 14 ("they are automatically set 100 points. The opposing team gets 100 points"). Seats
1 and 3 are side 1, seats 2 and 4 side 2.
"""

from engine.core.actions import Bid
from engine.core.reneges import Caught, RenegeCall
from engine.games.spades.scoring import HandScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(flat: int | None, calls: tuple[RenegeCall, ...], bids: tuple[str, ...]) -> HandScore:
    reneges = {"enforcement": "honour", "flat_transfer": flat}
    rules = spades_rules(reneges=reneges)
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in bids), (3, 2, 2, 1), reneges=calls)
    return score_hand(rules, tally, bags_before=(3, 7))


def call(offender: int, claimant: int) -> RenegeCall:
    return RenegeCall(offender, claimant, Caught.AFTER_GATHERED, 4)


# covers: reneges.flat_transfer=other
def test_the_offenders_score_minus_100_and_the_other_side_plus_100_whatever_the_bids() -> None:
    assert score(100, (call(1, 0),), ("4", "3", "3", "3")).points == (100, -100)
    assert score(100, (call(1, 0),), ("2", "nil", "2", "9")).points == (100, -100)


def test_no_nil_contract_or_bag_counts_beside_the_transfer() -> None:
    hand = score(100, (call(0, 1),), ("nil", "3", "5", "3"))
    assert hand.points == (-100, 100)
    assert hand.sides[0].nils == () and hand.bags_after == (3, 7)


def test_each_renege_that_stands_transfers_again() -> None:
    assert score(50, (call(1, 0), call(3, 2)), ("4", "3", "3", "3")).points == (100, -100)
    assert score(50, (call(1, 0), call(2, 3)), ("4", "3", "3", "3")).points == (0, 0)


# covers: reneges.flat_transfer=null
def test_without_a_flat_transfer_offender_set_scores_the_bids() -> None:
    assert score(None, (call(1, 0),), ("4", "3", "3", "3")).points == (70, -60)
