"""`scoring.failed_nil_tricks`: what a failed nil bidder's tricks count for. Seat 1 bids nil
and takes 2 tricks; partner seat 3 bids 4 and takes 3 in every test here."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(failed_nil_tricks: str) -> SideScore:
    rules = spades_rules(scoring={"failed_nil_tricks": failed_nil_tricks})
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("nil", "3", "4", "3")), (2, 3, 3, 5))
    return score_hand(rules, tally, bags_before=(0, 0)).sides[0]


# covers: scoring.failed_nil_tricks=bags
def test_failed_nil_tricks_as_bags_leave_the_partner_set_and_add_2_bags() -> None:
    side = score("bags")
    # nil -100, contract 4 taking 3: -40, two nil tricks at a point each: +2
    assert (side.points, side.made, side.bags) == (-138, False, 2)


# covers: scoring.failed_nil_tricks=partner_contract
def test_failed_nil_tricks_toward_the_partner_contract_make_it_with_one_bag() -> None:
    side = score("partner_contract")
    # nil -100, contract 4 taking 3 + 2 = 5: +40 + 1
    assert (side.points, side.made, side.tricks, side.bags) == (-59, True, 5, 1)


# covers: scoring.failed_nil_tricks=ignored
def test_ignored_failed_nil_tricks_count_for_nothing() -> None:
    side = score("ignored")
    assert (side.points, side.made, side.bags) == (-140, False, 0)


# covers: scoring.failed_nil_tricks=bags_without_points
def test_failed_nil_tricks_as_bags_without_points_add_2_bags_and_no_point() -> None:
    side = score("bags_without_points")
    # "A bag by itself has no value": nil -100, contract 4 taking 3: -40, two bags at 0 each
    assert (side.points, side.made, side.bags) == (-140, False, 2)
