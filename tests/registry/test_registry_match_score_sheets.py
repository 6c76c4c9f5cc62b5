"""A score sheet is opened empty, takes its hands one by one (each checked and scored under the
pinned rules, nothing stored on a problem), and is finished by the hand that ends the match."""

from __future__ import annotations

import pytest

from registry.errors import MatchError
from registry.models import AuditEvent, Match, MatchStatus, Ruleset, Version
from registry.services import change_lifecycle
from registry.services.audit import canonical_digest
from registry.services.matches import (
    MatchInputError,
    add_sheet_hand,
    open_score_sheet,
    play_bot_match,
    verify_match,
)
from tests.cast import Cast, publish_next, with_target

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]
EVEN = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}
"""Every seat makes its bid: side 1 (seats 1 and 3) scores 70, side 2 scores 60."""
LAST = {"bids": ["4", "3", "3", "3"], "tricks": [5, 2, 4, 2]}
"""Side 1 makes 7 with 2 bags (72); side 2 is set on 6 (-60)."""
BAD = {"bids": ["4", "nill", "3", "3"], "tricks": [4, 3, 3, 2], "extra": 1}


@pytest.fixture
def to_200(ruleset: Ruleset, cast: Cast) -> Version:
    """Classic Spades to 200: three hands above end the match."""
    return publish_next(ruleset, with_target(200), cast.editor, "Short matches")


def test_a_sheet_opens_with_no_hands(to_200: Version, cast: Cast) -> None:
    match = open_score_sheet(to_200, seats=PLAYERS, started_by=cast.viewer)
    match = Match.objects.get(pk=match.pk)
    assert (match.status, match.seed, match.result) == (MatchStatus.OPEN, None, None)
    assert match.rules_digest == to_200.rules_digest
    assert match.seats == [{"player": name} for name in PLAYERS]
    assert match.log["kind"] == "sheet" and match.log["hands"] == []
    assert [seat["player"] for seat in match.log["seats"]] == PLAYERS
    assert verify_match(match).verified


def test_three_hands_are_scored_and_the_third_finishes_the_match(
    to_200: Version, cast: Cast
) -> None:
    match = open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner)
    match = add_sheet_hand(match, EVEN, actor=cast.owner)
    assert match.log["hands"][-1]["standing"]["scores"] == [70, 60]
    match = add_sheet_hand(match, EVEN, actor=cast.owner)
    assert (match.status, match.log["hands"][-1]["standing"]["scores"]) == ("open", [140, 120])
    match = add_sheet_hand(match, LAST, actor=cast.editor)
    match = Match.objects.get(pk=match.pk)
    assert match.status == MatchStatus.FINISHED and match.finished_at is not None
    assert match.result["winners"] == [1] and match.result["reason"] == "target"
    assert match.result["standing"]["scores"] == [212, 60]
    assert match.result["standing"]["bags"] == [2, 0]
    assert match.log["result"] == {"winners": [1], "reason": "target"}
    assert [hand["number"] for hand in match.log["hands"]] == [1, 2, 3]
    assert verify_match(match).verified


def test_a_bad_hand_stores_nothing_and_lists_every_problem(to_200: Version, cast: Cast) -> None:
    match = add_sheet_hand(
        open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner), EVEN, actor=cast.owner
    )
    events = AuditEvent.objects.count()
    with pytest.raises(MatchInputError) as refused:
        add_sheet_hand(match, BAD, actor=cast.owner)
    assert [(p.hand, p.field) for p in refused.value.problems] == [
        (2, "extra"),
        (2, "bids[2]"),
        (2, "tricks"),
    ]
    assert "the tricks add up to 12" in refused.value.problems[2].message
    assert Match.objects.get(pk=match.pk).log == match.log
    assert AuditEvent.objects.count() == events


def test_a_finished_sheet_refuses_more_hands(to_200: Version, cast: Cast) -> None:
    match = open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner)
    for hand in (EVEN, EVEN, LAST):
        match = add_sheet_hand(match, hand, actor=cast.owner)
    with pytest.raises(MatchError, match="is finished: it takes no more hands"):
        add_sheet_hand(match, EVEN, actor=cast.owner)
    assert len(Match.objects.get(pk=match.pk).log["hands"]) == 3


def test_a_bot_match_takes_no_sheet_hands(to_200: Version, cast: Cast) -> None:
    match = play_bot_match(to_200, bots=["random"] * 4, seed=5, started_by=cast.owner)
    with pytest.raises(MatchError, match="takes no more hands"):
        add_sheet_hand(match, EVEN, actor=cast.owner)


def test_each_hand_and_the_finish_are_audited(to_200: Version, cast: Cast) -> None:
    before = AuditEvent.objects.filter(club=cast.club).count()
    match = open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner)
    for hand in (EVEN, EVEN, LAST):
        match = add_sheet_hand(match, hand, actor=cast.editor)
    events = list(AuditEvent.objects.filter(club=cast.club).order_by("sequence")[before:])
    assert [e.action for e in events] == [
        "match.start",
        "match.hand",
        "match.hand",
        "match.hand",
        "match.finish",
    ]
    assert events[0].details["kind"] == "sheet" and events[0].details["seed"] is None
    assert [e.details.get("hand") for e in events[1:4]] == [1, 2, 3]
    assert events[-1].digests["log"] == events[-2].digests["log"] == canonical_digest(match.log)


def test_a_withdrawn_version_opens_no_sheet(to_200: Version, cast: Cast) -> None:
    change_lifecycle(to_200, "withdrawn", actor=cast.owner, reason="typo in the target")
    with pytest.raises(MatchError, match="withdrawn"):
        open_score_sheet(to_200, seats=PLAYERS, started_by=cast.owner)
    assert Match.objects.count() == 0


def test_seats_must_fit_the_rules(to_200: Version, cast: Cast) -> None:
    with pytest.raises(MatchInputError) as refused:
        open_score_sheet(to_200, seats=["Ann", " ", "Cat"], started_by=cast.owner)
    assert refused.value.problems == (
        "these rules seat 4; 3 given",
        "seat 2: a player's name is needed",
    )
