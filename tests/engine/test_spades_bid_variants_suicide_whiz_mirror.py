"""`bidding.variant`: Suicide (exactly one partner of each side bids nil), Whiz (nil or the
number of trumps held) and Mirror (the bid is the number of trumps held; nil with none)."""

import random

import pytest

from engine.core.actions import Bid
from engine.core.errors import IllegalActionError
from engine.games.spades.deal import pack, shuffle_and_deal
from engine.games.spades.hand import SpadesHand
from rulesets import RulesetError
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

NIL = Bid.parse("nil")


def variant(name: str, **bidding: object) -> SpadesRules:
    return spades_rules(bidding={"variant": name, **bidding})


def after(rules: SpadesRules, *bids: str, seed: int = 5) -> SpadesHand:
    hand = SpadesHand(rules, shuffle_and_deal(rules, random.Random(seed), 0), 0)
    for bid in bids:
        hand.apply(Bid.parse(bid))
    return hand


def trumps(hand: SpadesHand, seat: int) -> int:
    return sum(pack(hand.rules).is_trump(card) for card in hand.hand(seat))


# covers: bidding.variant=standard
def test_standard_bidding_lets_both_partners_bid_numbers() -> None:
    hand = after(spades_rules(), "3", "4", "2")
    assert Bid.parse("5") in hand.legal_bids() and NIL in hand.legal_bids()


# covers: bidding.variant=suicide
def test_suicide_the_last_partner_must_bid_nil_when_the_first_did_not() -> None:
    hand = after(variant("suicide"), "3", "4")  # seats 2 and 3; seat 4 is seat 2's partner
    assert hand.legal_bids() == [NIL]
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("2"))
    assert refused.value.rule == "bidding.variant"


def test_suicide_after_a_partners_nil_the_other_bids_a_number() -> None:
    hand = after(variant("suicide"), "nil", "4")
    assert NIL not in hand.legal_bids() and Bid.parse("1") in hand.legal_bids()


def test_suicide_the_first_of_a_side_may_bid_either() -> None:
    hand = after(variant("suicide"))
    assert NIL in hand.legal_bids() and Bid.parse("5") in hand.legal_bids()


# covers: bidding.variant=whiz
def test_whiz_bids_nil_or_the_trumps_held() -> None:
    hand = after(variant("whiz"))
    held = trumps(hand, 1)
    assert held > 0
    assert hand.legal_bids() == [Bid.parse(str(held)), NIL]
    with pytest.raises(IllegalActionError):
        hand.apply(Bid.parse(str(held + 1)))


# covers: bidding.variant=mirror
def test_mirror_bids_exactly_the_trumps_held() -> None:
    hand = after(variant("mirror"))
    for _ in range(4):
        held = trumps(hand, hand.to_act)
        assert hand.legal_bids() == ([Bid.parse(str(held))] if held else [NIL])
        hand.apply(hand.legal_bids()[0])


def test_a_mirror_player_without_trumps_bids_nil() -> None:
    seed = next(s for s in range(200) if trumps(after(variant("mirror"), seed=s), 1) == 0)
    assert after(variant("mirror"), seed=seed).legal_bids() == [NIL]


@pytest.mark.parametrize(
    ("name", "other"),
    [
        ("suicide", {"ten_for_two_hundred": {"allowed": "any_hand"}}),
        ("mirror", {"limits": {"maximum": 8}}),
        ("whiz", {"blind_bids": {"allowed": "any_hand"}}),
        ("whiz", {"nil": {"both_partners": "forbidden"}}),
        ("mirror", {"nil": {"mode": "not_allowed"}}),
    ],
)
def test_a_variant_that_fixes_the_bids_refuses_options_it_overrides(
    name: str, other: dict[str, object]
) -> None:
    with pytest.raises(RulesetError) as refused:
        variant(name, **other)
    assert refused.value.diagnostics[0].path == "bidding.variant"
    assert "bidding." in refused.value.diagnostics[0].message or "nil.mode" in (
        refused.value.diagnostics[0].message
    )


def test_suicide_needs_partners() -> None:
    with pytest.raises(RulesetError):
        spades_rules(players={"teams": "singles"}, bidding={"variant": "suicide"})
