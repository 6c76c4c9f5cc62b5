"""A match is reproducible: the same rules, bots and seed play the same match."""

import random

import rulesets
from engine.bots import RandomBot
from engine.match import bot_chooser, play_match, run_match

RULES = rulesets.load("format: houserules/1\ngame: spades\n")


def test_the_same_seed_plays_the_same_match() -> None:
    first = play_match(RULES, ["random"] * 4, seed=11)
    again = play_match(RULES, ["random"] * 4, seed=11)
    assert first.log == again.log
    assert (first.standing, first.outcome) == (again.standing, again.outcome)


def test_another_seed_deals_other_cards() -> None:
    one = play_match(RULES, ["random"] * 4, seed=1).log["hands"][0]["dealt"]
    two = play_match(RULES, ["random"] * 4, seed=2).log["hands"][0]["dealt"]
    assert one != two


def test_the_log_records_the_seed_the_seats_and_the_rules() -> None:
    log = play_match(RULES, ["random"] * 4, seed=5).log
    assert log["seed"] == 5
    assert log["seats"] == [{"seat": seat, "player": "random"} for seat in range(1, 5)]
    assert log["rules_digest"] == rulesets.rules_digest(RULES)
    assert (log["format"], log["game"], log["kind"]) == ("houserules-log/1", "spades", "cards")


def test_bot_chooser_gives_each_seat_a_generator_seeded_with_seed_and_seat() -> None:
    """Seat 2 (0-based) draws from random.Random("9:2"), whatever the other seats do."""
    states: dict[int, object] = {}

    class Recorder(RandomBot):
        def choose(self, view, legal, rng):  # type: ignore[no-untyped-def]
            states.setdefault(view.seat, rng.getstate())
            return super().choose(view, legal, rng)

    bots = [Recorder(RULES) for _ in range(4)]
    record = run_match(RULES, ["random"] * 4, 9, bot_chooser(bots, 9))
    assert states == {seat: random.Random(f"9:{seat}").getstate() for seat in range(4)}
    assert record.log == play_match(RULES, ["random"] * 4, seed=9).log


def test_the_first_hand_is_dealt_by_seat_one_and_the_deal_rotates() -> None:
    log = play_match(RULES, ["random"] * 4, seed=3, max_hands=500).log
    dealers = [hand["dealer"] for hand in log["hands"]]
    assert dealers == [(number % 4) + 1 for number in range(len(dealers))]
