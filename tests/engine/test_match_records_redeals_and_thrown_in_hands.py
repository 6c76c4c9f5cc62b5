"""Deals thrown in: by a redeal trigger (recorded under the hand's `redeals`, the same dealer
deals again) and after the bidding (a hand with no score; the deal moves on)."""

import copy
from typing import Any

import rulesets
from engine.match import play_match, run_match
from engine.replay import replay
from tests.engine.golden.regenerate import cautious_chooser

REDEALS = rulesets.load(
    "format: houserules/1\ngame: spades\nredeal: {triggers: [at_most_one_spade]}\n"
)
TOTAL = rulesets.load(
    "format: houserules/1\ngame: spades\nbidding: {total_bids: at_least, total_minimum: 26}\n"
)
ROOK = rulesets.load("format: houserules/1\ngame: rook\n")


def first_hand_with(log: dict[str, Any], key: str) -> int:
    return next(index for index, hand in enumerate(log["hands"]) if hand.get(key))


def redealt_log() -> dict[str, Any]:
    for seed in range(100):
        log = play_match(REDEALS, ["random"] * 4, seed).log
        if any(hand.get("redeals") for hand in log["hands"]):
            return log
    raise AssertionError("no redeal in 100 matches")


def test_a_deal_a_trigger_throws_in_is_recorded_and_the_same_dealer_deals_again() -> None:
    log = redealt_log()
    hand = log["hands"][first_hand_with(log, "redeals")]
    thrown = hand["redeals"][0]
    assert thrown["reason"] == "redeal.triggers"
    assert any(sum(card.endswith("S") for card in cards) <= 1 for cards in thrown["dealt"])
    assert all(sum(card.endswith("S") for card in cards) > 1 for cards in hand["dealt"])
    assert str(replay(REDEALS, log)) == "verified"


def test_replay_refuses_a_recorded_redeal_that_no_trigger_throws_in() -> None:
    log = copy.deepcopy(redealt_log())
    index = first_hand_with(log, "redeals")
    hand = log["hands"][index]
    hand["redeals"][0]["dealt"] = copy.deepcopy(hand["dealt"])
    found = replay(REDEALS, log).discrepancy
    assert found is not None
    assert (found.hand, found.field, found.rule) == (index + 1, "redeals[1]", "redeal.triggers")


def test_replay_refuses_a_played_deal_that_a_trigger_throws_in() -> None:
    log = copy.deepcopy(redealt_log())
    index = first_hand_with(log, "redeals")
    hand = log["hands"][index]
    hand["dealt"] = hand.pop("redeals")[0]["dealt"]
    found = replay(REDEALS, log).discrepancy
    assert found is not None and (found.hand, found.field) == (index + 1, "dealt")


def test_a_spades_hand_bid_below_the_total_minimum_is_logged_unscored() -> None:
    log = play_match(TOTAL, ["random"] * 4, seed=0).log
    index = first_hand_with(log, "thrown_in")
    hand, after = log["hands"][index], log["hands"][index + 1]
    before = log["hands"][index - 1]["standing"] if index else {"scores": [0, 0]}
    assert hand["score"] is None and hand["tricks"] == []
    assert hand["standing"]["scores"] == before["scores"]
    assert after["dealer"] == hand["dealer"] % 4 + 1
    assert replay(TOTAL, log).verified


def test_a_rook_auction_everyone_passes_is_logged_unscored() -> None:
    for seed in range(50):
        log = run_match(ROOK, ["cautious"] * 4, seed, cautious_chooser(seed, 4)).log
        if any(hand["thrown_in"] for hand in log["hands"]):
            break
    hand = log["hands"][first_hand_with(log, "thrown_in")]
    assert hand["bids"] == ["pass"] * 4 and hand["declarer"] is None
    assert hand["score"] is None
    assert replay(ROOK, log).verified
