"""Issue 13, "for every game": a score sheet continued from paper starts from a given
standing, and so does its match log. `log_from_sheet` writes the sheet's `start`; replay
scores the hands from it after checking it against the rules (one number per side, no bags
where the game counts none), so a start changed after the fact is caught. A log without a
`start` means what it always meant: every score from 0."""

from pathlib import Path
from typing import Any

import pytest

import rulesets
from engine.log import LogError, checked_sheet_start, log_from_sheet, validate_log
from engine.replay import replay
from engine.sheet import SheetError
from tests.engine.hearts.hearts_helpers import library_hearts
from tests.engine.rook_helpers import rook_rules

CLASSIC = rulesets.load_file(Path(rulesets.__file__).parent / "library" / "classic.yaml")
# Seats 1 and 3 bid 7 and take 10 (73, 3 bags); seats 2 and 4 bid 6 and take 3 (set, -60).
HAND = {"bids": ["4", "3", "3", "3"], "tricks": [7, 2, 3, 1]}
PAPER = {"start": {"scores": [420, 350], "bags": [8, 2], "hands_played": 6}, "hands": [HAND]}


def test_the_log_writes_the_start_and_replay_scores_from_it() -> None:
    # classic.yaml: 8 + 3 = 11 bags cost 100, 1 carried: 420 + 73 - 100 = 393; 350 - 60.
    log = log_from_sheet(CLASSIC, PAPER)
    assert log["start"] == {"scores": [420, 350], "bags": [8, 2], "hands_played": 6}
    assert log["hands"][0]["standing"]["scores"] == [393, 290]
    assert log["hands"][0]["standing"]["hands_played"] == 7
    replayed = replay(CLASSIC, log)
    assert replayed.verified, str(replayed)
    assert replayed.log["start"] == log["start"]
    assert replayed.standing is not None and replayed.standing.bags == (1, 2)


def test_a_start_changed_after_the_fact_is_caught_at_the_first_hand() -> None:
    log = log_from_sheet(CLASSIC, PAPER)
    tampered = {**log, "start": {**log["start"], "scores": [430, 350]}}
    assert str(replay(CLASSIC, tampered)) == "hand 1, standing.scores[1]: expected 403, found 393"
    removed = {key: value for key, value in log.items() if key != "start"}
    # Without its start there are no 8 bags to reach the penalty: 73 for side 1, not -27.
    assert str(replay(CLASSIC, removed)) == (
        "hand 1, score.sides[1].points: expected 73, found -27"
    )


def test_a_start_that_does_not_fit_the_table_is_named_by_replay() -> None:
    log = log_from_sheet(CLASSIC, PAPER)
    three = {**log, "start": {"scores": [420, 350, 0]}}
    assert str(replay(CLASSIC, three)) == (
        "start.scores: one number per side is needed, side 1 first: 2, not 3"
    )
    hand = {"bidder": 1, "bid": 90, "points": [90, 50]}
    rook = log_from_sheet(rook_rules(), {"start": {"scores": [200, 150]}, "hands": [hand]})
    bagged = {**rook, "start": {"scores": [200, 150], "bags": [3, 0]}}
    assert str(replay(rook_rules(), bagged)) == (
        "start.bags: this game counts no bags: leave them out"
    )


def test_the_result_follows_the_started_standing() -> None:
    # 480 + 73 - 100 (8 + 3 bags) = 453 does not reach 500; 480 + 40 (bid 4, took 4) does.
    even = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
    log = log_from_sheet(CLASSIC, {"start": {"scores": [480, 350]}, "hands": [even]})
    assert log["result"] == {"winners": [1], "reason": "target"}
    assert replay(CLASSIC, log).verified
    claimed = {**log, "result": None}
    assert str(replay(CLASSIC, claimed)) == (
        'result: expected {"winners": [1], "reason": "target"}, found null'
    )


def test_rook_and_hearts_logs_start_from_paper_too() -> None:
    # Rook: seat 1 declares 90 and its side takes 90 of the 140: 200 + 90; the others 150 + 50.
    hand = {"bidder": 1, "bid": 90, "points": [90, 50]}
    rook = log_from_sheet(rook_rules(), {"start": {"scores": [200, 150]}, "hands": [hand]})
    assert rook["start"] == {"scores": [200, 150]}
    assert rook["hands"][0]["standing"]["scores"] == [290, 200]
    assert replay(rook_rules(), rook).verified
    # Standard Hearts to 100: seat 1 goes from 90 to 102 and ends the match; seat 4 wins.
    hearts_rules = library_hearts("hearts")
    sheet = {"start": {"scores": [90, 40, 60, 20]}, "hands": [{"points": [12, 0, 14, 0]}]}
    hearts = log_from_sheet(hearts_rules, sheet)
    assert hearts["result"] == {"winners": [4], "reason": "target"}
    assert replay(hearts_rules, hearts).verified


def test_a_log_without_a_start_still_starts_from_zero() -> None:
    log = log_from_sheet(CLASSIC, {"hands": [HAND]})
    assert "start" not in log
    assert log["hands"][0]["standing"]["scores"] == [73, -60]
    assert replay(CLASSIC, log).verified


def test_only_a_sheet_log_has_a_start() -> None:
    log: dict[str, Any] = log_from_sheet(CLASSIC, PAPER)
    with pytest.raises(LogError) as raised:
        validate_log({**log, "kind": "cards", "hands": []})
    assert [(problem.field, problem.message) for problem in raised.value.problems] == [
        ("log", "Additional properties are not allowed ('start' was unexpected)")
    ]


def test_a_start_is_checked_before_any_hand_is_written() -> None:
    assert checked_sheet_start(CLASSIC, {"scores": [420, 350], "bags": [0, 0]}) == {
        "scores": [420, 350]
    }
    with pytest.raises(SheetError) as raised:
        checked_sheet_start(CLASSIC, {"scores": [420], "sets": ["x"]})
    assert [problem.field for problem in raised.value.problems] == [
        "start.sets[1]",
    ]
    with pytest.raises(SheetError) as raised:
        checked_sheet_start(CLASSIC, {"scores": [420]})
    assert [(p.field, p.message) for p in raised.value.problems] == [
        ("start.scores", "one number per side is needed, side 1 first: 2, not 1")
    ]


@pytest.mark.parametrize(
    ("start", "field"),
    [
        (None, "start"),
        ([420, 350], "start"),
        ({"scores": [True, 350]}, "start.scores[1]"),
        ({"scores": [10**30, 350]}, "start"),
        ({"scores": [420, 350], "hands_played": -1}, "start.hands_played"),
    ],
)
def test_a_start_that_is_not_a_standing_is_a_located_problem(start: object, field: str) -> None:
    with pytest.raises(SheetError) as raised:
        checked_sheet_start(CLASSIC, start)
    assert [(problem.hand, problem.field) for problem in raised.value.problems] == [(None, field)]
