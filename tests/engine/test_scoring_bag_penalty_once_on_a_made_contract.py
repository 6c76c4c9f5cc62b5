"""`scoring.bags.charged`: the bag penalty each time the threshold is reached (the default),
or at most once a hand and only on a made contract, the count dropping by the threshold."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from tests.factories import spades_rules


def score(charged: str, bid: int, taken: int, bags_before: int) -> SideScore:
    # Side 1 (seats 1 and 3) bids `bid` between them and takes `taken`; side 2 bids 1 and 1.
    rules = spades_rules(scoring={"bags": {"charged": charged}})
    bids = (Bid.parse(str(bid - 1)), Bid.parse("1"), Bid.parse("1"), Bid.parse("1"))
    tricks = (taken - 1, (13 - taken) // 2, 1, 13 - taken - (13 - taken) // 2)
    return score_hand(rules, SpadesTally(bids, tricks), bags_before=(bags_before, 0)).sides[0]


# covers: scoring.bags.charged=each_threshold
def test_9_bags_and_2_more_on_a_made_contract_cost_100_and_leave_1() -> None:
    side = score("each_threshold", bid=4, taken=6, bags_before=9)
    # contract 4 made: 40 + 2 overtricks, 11 bags: -100, 1 left
    assert (side.points, side.bag_penalties, side.bags_after) == (-58, 1, 1)


# covers: scoring.bags.charged=once_on_made_contract
def test_once_on_a_made_contract_the_penalty_waits_for_a_made_contract() -> None:
    # 12 bags from earlier hands, and the side is set (bid 9, took 8): no penalty, they wait.
    set_side = score("once_on_made_contract", bid=9, taken=8, bags_before=12)
    assert (set_side.points, set_side.bag_penalties, set_side.bags_after) == (-90, 0, 12)
    made = score("once_on_made_contract", bid=4, taken=6, bags_before=22)
    # Made: one penalty only, though 24 bags are two thresholds past; the count drops by 10.
    assert (made.points, made.bag_penalties, made.bags_after) == (-58, 1, 14)


def test_each_threshold_charges_both_thresholds_at_once() -> None:
    side = score("each_threshold", bid=4, taken=6, bags_before=22)
    assert (side.points, side.bag_penalties, side.bags_after) == (-158, 2, 4)
