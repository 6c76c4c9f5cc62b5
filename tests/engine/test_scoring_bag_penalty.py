"""`scoring.bags`: overtricks are bags, counted across hands and penalised in batches. Side 1
bids 7 and takes 10 in every test here: 73 points and 3 bags before any penalty."""

from engine.core.actions import Bid
from engine.games.spades.scoring import SideScore, score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def rules(**bags: object) -> SpadesRules:
    return spades_rules(scoring={"bags": bags})


def score(rules: SpadesRules, bags_before: int) -> SideScore:
    tally = SpadesTally(tuple(Bid.parse(bid) for bid in ("4", "3", "3", "3")), (6, 2, 4, 1))
    return score_hand(rules, tally, bags_before=(bags_before, 0)).sides[0]


# covers: scoring.bags.mode=penalty
# covers: scoring.bags.threshold=default
# covers: scoring.bags.penalty=default
# covers: scoring.bags.remainder=carry
def test_9_bags_plus_3_costs_100_and_carries_2_bags() -> None:
    side = score(rules(), bags_before=9)
    assert (side.points, side.bags, side.bag_penalties, side.bags_after) == (-27, 3, 1, 2)


def test_bags_below_the_threshold_cost_nothing() -> None:
    side = score(rules(), bags_before=6)
    assert (side.points, side.bags_after) == (73, 9)


# covers: scoring.bags.remainder=reset
def test_9_bags_plus_3_costs_100_and_resets_the_count_to_0() -> None:
    side = score(rules(remainder="reset"), bags_before=9)
    assert (side.points, side.bag_penalties, side.bags_after) == (-27, 1, 0)


# covers: scoring.bags.threshold=other
def test_a_threshold_of_5_takes_the_penalty_at_4_plus_3_bags_and_carries_2() -> None:
    side = score(rules(threshold=5), bags_before=4)
    assert (side.points, side.bags_after) == (-27, 2)


def test_carry_takes_the_penalty_once_per_threshold_passed() -> None:
    side = score(rules(threshold=2), bags_before=1)  # 1 + 3 = 4 bags: two penalties
    assert (side.points, side.bag_penalties, side.bags_after) == (-127, 2, 0)


def test_reset_takes_the_penalty_once_however_far_past_the_threshold() -> None:
    side = score(rules(threshold=2, remainder="reset"), bags_before=1)
    assert (side.points, side.bag_penalties, side.bags_after) == (-27, 1, 0)


# covers: scoring.bags.penalty=other
def test_a_bag_penalty_of_minus_50_leaves_23() -> None:
    side = score(rules(penalty=-50), bags_before=9)
    assert (side.points, side.bags_after) == (23, 2)


# covers: scoring.bags.mode=not_counted
def test_uncounted_bags_are_worth_their_point_and_never_counted() -> None:
    side = score(rules(mode="not_counted"), bags_before=0)
    assert (side.points, side.overtricks, side.bags, side.bags_after) == (73, 3, 0, 0)
