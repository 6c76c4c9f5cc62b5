"""Replay takes a Spades hand's actions in one sweep and checks their seats after it: a seat
out of turn is still the discrepancy reported when a later action is illegal too, and a hand
whose actions all stand derives the same log as the action-by-action loop."""

import copy
import json
from pathlib import Path

from engine.replay import replay
from rulesets import library

GOLDEN = Path(__file__).with_name("golden") / "classic.json"


def golden() -> dict:
    return json.loads(GOLDEN.read_text())


def test_a_seat_out_of_turn_is_reported_before_a_later_illegal_card() -> None:
    log = golden()
    actions = log["hands"][0]["actions"]
    actions[1][0] = actions[0][0]  # the second bid written by the first bidder
    actions[9][1] = actions[8][1]  # a card played twice, later
    found = replay(library("classic"), log).discrepancy
    assert found is not None and found.field == "actions[2]" and "is to act" in found.reason


def test_a_later_illegal_card_alone_is_reported_where_it_is() -> None:
    log = golden()
    actions = log["hands"][0]["actions"]
    actions[9][1] = actions[8][1]
    found = replay(library("classic"), log).discrepancy
    assert found is not None and found.field == "actions[10]" and found.trick is not None


def test_a_verified_replay_derives_the_log_it_read() -> None:
    log = golden()
    result = replay(library("classic"), copy.deepcopy(log))
    assert result.verified and result.log["hands"] == log["hands"]
