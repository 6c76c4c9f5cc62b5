"""Issue 13, "for every game": a score sheet may start from a given standing (`start`: the
scores, bags and sets before hand 1, and the hands already played), for a match continued
from paper. The standing is checked against the table, and the match may end in hand 1."""

from pathlib import Path

import pytest

import rulesets
from engine.games.hearts.sheet import score_hearts_sheet
from engine.log import checked_sheet_start
from engine.sheet import SheetError, score_sheet
from tests.engine.hearts.hearts_helpers import library_hearts
from tests.engine.rook_helpers import rook_rules

CLASSIC = rulesets.load_file(Path(rulesets.__file__).parent / "library" / "classic.yaml")
EVEN = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}


def problems(rules: object, sheet: dict[str, object]) -> list[tuple[int | None, str, str]]:
    with pytest.raises(SheetError) as raised:
        score_sheet(rules, sheet)  # type: ignore[call-overload]
    return [(p.hand, p.field, p.message) for p in raised.value.problems]


def test_spades_bags_carried_from_paper_reach_the_penalty() -> None:
    # classic.yaml: 10 bags cost 100. Seats 1 and 3 bid 7 and take 10 (73, 3 bags: 8 + 3 =
    # 11, so -100 and 1 carried); seats 2 and 4 bid 6 and take 3 (set, -60).
    sheet = {
        "start": {"scores": [420, 350], "bags": [8, 2], "hands_played": 6},
        "hands": [{"bids": ["4", "3", "3", "3"], "tricks": [7, 2, 3, 1]}],
    }
    result = score_sheet(CLASSIC, sheet)
    assert result.standing.scores == (393, 290)
    assert result.standing.bags == (1, 2)
    assert result.standing.hands_played == 7
    assert result.to_json()["start"]["scores"] == [420, 350]


def test_spades_the_match_continued_from_paper_ends_at_the_target() -> None:
    # 480 + 70 reaches classic.yaml's 500.
    result = score_sheet(CLASSIC, {"start": {"scores": [480, 350]}, "hands": [EVEN]})
    assert result.standing.scores == (550, 410)
    assert result.outcome is not None and result.outcome.winners == (0,)


def test_a_start_past_the_target_is_refused_at_the_start() -> None:
    over = (
        None,
        "start.scores",
        "the match is already over at this standing: side 1 won (target);"
        " a sheet continues a match that is still being played",
    )
    assert problems(CLASSIC, {"start": {"scores": [500, 350]}, "hands": [EVEN]}) == [over]
    # Refused before any hand is written, as a sheet is opened from paper.
    with pytest.raises(SheetError) as refused:
        checked_sheet_start(CLASSIC, {"scores": [500, 350]})
    assert [(p.hand, p.field, p.message) for p in refused.value.problems] == [over]


def test_a_start_short_of_the_target_is_accepted_before_any_hand() -> None:
    assert checked_sheet_start(CLASSIC, {"scores": [499, 350]}) == {"scores": [499, 350]}


def test_a_start_is_checked_against_the_table() -> None:
    sheet = {"start": {"scores": [500, 350, 1], "bags": [1]}, "hands": [EVEN]}
    assert problems(CLASSIC, sheet) == [
        (None, "start.scores", "one number per side is needed, side 1 first: 2, not 3"),
        (None, "start.bags", "one number per side is needed, side 1 first: 2, not 1"),
    ]
    sheet = {"start": {"scores": [420, 350], "sets": ["x"]}, "hands": [EVEN]}
    assert [(hand, field) for hand, field, _ in problems(CLASSIC, sheet)] == [
        (None, "start.sets[1]")
    ]


def test_rook_the_declarers_side_adds_its_points_to_the_paper_score() -> None:
    # Seat 1 declares 90 and its side takes 90 of the 140: 200 + 90; the defenders 150 + 50.
    hand = {"bidder": 1, "bid": 90, "points": [90, 50]}
    result = score_sheet(rook_rules(), {"start": {"scores": [200, 150]}, "hands": [hand]})
    assert result.standing.scores == (290, 200)
    assert problems(
        rook_rules(), {"start": {"scores": [0, 0], "bags": [3, 0]}, "hands": [hand]}
    ) == [(None, "start.bags", "this game counts no bags: leave them out")]


def test_hearts_the_first_to_reach_100_ends_the_match_and_the_lowest_wins() -> None:
    # Standard Hearts to 100: seat 1 goes from 90 to 102; seat 4, on 20, wins.
    sheet = {"start": {"scores": [90, 40, 60, 20]}, "hands": [{"points": [12, 0, 14, 0]}]}
    result = score_hearts_sheet(library_hearts("hearts"), sheet)
    assert result.standing.scores == (102, 40, 74, 20)
    assert result.outcome is not None and result.outcome.winners == (3,)
