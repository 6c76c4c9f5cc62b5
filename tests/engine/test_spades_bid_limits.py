"""`bidding.limits`: the numbers a player may bid (Call Break's calls of 1 to 8, or 2 to 12;
"nobody may bid 1") and what a side's bids may add up to (at most 13; "the team total may not
be 9"). Blind numbers are bound too; nil and team bids are not numbers here."""

import pytest

from engine.core.actions import Bid
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import bid_refusal as refusal
from tests.factories import open_numbers as numbers
from tests.factories import spades_hand_after as after
from tests.factories import spades_rules


def limited(**limits: object) -> SpadesRules:
    return spades_rules(bidding={"limits": limits})


# covers: bidding.limits.minimum=null
# covers: bidding.limits.maximum=null
# covers: bidding.limits.forbidden=default
# covers: bidding.limits.side_maximum=null
# covers: bidding.limits.side_forbidden=default
def test_without_limits_every_number_from_1_to_13_is_open() -> None:
    assert numbers(after(spades_rules(), "6", "3", "7")) == list(range(1, 14))


# covers: bidding.limits.minimum=other
# covers: bidding.limits.maximum=other
def test_calls_of_2_to_12_only() -> None:
    hand = after(limited(minimum=2, maximum=12))
    assert numbers(hand) == list(range(2, 13))
    assert refusal(hand, "1") == "bidding.limits.minimum"
    assert refusal(hand, "13") == "bidding.limits.maximum"


def test_call_break_calls_of_1_to_8() -> None:
    assert numbers(after(limited(maximum=8))) == list(range(1, 9))


# covers: bidding.limits.forbidden=other
def test_nobody_may_bid_1() -> None:
    hand = after(limited(forbidden=[1]))
    assert numbers(hand)[0] == 2 and Bid.parse("nil") in hand.legal_bids()
    assert refusal(hand, "1") == "bidding.limits.forbidden"


def test_a_blind_number_is_bound_by_the_limits_too() -> None:
    rules = spades_rules(
        bidding={"blind_bids": {"allowed": "any_hand", "minimum": 6}, "limits": {"maximum": 8}}
    )
    blind = [bid.number for bid in after(rules).legal_bids() if bid.is_blind and not bid.is_nil]
    assert blind == [6, 7, 8]


# covers: bidding.limits.side_maximum=other
def test_a_side_may_not_bid_past_its_cap() -> None:
    # Seat 2 bids 9; seat 3's partner has not bid; seat 4, seat 2's partner, may bid at
    # most 4 for a side total of 13.
    hand = after(limited(side_maximum=13), "9")
    assert numbers(hand) == list(range(1, 14))
    hand.apply(Bid.parse("3"))
    assert numbers(hand) == [1, 2, 3, 4] and Bid.parse("nil") in hand.legal_bids()
    assert refusal(hand, "5") == "bidding.limits.side_maximum"


def test_the_first_partner_leaves_room_for_the_second_when_zero_is_no_bid() -> None:
    rules = spades_rules(bidding={"nil": {"mode": "not_allowed"}, "limits": {"side_maximum": 8}})
    assert numbers(after(rules)) == list(range(1, 8))  # 8 would leave the partner no bid


# covers: bidding.limits.side_forbidden=other
def test_the_team_total_may_not_be_9() -> None:
    # Seat 1 bids last; its partner, seat 3, bid 3: seat 1 may not bid 6.
    hand = after(limited(side_forbidden=[9]), "5", "3", "2")
    assert 6 not in numbers(hand) and 5 in numbers(hand) and 7 in numbers(hand)
    assert refusal(hand, "6") == "bidding.limits.side_forbidden"


def test_a_nil_leaves_the_partners_number_as_the_side_total() -> None:
    hand = after(limited(side_forbidden=[9]), "3", "nil", "2")  # seat 3, seat 1's partner
    assert 9 not in numbers(hand) and 8 in numbers(hand)


@pytest.mark.parametrize(
    ("limits", "path"),
    [
        ({"maximum": 14}, "bidding.limits.maximum"),
        ({"minimum": 5, "maximum": 4}, "bidding.limits.maximum"),
        ({"minimum": 0}, "bidding.limits.minimum"),
        ({"maximum": 2, "forbidden": [1, 2]}, "bidding.limits.forbidden"),
        ({"minimum": 4, "side_maximum": 7}, "bidding.limits.side_maximum"),
    ],
)
def test_limits_that_leave_no_bid_are_refused_where_they_are_written(
    limits: dict[str, object], path: str
) -> None:
    with pytest.raises(RulesetError) as refused:
        limited(**limits)
    assert [problem.path for problem in refused.value.diagnostics] == [path]
