"""Every library Hearts ruleset plays a whole match through the generic match loop, its log
passes the log schema, and replay verifies it; a score-sheet log replays too."""

import pytest

import engine
from engine.log import validate_log
from tests.engine.hearts.hearts_helpers import library_hearts

NAMES = ["hearts", "omnibus-hearts", "black-maria"]


@pytest.mark.parametrize("name", NAMES)
def test_a_match_plays_to_its_end_and_replays_verified(name: str) -> None:
    rules = library_hearts(name)
    players = ["heuristic", "random", "heuristic", "random"][: rules.players.count]
    record = engine.play_match(rules, players, seed=7)

    validate_log(record.log)
    assert record.log["game"] == "hearts"
    assert max(record.standing.scores) >= 100
    assert str(engine.replay(rules, record.log)) == "verified"


def test_a_tampered_score_is_found() -> None:
    rules = library_hearts("hearts")
    record = engine.play_match(rules, ["random"] * 4, seed=3)
    record.log["hands"][0]["score"]["sides"][0]["points"] += 1

    assert not engine.replay(rules, record.log).verified


def test_a_score_sheet_log_replays_by_scoring_it_again() -> None:
    rules = library_hearts("omnibus-hearts")
    sheet = {"hands": [{"points": [5, 13, 8, 0], "jack_of_diamonds": 4}]}
    log = engine.log_from_sheet(rules, sheet)

    validate_log(log)
    assert str(engine.replay(rules, log)) == "verified"
