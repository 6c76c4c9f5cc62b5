"""Issue 13, "for every game": the registry opens a score sheet from a given standing (a
match continued from paper). The start is checked against the pinned rules when the sheet
opens (nothing stored on a problem), written into the log and the start event, and every hand,
the finish and a replay follow it; a start changed in the database is caught."""

from __future__ import annotations

import pytest

from registry.models import AuditEvent, Match, MatchStatus, Ruleset, Version
from registry.services.matches import (
    MatchInputError,
    add_sheet_hand,
    open_score_sheet,
    verify_match,
)
from tests.cast import Cast, publish_next, with_target
from tests.registry.test_registry_match_verification import (
    drop_match_triggers,
    write_behind_the_orm,
)

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]
PAPER = {"scores": [150, 100], "bags": [9, 0], "hands_played": 4}
EVEN = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
"""Every seat makes its bid: side 1 (seats 1 and 3) scores 70, side 2 scores 60."""
LAST = {"bids": ["4", "3", "3", "3"], "tricks": [5, 2, 4, 2]}
"""Side 1 makes 7 with 2 bags (72); side 2 is set on 6 (-60)."""


@pytest.fixture
def to_200(ruleset: Ruleset, cast: Cast) -> Version:
    """Classic Spades to 200 (10 bags cost 100)."""
    return publish_next(ruleset, with_target(200), cast.editor, "Short matches")


def test_a_sheet_opened_from_paper_scores_every_hand_from_its_standing(
    to_200: Version, cast: Cast
) -> None:
    match = open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner, start=PAPER)
    assert match.log["start"] == PAPER and match.log["hands"] == []
    assert verify_match(match).verified
    started = AuditEvent.objects.filter(club=cast.club, action="match.start").last()
    assert started is not None and started.details["start"] == PAPER
    # 9 bags + 2 = 11 cost 100 (1 carried): 150 + 72 - 100 = 122; side 2: 100 - 60 = 40.
    match = add_sheet_hand(match, LAST, actor=cast.owner)
    assert match.log["hands"][-1]["standing"]["scores"] == [122, 40]
    assert match.log["hands"][-1]["standing"]["bags"] == [1, 0]
    assert match.log["hands"][-1]["standing"]["hands_played"] == 5
    match = add_sheet_hand(match, EVEN, actor=cast.owner)
    assert match.status == MatchStatus.OPEN
    # 192 + 70 = 262 reaches 200: side 1 wins on its seventh hand, the third on this sheet.
    match = add_sheet_hand(match, EVEN, actor=cast.owner)
    match = Match.objects.get(pk=match.pk)
    assert match.status == MatchStatus.FINISHED
    assert (match.result["winners"], match.result["reason"]) == ([1], "target")
    assert match.result["standing"]["scores"] == [262, 160]
    assert verify_match(match).verified


def test_a_start_that_does_not_fit_the_rules_stores_nothing(to_200: Version, cast: Cast) -> None:
    events = AuditEvent.objects.count()
    with pytest.raises(MatchInputError) as refused:
        open_score_sheet(
            to_200, seats=PLAYERS, started_by=cast.owner, start={"scores": [150, 100, 0]}
        )
    assert [(p.hand, p.field, p.message) for p in refused.value.problems] == [
        (None, "start.scores", "one number per side is needed, side 1 first: 2, not 3")
    ]
    with pytest.raises(MatchInputError) as refused:
        open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner, start={"bags": [1, 2]})
    assert [p.field for p in refused.value.problems] == ["start.scores"]
    assert Match.objects.count() == 0 and AuditEvent.objects.count() == events


def test_a_start_changed_in_the_database_is_caught(to_200: Version, cast: Cast) -> None:
    opened = open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner, start=PAPER)
    scored = add_sheet_hand(
        open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner, start=PAPER),
        LAST,
        actor=cast.owner,
    )
    drop_match_triggers()
    write_behind_the_orm(opened, "log", {**opened.log, "start": {"scores": [150]}})
    assert str(verify_match(opened)) == (
        "start.scores: one number per side is needed, side 1 first: 2, not 1"
    )
    # Without the 9 bags on paper, side 1's 2 bags cost nothing: 72, where the log says -28.
    write_behind_the_orm(scored, "log", {**scored.log, "start": {"scores": [150, 100]}})
    assert str(verify_match(scored)) == "hand 1, score.sides[1].points: expected 72, found -28"
