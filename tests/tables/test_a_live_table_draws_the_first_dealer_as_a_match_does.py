"""A live table draws its first dealer under `players.first_dealer` as `engine.match` does
and writes the draw in its log, so that the table's log replays; its bidding goes through
the hand's legal actions, hints and raise round included, with no code of its own."""

import random

from engine.bots import make_bot
from engine.match import play_match
from engine.replay import replay
from tables.live import LiveMatch
from tests.factories import spades_rules


def test_the_table_draws_as_a_match_and_its_log_replays() -> None:
    rules = spades_rules(
        players={"first_dealer": "high_card"},
        bidding={"partnership": "hint", "raise_round": True},
    )
    live = LiveMatch(rules, ["Ann", "Ben", "Cat", "Dan"], 5)
    drawn = play_match(rules, ["heuristic"] * 4, seed=5).log["first_dealer"]
    assert live.log["first_dealer"] == drawn
    assert live.hand.dealer + 1 == drawn["seat"]
    bot, rng = make_bot("heuristic", rules), random.Random(1)
    while not live.finished:
        seat = live.to_act
        assert seat is not None
        live.apply(seat, bot.choose(live.hand.view(seat), live.hand.legal_actions(), rng))
    assert any("hints" in hand and "raises" in hand for hand in live.log["hands"])
    assert replay(rules, live.log).verified
