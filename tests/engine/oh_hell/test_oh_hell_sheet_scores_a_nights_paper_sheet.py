"""An Oh Hell score sheet, the paper a table keeps all night: bids and tricks per hand,
scored exactly as a match is. Worked example: the first three hands of Wikipedia's
standard game (one card up; a point a trick, ten for an exact bid; mirror
http://www.liquisearch.com/oh_hell/scoring), four players, seat 1 dealing first."""

import rulesets
from engine.games import family_for
from engine.log import log_from_sheet
from engine.replay import replay

SHEET = {
    "format": "houserules-sheet/1",
    "hands": [
        {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 0]},
        {"bids": [0, 1, 0, 0], "tricks": [0, 1, 1, 0]},
        {"cards": 3, "bids": [1, 1, 0, 2], "tricks": [1, 1, 0, 1]},
    ],
}


def test_three_hands_score_as_the_rules_say() -> None:
    rules = rulesets.library("oh-hell")
    result = family_for(rules).score_sheet(rules, SHEET)
    # Hand 1: 11, 10, 10, 0 (seat 4 bid 1, took 0). Hand 2: 10, 11, 1, 10.
    # Hand 3: 11, 11, 10, 1 (seat 4 bid 2, took 1).
    assert result.standing.scores == (32, 32, 21, 11)
    assert result.outcome is None
    hand = result.to_json()["hands"][2]
    assert hand["score"]["sides"][3] == {
        "side": 4, "seats": [4], "bid": 2, "tricks": 1, "made": False, "points": 1
    }  # fmt: skip


def test_the_dealer_rotates_unless_the_sheet_names_one() -> None:
    rules = rulesets.library("oh-hell")
    result = family_for(rules).score_sheet(rules, SHEET)
    assert [hand.dealer for hand in result.hands] == [0, 1, 2]


def test_a_sheet_log_replays_by_rescoring() -> None:
    rules = rulesets.library("oh-hell")
    log = log_from_sheet(rules, SHEET, ["Ann", "Bob", "Cy", "Di"])
    assert str(replay(rules, log)) == "verified"
