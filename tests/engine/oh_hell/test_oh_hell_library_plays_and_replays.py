"""Every Oh Hell library ruleset plays a whole match between bots, and the log replays as
verified; every card dealt is played, and each hand's tricks are its size."""

import pytest

import rulesets
from engine.match import play_match
from engine.replay import replay

NAMES = [
    "oh-hell",
    "nomination-whist",
    "up-and-down-the-river",
    "oh-hell-plus-minus",
    "oh-hell-hassenpfeffer",
]


@pytest.mark.parametrize("name", NAMES)
def test_a_match_plays_and_replays_as_verified(name: str) -> None:
    rules = rulesets.library(name)
    record = play_match(rules, ["heuristic", "random", "heuristic", "random"], 5)
    assert str(replay(rules, record.log)) == "verified"
    for hand in record.log["hands"]:
        size = len(hand["dealt"][0])
        assert sum(hand["tricks_taken"]) == size
        played = sorted(card for trick in hand["tricks"] for card in trick["cards"])
        assert played == sorted(card for cards in hand["dealt"] for card in cards)
