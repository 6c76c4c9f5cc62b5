"""Replay refuses a log played under other rules: another digest, game or number of seats."""

import copy

import rulesets
from engine.match import play_match
from engine.replay import replay

CLASSIC = rulesets.load("format: houserules/1\ngame: spades\n")
OTHER = rulesets.load("format: houserules/1\ngame: spades\nmatch: {target: 300}\n")
ROOK = rulesets.load("format: houserules/1\ngame: rook\n")
LOG = play_match(CLASSIC, ["random"] * 4, seed=2).log


def test_a_log_under_other_rules_is_refused_naming_both_digests() -> None:
    found = replay(OTHER, LOG).discrepancy
    assert found is not None and found.field == "rules_digest" and found.hand is None
    assert (found.expected, found.found) == (rulesets.rules_digest(OTHER), LOG["rules_digest"])
    assert str(found).startswith("rules_digest: the log was played under other rules")


def test_only_the_prose_of_the_rules_may_differ() -> None:
    renamed = rulesets.load("format: houserules/1\ngame: spades\nname: Our Spades\n")
    assert replay(renamed, LOG).verified


def test_a_log_of_another_game_is_refused() -> None:
    found = replay(ROOK, LOG).discrepancy
    assert found is not None and (found.field, found.expected, found.found) == (
        "game",
        "rook",
        "spades",
    )


def test_a_log_with_the_wrong_number_of_seats_is_refused() -> None:
    log = copy.deepcopy(LOG)
    log["seats"].append({"seat": 5, "player": "extra"})
    assert str(replay(CLASSIC, log)) == "seats: expected 4, found 5"
