"""A live table under `redeal.called_by: holder` and `redeal.redealer: same_dealer`: after a
misdeal the holder calls, the same dealer deals the next hand, as `engine.match` deals it,
and the table's log replays."""

import random

from engine.bots import make_bot
from engine.replay import replay
from tables.live import LiveMatch
from tests.factories import spades_rules


def test_the_same_dealer_deals_after_a_called_misdeal_and_the_log_replays() -> None:
    rules = spades_rules(
        redeal={"triggers": ["at_most_one_spade", "seven_or_more_spades"], "called_by": "holder"}
    )
    live = LiveMatch(rules, ["Ann", "Ben", "Cat", "Dan"], 1)
    bot, rng = make_bot("heuristic", rules), random.Random(1)
    while not live.finished:
        seat = live.to_act
        assert seat is not None
        live.apply(seat, bot.choose(live.hand.view(seat), live.hand.legal_actions(), rng))
    hands = live.log["hands"]
    called = [
        (hand, after)
        for hand, after in zip(hands, hands[1:], strict=False)
        if hand["thrown_in"] and hand["actions"][-1][1] == "misdeal"
    ]
    assert called and all(after["dealer"] == hand["dealer"] for hand, after in called)
    assert replay(rules, live.log).verified
