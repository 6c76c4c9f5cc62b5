"""The team bids' values and what counts as made: `bidding.blind_six.*` and
`bidding.ten_for_two_hundred.*` (`tricks`, `must_take`, `success`, `failure`). A team bid
replaces its side's other bids; every trick of the side counts toward it."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(bid: str, side_tricks: int, **bidding: object) -> SideScore:
    rules = spades_rules(bidding=bidding)
    partner = None if bid.startswith("team blind") else Bid.parse("2")
    bids = (Bid.parse(bid), Bid.parse("3"), partner, Bid.parse("3"))
    other = 13 - side_tricks
    tricks = (side_tricks - 1, other // 2, 1, other - other // 2)
    return score_hand(rules, SpadesTally(bids, tricks), bags_before=(0, 0)).sides[0]


# covers: bidding.blind_six.tricks=default
# covers: bidding.blind_six.must_take=exactly
# covers: bidding.blind_six.success=default
def test_blind_6_with_exactly_6_tricks_scores_120() -> None:
    side = score("team blind 6", 6)
    assert (side.points, side.contract, side.made, side.bags) == (120, 6, True, 0)


# covers: bidding.blind_six.failure=default
def test_blind_6_with_7_tricks_loses_120() -> None:
    assert score("team blind 6", 7).points == -120


# covers: bidding.blind_six.tricks=other
def test_blind_5_with_exactly_5_tricks_scores_120() -> None:
    assert score("team blind 5", 5, blind_six={"tricks": 5}).points == 120


# covers: bidding.blind_six.must_take=at_least
def test_blind_6_at_least_with_7_tricks_scores_120_and_a_bag() -> None:
    side = score("team blind 6", 7, blind_six={"must_take": "at_least"})
    assert (side.points, side.bags) == (120, 1)


# covers: bidding.blind_six.success=other
def test_blind_6_worth_150_scores_150() -> None:
    assert score("team blind 6", 6, blind_six={"success": 150}).points == 150


# covers: bidding.blind_six.failure=other
def test_blind_6_costing_150_loses_150() -> None:
    assert score("team blind 6", 5, blind_six={"failure": -150}).points == -150


# covers: bidding.ten_for_two_hundred.tricks=default
# covers: bidding.ten_for_two_hundred.must_take=at_least
# covers: bidding.ten_for_two_hundred.success=default
def test_ten_for_200_with_11_tricks_scores_200_and_one_bag_but_no_overtrick_point() -> None:
    side = score("team 10", 11)
    assert (side.points, side.contract, side.bags) == (200, 10, 1)


# covers: bidding.ten_for_two_hundred.failure=default
def test_ten_for_200_with_9_tricks_loses_200() -> None:
    assert score("team 10", 9).points == -200


# covers: bidding.ten_for_two_hundred.tricks=other
def test_nine_for_200_with_9_tricks_scores_200() -> None:
    assert score("team 9", 9, ten_for_two_hundred={"tricks": 9}).points == 200


# covers: bidding.ten_for_two_hundred.must_take=exactly
def test_ten_for_200_exactly_with_11_tricks_loses_200() -> None:
    assert score("team 10", 11, ten_for_two_hundred={"must_take": "exactly"}).points == -200


# covers: bidding.ten_for_two_hundred.success=other
def test_ten_for_250_scores_250() -> None:
    assert score("team 10", 10, ten_for_two_hundred={"success": 250}).points == 250


# covers: bidding.ten_for_two_hundred.failure=other
def test_ten_for_200_costing_100_loses_100() -> None:
    assert score("team 10", 8, ten_for_two_hundred={"failure": -100}).points == -100


def test_a_team_bid_replaces_the_partners_nil() -> None:
    rules = spades_rules()
    bids = (Bid.parse("team 10"), Bid.parse("1"), Bid.parse("nil"), Bid.parse("1"))
    side = score_hand(rules, SpadesTally(bids, (7, 1, 3, 2)), bags_before=(0, 0)).sides[0]
    assert (side.points, side.nils) == (200, ())
