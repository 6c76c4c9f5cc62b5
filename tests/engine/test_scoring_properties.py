"""Properties of `score_hand` over random rules and hands: scores are exact (ints, or
Fractions in tenths; never floats) and bag counts are never negative and stay below the
threshold under both `carry` and `reset`."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.actions import Bid
from engine.core.reneges import Caught, RenegeCall
from engine.core.standing import Standing
from engine.games.spades.scoring import score_hand
from engine.games.spades.tally import SpadesTally
from rulesets.spades import SpadesRules
from tests.factories import spades_rules
from tests.fuzzing import examples

BIDS = st.one_of(
    st.integers(0, 13).map(str),
    st.sampled_from(["nil", "blind nil", "blind 6", "blind 8", "team blind 6", "team 10"]),
).map(Bid.parse)


@st.composite
def rules(draw: st.DrawFn) -> SpadesRules:
    scoring = {
        "points_per_trick": draw(st.integers(1, 20)),
        "overtricks": draw(st.sampled_from(["one_point", "nothing", "tenth"])),
        "set_penalty": draw(st.sampled_from(["lose_bid", "nothing", "lose_shortfall"])),
        "failed_nil_tricks": draw(st.sampled_from(["bags", "partner_contract", "ignored"])),
        "bags": {
            "threshold": draw(st.integers(1, 15)),
            "remainder": draw(st.sampled_from(["carry", "reset"])),
        },
    }
    reneges = {
        "caught_after_gathered": draw(
            st.sampled_from(["offender_set", "set_plus_penalty", "lose_game", "transfer_tricks"])
        )
    }
    both = draw(st.sampled_from(["separately", "together"]))
    return spades_rules(scoring=scoring, reneges=reneges, bidding={"nil": {"both_partners": both}})


@st.composite
def tallies(draw: st.DrawFn) -> SpadesTally:
    cuts = sorted(draw(st.lists(st.integers(0, 13), min_size=3, max_size=3)))
    tricks = tuple(b - a for a, b in zip([0, *cuts], [*cuts, 13], strict=True))
    bids = tuple(draw(st.lists(BIDS, min_size=4, max_size=4)))
    calls = draw(
        st.lists(
            st.sampled_from(
                [RenegeCall(0, 1, Caught.AFTER_GATHERED), RenegeCall(3, 2, Caught.BEFORE_GATHERED)]
            ),
            max_size=2,
        )
    )
    return SpadesTally(bids, tricks, reneges=tuple(calls))


def is_exact(points: object) -> bool:
    return type(points) is int or (
        type(points) is Fraction and points.denominator != 1 and (points * 10).denominator == 1
    )


@settings(max_examples=examples(300), deadline=None)
@given(rules(), st.lists(tallies(), min_size=1, max_size=6), st.data())
def test_bags_stay_between_0_and_the_threshold_and_scores_stay_exact(
    rules: SpadesRules, hands: list[SpadesTally], data: st.DataObject
) -> None:
    threshold = rules.scoring.bags.threshold
    bags = tuple(data.draw(st.integers(0, threshold - 1)) for _ in range(2))
    standing = Standing((0, 0), bags, (0, 0))
    for tally in hands:
        hand = score_hand(rules, tally, standing.bags)
        standing = standing.after(hand)
        assert all(0 <= count < threshold for count in hand.bags_after)
        assert all(is_exact(side.points) for side in hand.sides)
        assert all(is_exact(score) for score in standing.scores)
