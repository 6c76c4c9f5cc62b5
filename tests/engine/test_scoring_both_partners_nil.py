"""`bidding.nil.both_partners`, its scoring half: two nils on one side scored separately or
as one bid. Seats 1 and 3 both bid nil; the opponents bid 6 each."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(both_partners: str, tricks: tuple[int, ...]) -> SideScore:
    rules = spades_rules(bidding={"nil": {"both_partners": both_partners}})
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("nil", "6", "nil", "6")), tricks)
    return score_hand(rules, tally, bags_before=(0, 0)).sides[0]


# covers: bidding.nil.both_partners=separately
def test_separate_nils_one_made_one_failed_by_a_trick_score_100_minus_100_plus_a_bag() -> None:
    side = score("separately", (0, 6, 1, 6))
    assert [nil.made for nil in side.nils] == [True, False]
    assert (side.points, side.contract, side.bags) == (1, None, 1)


# covers: bidding.nil.both_partners=together
def test_nils_together_fail_as_one_when_either_partner_takes_a_trick() -> None:
    side = score("together", (0, 6, 1, 6))
    assert [nil.made for nil in side.nils] == [False, False]
    assert (side.points, side.bags) == (-199, 1)


def test_nils_together_score_twice_the_nil_when_neither_partner_takes_a_trick() -> None:
    assert score("together", (0, 7, 0, 6)).points == 200
