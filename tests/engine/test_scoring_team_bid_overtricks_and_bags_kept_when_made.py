"""`bidding.blind_six.overtricks`, `bidding.ten_for_two_hundred.overtricks` (a made team bid
also scores its overtricks) and `scoring.bags.kept` (a set side gains no bags). Side 1 is
seats 1 and 3."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def team(bid: str, side_tricks: int, **bidding: object) -> SideScore:
    rules = spades_rules(bidding=bidding)
    partner = None if bid.startswith("team blind") else Bid.parse("2")
    bids = (Bid.parse(bid), Bid.parse("3"), partner, Bid.parse("3"))
    other = 13 - side_tricks
    tricks = (side_tricks - 1, other // 2, 1, other - other // 2)
    return score_hand(rules, SpadesTally(bids, tricks), bags_before=(0, 0)).sides[0]


# covers: bidding.ten_for_two_hundred.overtricks=false
def test_10_for_200_with_11_tricks_scores_200_and_a_bag_worth_nothing() -> None:
    side = team("team 10", 11, ten_for_two_hundred={"allowed": "any_hand"})
    assert (side.points, side.bags) == (200, 1)


# covers: bidding.ten_for_two_hundred.overtricks=true
def test_a_team_bid_with_overtrick_points_scores_10_for_200_and_1_per_bag() -> None:
    # Issue 38's list: "a team bid that also earns overtrick points". 11 tricks: 200 + 1.
    bid = {"allowed": "any_hand", "overtricks": True}
    side = team("team 10", 11, ten_for_two_hundred=bid)
    assert (side.points, side.bags) == (201, 1)
    assert team("team 10", 9, ten_for_two_hundred=bid).points == -200


# covers: bidding.blind_six.overtricks=false
# covers: bidding.blind_six.overtricks=true
def test_blind_6_at_least_earns_overtricks_only_when_it_says_so() -> None:
    plain = {"allowed": "any_hand", "must_take": "at_least"}
    assert team("team blind 6", 8, blind_six=plain).points == 120
    assert team("team blind 6", 8, blind_six={**plain, "overtricks": True}).points == 122


def failed_nil(kept: str) -> SideScore:
    # Seat 1 bids nil and takes 2; seat 3 bids 5 and takes 2: the side is set.
    rules = spades_rules(scoring={"bags": {"kept": kept}})
    bids = tuple(Bid.parse(bid) for bid in ("nil", "4", "5", "3"))
    tally = SpadesTally(bids, (2, 5, 2, 4))
    return score_hand(rules, tally, bags_before=(9, 0)).sides[0]


# covers: scoring.bags.kept=always
def test_a_set_side_keeps_its_failed_nils_bags_and_pays_the_penalty() -> None:
    # Seed 000's rule: a failed nil's tricks are bags. 9 + 2 = 11: -100, one bag carried.
    side = failed_nil("always")
    assert (side.bags, side.bag_penalties, side.bags_after) == (2, 1, 1)
    assert side.points == -100 - 50 + 2 - 100


# covers: scoring.bags.kept=when_made
def test_bags_kept_only_when_the_contract_is_made() -> None:
    # Issue 38's list: "bags that a side keeps only when it made its contract".
    side = failed_nil("when_made")
    assert (side.bags, side.bag_penalties, side.bags_after) == (0, 0, 9)
    assert side.points == -100 - 50 + 2
