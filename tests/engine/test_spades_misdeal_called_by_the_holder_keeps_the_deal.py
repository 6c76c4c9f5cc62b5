"""`redeal.called_by: holder` with `redeal.redealer: same_dealer`: the holder whose hand a
trigger matches chooses `misdeal` or `keep`; a called misdeal is a hand of its own, over
before any bid and unscored, and the SAME dealer deals the next hand (holdingthecards.com's
deficient hand, "redealt by the rightful dealer"). Replay holds a log to it, naming
`redeal.redealer` when the dealer after a called misdeal is wrong."""

import copy
from typing import Any

from engine.core.actions import CallMisdeal, parse_action
from engine.core.game import Deal
from engine.core.protocol import Phase
from engine.games import game_for
from engine.games.spades.hand import SpadesHand
from engine.match import play_match
from engine.replay import replay
from rulesets.spades import SpadesRules
from tests.engine.test_spades_misdeal_passes_the_deal_or_stays import lopsided
from tests.factories import spades_rules

TRIGGERS = ["at_most_one_spade", "seven_or_more_spades"]
SAME = {"triggers": TRIGGERS, "called_by": "holder"}  # redealer: same_dealer, the default
NEXT = {**SAME, "redealer": "next_dealer"}
BOTS = ["heuristic"] * 4


def match_log(rules: SpadesRules, seed: int) -> dict[str, Any]:
    log: dict[str, Any] = play_match(rules, BOTS, seed).log
    assert replay(rules, log).verified
    return log


def called(hand: dict[str, Any]) -> bool:
    return bool(hand["thrown_in"] and hand["actions"][-1][1] == "misdeal")


def first_called(log: dict[str, Any]) -> int:
    """The index of the first hand ended by a called misdeal that another hand follows."""
    hands = log["hands"]
    return next(index for index, hand in enumerate(hands[:-1]) if called(hand))


# covers: redeal.called_by=holder
# covers: redeal.redealer=same_dealer
def test_the_holder_calls_a_misdeal_and_the_same_dealer_deals_the_next_hand() -> None:
    rules = spades_rules(redeal=SAME)
    hands = [hand for seed in (1, 2, 3) for hand in match_log(rules, seed)["hands"]]
    calls = [index for index, hand in enumerate(hands[:-1]) if called(hand)]
    assert calls and not any(hand.get("redeals") for hand in hands)
    for index in calls:
        misdeal, after = hands[index], hands[index + 1]
        assert misdeal["score"] is None and len(misdeal["actions"]) == 1
        if after["number"] == misdeal["number"] + 1:  # not the first hand of the next seed
            assert after["dealer"] == misdeal["dealer"]
        if misdeal["number"] > 1:  # the misdeal leaves the standing as it was
            assert misdeal["standing"] == hands[index - 1]["standing"]


def test_a_kept_hand_passes_the_deal_on_as_any_hand() -> None:
    rules = spades_rules(redeal=SAME)
    hands = [hand for seed in (1, 2, 3) for hand in match_log(rules, seed)["hands"]]
    kept = [
        (hand, hands[index + 1])
        for index, hand in enumerate(hands[:-1])
        if any(text == "keep" for _, text in hand["actions"])
        and hands[index + 1]["number"] == hand["number"] + 1
    ]
    assert kept
    assert all(after["dealer"] == hand["dealer"] % 4 + 1 for hand, after in kept)


def test_a_deal_a_trigger_matches_is_not_redealt_at_once_but_offered_to_its_holder() -> None:
    rules = spades_rules(redeal=SAME)
    dealt = lopsided(rules)
    assert not game_for(rules).needs_redeal(Deal(dealt))
    hand = SpadesHand(rules, dealt, dealer=3)
    assert hand.phase is Phase.BID and hand.to_act == 0  # seat 1 holds no spade
    assert hand.legal_actions() == [CallMisdeal(True), CallMisdeal(False)]
    hand.apply(parse_action("misdeal"))
    assert hand.thrown_in and hand.to_act is None


def test_the_game_keeps_the_deal_only_after_a_called_misdeal_under_the_same_dealer() -> None:
    misdeal = {"dealer": 3, "thrown_in": True, "actions": [[1, "misdeal"]]}
    kept = {"dealer": 3, "thrown_in": False, "actions": [[1, "keep"], [1, "3"]]}
    same, following = game_for(spades_rules(redeal=SAME)), game_for(spades_rules(redeal=NEXT))
    assert (same.next_dealer(2, misdeal), same.keeps_the_deal(misdeal)) == (2, "redeal.redealer")
    assert (same.next_dealer(2, kept), same.keeps_the_deal(kept)) == (3, "")
    assert (following.next_dealer(2, misdeal), following.keeps_the_deal(misdeal)) == (3, "")


def test_a_log_that_passes_the_deal_on_after_a_called_misdeal_fails_replay() -> None:
    rules = spades_rules(redeal=SAME)
    log = copy.deepcopy(match_log(rules, 1))
    index = first_called(log)
    dealer = log["hands"][index]["dealer"]
    log["hands"][index + 1]["dealer"] = dealer % 4 + 1  # as under next_dealer
    found = replay(rules, log).discrepancy
    assert found is not None
    assert (found.hand, found.field, found.rule) == (index + 2, "dealer", "redeal.redealer")
    assert (found.expected, found.found) == (dealer, dealer % 4 + 1)


def test_a_log_that_keeps_the_deal_after_a_misdeal_under_the_next_dealer_fails_replay() -> None:
    rules = spades_rules(redeal=NEXT)
    log = copy.deepcopy(match_log(rules, 1))
    index = first_called(log)
    dealer = log["hands"][index]["dealer"]
    log["hands"][index + 1]["dealer"] = dealer  # as under same_dealer
    found = replay(rules, log).discrepancy
    assert found is not None
    assert (found.hand, found.field, found.rule) == (index + 2, "dealer", "players")
    assert (found.expected, found.found) == (dealer % 4 + 1, dealer)
