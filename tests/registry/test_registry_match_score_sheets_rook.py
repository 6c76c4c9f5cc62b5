"""A Rook score sheet in the registry: opened empty under a Rook version, takes its hands one
by one (each checked and scored by the engine under the pinned rules, nothing stored on a
problem), is finished by the hand that ends the match, and verifies by replay."""

from __future__ import annotations

import pytest

from registry.errors import MatchError
from registry.models import AuditEvent, Match, MatchStatus, Ruleset, Version
from registry.services import create_ruleset
from registry.services.audit import canonical_digest
from registry.services.library import LIBRARY_DIR
from registry.services.matches import (
    MatchInputError,
    add_sheet_hand,
    open_score_sheet,
    verify_match,
)
from tests.cast import Cast, publish_next

ROOK = (LIBRARY_DIR / "rook.yaml").read_bytes()
"""Seed 004's Rook: partnerships, 140 points in a hand, bids 70 to 120 by 5, to 300."""
PLAYERS = ["Ann", "Ben", "Cat", "Dan"]
BIG = {"bidder": 2, "bid": 120, "trump": "H", "points": [10, 130]}
"""Side 2 (Ben and Dan) makes 120 with 130: three of these take it past 300."""
SET = {"bidder": 1, "bid": 100, "trump": "S", "points": [90, 50]}
"""Side 1 (Ann and Cat) is set on 100: -100; side 2 takes its 50."""


@pytest.fixture
def rook(cast: Cast) -> Version:
    table = create_ruleset(cast.club, slug="rook", title="Thursday Rook", actor=cast.owner)
    return publish_next(table, ROOK, cast.owner, "Seed 004")


def test_a_rook_sheet_opens_with_no_hands_and_verifies(rook: Version, cast: Cast) -> None:
    match = Match.objects.get(pk=open_score_sheet(rook, seats=PLAYERS, started_by=cast.editor).pk)
    assert (match.status, match.seed, match.rules_digest) == (
        MatchStatus.OPEN,
        None,
        rook.rules_digest,
    )
    assert (match.log["game"], match.log["kind"], match.log["hands"]) == ("rook", "sheet", [])
    assert verify_match(match).verified


def test_three_hands_are_scored_and_the_third_finishes_the_match(rook: Version, cast: Cast) -> None:
    match = open_score_sheet(rook, seats=PLAYERS, started_by=cast.owner)
    match = add_sheet_hand(match, SET, actor=cast.owner)
    first = match.log["hands"][0]
    assert (first["declarer"], first["bid"], first["trump"], first["points"]) == (
        1,
        100,
        "S",
        [90, 50],
    )
    assert first["score"]["made"] is False and first["standing"]["scores"] == [-100, 50]
    match = add_sheet_hand(match, BIG, actor=cast.editor)
    assert (match.status, match.log["hands"][-1]["standing"]["scores"]) == ("open", [-90, 180])
    match = add_sheet_hand(match, BIG, actor=cast.editor)
    match = Match.objects.get(pk=match.pk)
    assert match.status == MatchStatus.FINISHED and match.finished_at is not None
    assert match.result["winners"] == [2] and match.result["reason"] == "target"
    assert match.result["standing"]["scores"] == [-80, 310]
    assert match.log["result"] == {"winners": [2], "reason": "target"}
    assert [hand["dealer"] for hand in match.log["hands"]] == [1, 2, 3]
    assert verify_match(match).verified


def test_a_bad_hand_stores_nothing_and_lists_every_problem(rook: Version, cast: Cast) -> None:
    match = add_sheet_hand(
        open_score_sheet(rook, seats=PLAYERS, started_by=cast.owner), SET, actor=cast.owner
    )
    events = AuditEvent.objects.count()
    bad = {"bidder": 2, "bid": 125, "trump": "red", "points": [10, 120], "tricks": [1]}
    with pytest.raises(MatchInputError) as refused:
        add_sheet_hand(match, bad, actor=cast.owner)
    assert [(p.hand, p.field) for p in refused.value.problems] == [
        (2, "tricks"),
        (2, "bid"),
        (2, "trump"),
        (2, "points"),
    ]
    assert "125 cannot win the auction" in refused.value.problems[1].message
    assert Match.objects.get(pk=match.pk).log == match.log
    assert AuditEvent.objects.count() == events


def test_a_spades_hand_is_refused_on_a_rook_sheet_naming_the_rook_fields(
    rook: Version, cast: Cast
) -> None:
    match = open_score_sheet(rook, seats=PLAYERS, started_by=cast.owner)
    with pytest.raises(MatchInputError) as refused:
        add_sheet_hand(match, {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}, actor=None)
    fields = [p.field for p in refused.value.problems]
    assert fields == ["bids", "tricks", "bidder", "bid", "points"]


def test_a_finished_rook_sheet_refuses_more_hands(rook: Version, cast: Cast) -> None:
    match = open_score_sheet(rook, seats=PLAYERS, started_by=cast.owner)
    for hand in (BIG, BIG, BIG):
        match = add_sheet_hand(match, hand, actor=cast.owner)
    with pytest.raises(MatchError, match="is finished: it takes no more hands"):
        add_sheet_hand(match, BIG, actor=cast.owner)
    assert len(Match.objects.get(pk=match.pk).log["hands"]) == 3


def test_each_hand_and_the_finish_are_audited(rook: Version, cast: Cast) -> None:
    before = AuditEvent.objects.filter(club=cast.club).count()
    match = open_score_sheet(rook, seats=PLAYERS, started_by=cast.owner)
    for hand in (SET, BIG, BIG):
        match = add_sheet_hand(match, hand, actor=cast.editor)
    events = list(AuditEvent.objects.filter(club=cast.club).order_by("sequence")[before:])
    assert [e.action for e in events] == [
        "match.start",
        "match.hand",
        "match.hand",
        "match.hand",
        "match.finish",
    ]
    assert [e.details.get("hand") for e in events[1:4]] == [1, 2, 3]
    assert events[1].details["standing"]["scores"] == [-100, 50]
    assert events[-1].digests["log"] == canonical_digest(match.log)


def test_the_seats_must_fit_the_rook_rules(rook: Version, cast: Cast) -> None:
    with pytest.raises(MatchInputError, match="these rules seat 4; 3 given"):
        open_score_sheet(rook, seats=PLAYERS[:3], started_by=cast.owner)
    assert Match.objects.count() == 0


def test_a_ruleset_that_moved_from_spades_to_rook_scores_each_version_by_its_game(
    ruleset: Ruleset, cast: Cast
) -> None:
    rook = publish_next(ruleset, ROOK, cast.owner, "We play Rook now")
    spades = open_score_sheet(ruleset.versions.get(number=1), seats=PLAYERS, started_by=None)
    spades = add_sheet_hand(
        spades, {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}, actor=None
    )
    table = add_sheet_hand(open_score_sheet(rook, seats=PLAYERS, started_by=None), SET, actor=None)
    assert (spades.log["game"], table.log["game"]) == ("spades", "rook")
    assert spades.log["hands"][0]["standing"]["scores"] == [70, 60]
    assert verify_match(spades).verified and verify_match(table).verified
