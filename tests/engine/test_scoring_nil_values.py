"""The values of nil and blind nil (`bidding.nil.success/failure`,
`bidding.blind_nil.success/failure`). Seat 1 bids (blind) nil; partner seat 3 bids 4 and
takes 5 (+41) when the nil is made, or 4 (+40) when the nil takes one trick (a bag, +1)."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules

MADE = (0, 4, 5, 4)
FAILED = (1, 4, 4, 4)


def score(bid: str, tricks: tuple[int, ...], **bidding: object) -> SideScore:
    rules = spades_rules(bidding=bidding)
    tally = SpadesTally(tuple(Bid.parse(text) for text in (bid, "4", "4", "5")), tricks)
    return score_hand(rules, tally, bags_before=(0, 0)).sides[0]


# covers: bidding.nil.success=default
def test_a_made_nil_scores_100_plus_the_partner_41() -> None:
    side = score("nil", MADE)
    assert side.points == 141
    assert side.nils[0].made and side.nils[0].points == 100


# covers: bidding.nil.success=other
def test_a_made_nil_worth_50_scores_50_plus_the_partner_41() -> None:
    assert score("nil", MADE, nil={"success": 50}).points == 91


# covers: bidding.nil.failure=default
def test_a_failed_nil_loses_100_plus_the_partner_40_and_a_bag() -> None:
    assert score("nil", FAILED).points == -59


# covers: bidding.nil.failure=other
def test_a_failed_nil_costing_50_scores_minus_9() -> None:
    assert score("nil", FAILED, nil={"failure": -50}).points == -9


# covers: bidding.blind_nil.success=default
def test_a_made_blind_nil_scores_200_plus_the_partner_41() -> None:
    assert score("blind nil", MADE).points == 241


# covers: bidding.blind_nil.success=other
def test_a_made_blind_nil_worth_150_scores_191() -> None:
    assert score("blind nil", MADE, blind_nil={"success": 150}).points == 191


# covers: bidding.blind_nil.failure=default
def test_a_failed_blind_nil_loses_200_plus_the_partner_40_and_a_bag() -> None:
    assert score("blind nil", FAILED).points == -159


# covers: bidding.blind_nil.failure=other
def test_a_failed_blind_nil_costing_150_scores_minus_109() -> None:
    assert score("blind nil", FAILED, blind_nil={"failure": -150}).points == -109
