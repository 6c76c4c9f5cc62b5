"""`redeal.redealer` and `redeal.called_by`: who deals again after a misdeal by the cards,
and who may call it (issue 13: "say who may call the misdeal (the holder, or anyone) and who
redeals"). `same_dealer` deals again at once, the thrown-in deal kept under the played
hand's `redeals`; `next_dealer` makes the misdeal a hand of its own, over before any bid and
unscored, and the deal passes on as after any hand. A misdeal the holder calls under
`same_dealer`: test_spades_misdeal_called_by_the_holder_keeps_the_deal.py."""

from typing import Any

import pytest

from engine.core.actions import Bid, CallMisdeal, parse_action
from engine.core.cards import Card
from engine.core.errors import IllegalActionError
from engine.core.protocol import Phase
from engine.games.spades.deal import pack
from engine.games.spades.hand import SpadesHand
from engine.match import play_match
from engine.replay import replay
from rulesets.spades import SpadesRules
from tests.factories import spades_rules

# One trump or none is common: about one deal in three throws itself in.
TRIGGER = {"triggers": ["at_most_one_spade"]}
BOTS = ["heuristic"] * 4


def lopsided(rules: SpadesRules) -> tuple[tuple[Card, ...], ...]:
    """Seat 1 holds no spade: a deal the trigger throws in."""
    cards = pack(rules).cards
    plain = [card for card in cards if card.suit != "S"]
    mine = plain[:13]
    rest = [card for card in cards if card not in mine]
    return (tuple(mine), tuple(rest[0::3]), tuple(rest[1::3]), tuple(rest[2::3]))


def hands_of(rules: SpadesRules, seed: int) -> list[dict[str, Any]]:
    record = play_match(rules, BOTS, seed)
    assert replay(rules, record.log).verified
    hands: list[dict[str, Any]] = record.log["hands"]
    return hands


# covers: redeal.redealer=same_dealer
def test_the_same_dealer_deals_again_and_every_hand_is_played() -> None:
    rules = spades_rules(redeal=TRIGGER)
    hands = hands_of(rules, 2)
    assert any(hand.get("redeals") for hand in hands)
    assert not any(hand["thrown_in"] for hand in hands)
    assert [hand["dealer"] for hand in hands[:5]] == [1, 2, 3, 4, 1]


# covers: redeal.redealer=next_dealer
# covers: redeal.called_by=anyone
def test_the_next_dealer_deals_after_a_misdeal_that_counts_as_a_hand() -> None:
    rules = spades_rules(redeal={**TRIGGER, "redealer": "next_dealer"})
    hands = hands_of(rules, 2)
    misdeals = [hand for hand in hands if hand["thrown_in"]]
    assert misdeals and not any(hand.get("redeals") for hand in hands)
    assert all(hand["actions"] == [] and hand.get("score") is None for hand in misdeals)
    assert [hand["dealer"] for hand in hands[:5]] == [1, 2, 3, 4, 1]
    for misdeal in misdeals[:3]:
        assert hands[hands.index(misdeal) + 1]["dealer"] == misdeal["dealer"] % 4 + 1


def test_a_misdealt_hand_for_the_next_dealer_is_over_before_any_bid() -> None:
    rules = spades_rules(redeal={**TRIGGER, "redealer": "next_dealer"})
    hand = SpadesHand(rules, lopsided(rules), dealer=0)
    assert hand.phase is Phase.DONE and hand.thrown_in and hand.to_act is None


def test_an_ordinary_deal_is_bid_whoever_redeals() -> None:
    rules = spades_rules(redeal={"triggers": ["four_aces"], "redealer": "next_dealer"})
    hand = SpadesHand(rules, lopsided(rules), dealer=0)
    assert hand.phase is Phase.BID and not hand.thrown_in


HOLDER = {**TRIGGER, "redealer": "next_dealer", "called_by": "holder"}


# covers: redeal.called_by=holder
def test_only_the_holder_may_call_the_misdeal_and_calling_it_ends_the_hand() -> None:
    rules = spades_rules(redeal=HOLDER)
    hand = SpadesHand(rules, lopsided(rules), dealer=3)
    assert hand.phase is Phase.BID and hand.to_act == 0  # seat 1 holds no spade
    assert hand.legal_actions() == [CallMisdeal(True), CallMisdeal(False)]
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(Bid.parse("3"))
    assert refused.value.rule == "redeal.called_by"
    hand.apply(parse_action("misdeal"))
    assert hand.thrown_in and hand.phase is Phase.DONE and hand.to_act is None


def test_a_holder_who_keeps_the_hand_bids_it() -> None:
    rules = spades_rules(redeal=HOLDER)
    hand = SpadesHand(rules, lopsided(rules), dealer=3)
    hand.apply(parse_action("keep"))
    assert not hand.thrown_in and hand.to_act == 0
    assert all(isinstance(action, Bid) for action in hand.legal_actions())


def test_matches_where_holders_call_or_keep_replay_from_their_logs() -> None:
    # The bot calls a misdeal on a short-trump hand and keeps seven trumps.
    triggers = ["at_most_one_spade", "seven_or_more_spades"]
    rules = spades_rules(redeal={**HOLDER, "triggers": triggers})
    hands = [hand for seed in (1, 2, 3) for hand in hands_of(rules, seed)]
    choices = {text for hand in hands for _, text in hand["actions"] if text in ("misdeal", "keep")}
    assert choices == {"misdeal", "keep"}
