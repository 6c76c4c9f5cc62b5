"""Every library Euchre ruleset, and three-handed Euchre, plays a whole match through the
generic match loop; its log passes the log schema, and replay verifies it; a score-sheet log
replays too."""

import pytest

import engine
from engine.log import validate_log
from tests.engine.euchre.euchre_helpers import euchre_rules, library_euchre

NAMES = ["euchre", "euchre-tournament", "euchre-stick-the-dealer", "euchre-progressive"]


@pytest.mark.parametrize("name", NAMES)
def test_a_match_plays_to_its_end_and_replays_verified(name: str) -> None:
    rules = library_euchre(name)
    record = engine.play_match(rules, ["heuristic", "random", "heuristic", "random"], seed=7)

    validate_log(record.log)
    assert record.log["game"] == "euchre"
    assert record.outcome is not None
    assert str(engine.replay(rules, record.log)) == "verified"


def test_three_handed_euchre_plays_each_for_themselves() -> None:
    rules = euchre_rules(
        players={"count": 3, "teams": "singles"},
        alone={"maker": False},
        scoring={
            "cases": [
                {"case": "makers", "points": 1, "to": "makers"},
                {"case": "march", "points": 2, "to": "makers"},
                {"case": "euchred", "points": 2, "to": "defenders"},
                {"case": "renege", "points": 2, "to": "not_offending"},
            ]
        },
    )
    record = engine.play_match(rules, ["heuristic", "random", "random"], seed=3)

    assert len(record.standing.scores) == 3
    assert str(engine.replay(rules, record.log)) == "verified"


def test_a_tampered_score_is_found() -> None:
    rules = library_euchre("euchre")
    record = engine.play_match(rules, ["random"] * 4, seed=3)
    scored = next(hand for hand in record.log["hands"] if hand["score"])
    scored["score"]["sides"][0]["points"] += 1

    assert not engine.replay(rules, record.log).verified


def test_a_score_sheet_log_replays_by_scoring_it_again() -> None:
    rules = library_euchre("euchre")
    sheet = {"hands": [{"maker": 1, "won": 3}, {"maker": 2, "alone": True, "won": 5}]}
    log = engine.log_from_sheet(rules, sheet)

    validate_log(log)
    assert str(engine.replay(rules, log)) == "verified"
