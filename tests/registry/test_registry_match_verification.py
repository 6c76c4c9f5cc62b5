"""A stored match replays under its pinned version's rules; a log or result changed behind the
registry's back (triggers dropped, raw SQL) comes back as a discrepancy."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from registry.errors import MatchError
from registry.models import Match, Ruleset
from registry.services import start_match
from registry.services.matches import (
    add_sheet_hand,
    open_score_sheet,
    play_bot_match,
    verify_match,
)
from tests.cast import Cast

BOTS = ["random"] * 4


def drop_match_triggers() -> None:
    """As an intruder with database access would (rolled back with the test)."""
    with connection.cursor() as cursor:
        for op in ("update", "delete"):
            on = " ON registry_match" if connection.vendor == "postgresql" else ""
            cursor.execute(f"DROP TRIGGER registry_match_refuse_{op}{on}")


def write_behind_the_orm(match: Match, column: str, value: Any) -> None:
    cast = "::jsonb" if connection.vendor == "postgresql" else ""
    pk = match.pk.hex if connection.vendor == "sqlite" else match.pk
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE registry_match SET {column} = %s{cast} WHERE id = %s", [json.dumps(value), pk]
        )


def test_a_played_match_verifies(ruleset: Ruleset, cast: Cast) -> None:
    match = play_bot_match(ruleset.head, bots=BOTS, seed=21, started_by=cast.owner)
    found = verify_match(match)
    assert found.verified and str(found) == "verified"
    assert (
        found.outcome is not None and found.outcome.to_json()["winners"] == match.result["winners"]
    )


def test_a_changed_score_in_the_log_is_a_discrepancy(ruleset: Ruleset, cast: Cast) -> None:
    match = play_bot_match(ruleset.head, bots=BOTS, seed=21, started_by=cast.owner)
    log = match.log
    points = log["hands"][0]["score"]["sides"][0]["points"]
    log["hands"][0]["score"]["sides"][0]["points"] = points + 10
    drop_match_triggers()
    write_behind_the_orm(match, "log", log)
    found = verify_match(match)
    assert not found.verified
    assert str(found) == (f"hand 1, score.sides[1].points: expected {points}, found {points + 10}")


def test_a_changed_card_in_the_log_is_a_discrepancy(ruleset: Ruleset, cast: Cast) -> None:
    match = play_bot_match(ruleset.head, bots=BOTS, seed=21, started_by=cast.owner)
    log = match.log
    dealt = log["hands"][0]["dealt"]
    dealt[0][0], dealt[1][0] = dealt[1][0], dealt[0][0]
    drop_match_triggers()
    write_behind_the_orm(match, "log", log)
    found = verify_match(match)
    assert not found.verified and found.discrepancy.hand == 1


def test_a_changed_result_column_is_a_discrepancy(ruleset: Ruleset, cast: Cast) -> None:
    match = play_bot_match(ruleset.head, bots=BOTS, seed=21, started_by=cast.owner)
    forged = {**match.result, "winners": [3 - match.result["winners"][0]]}
    drop_match_triggers()
    write_behind_the_orm(match, "result", forged)
    found = verify_match(match)
    assert found.discrepancy is not None and found.discrepancy.field == "match.result"


def test_a_malformed_log_is_a_discrepancy(ruleset: Ruleset, cast: Cast) -> None:
    match = play_bot_match(ruleset.head, bots=BOTS, seed=21, started_by=cast.owner)
    drop_match_triggers()
    write_behind_the_orm(match, "log", {**match.log, "format": "mine/1"})
    found = verify_match(match)
    assert not found.verified and "the log is malformed" in str(found)


def test_a_score_sheet_verifies_hand_by_hand(ruleset: Ruleset, cast: Cast) -> None:
    match = open_score_sheet(ruleset.head, seats=["A", "B", "C", "D"], started_by=cast.owner)
    match = add_sheet_hand(
        match, {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}, actor=None
    )
    assert verify_match(match).verified
    log = match.log
    log["hands"][0]["tricks_taken"] = [3, 4, 3, 3]
    drop_match_triggers()
    write_behind_the_orm(match, "log", log)
    assert str(verify_match(match)).startswith("hand 1, score")


def test_a_match_with_no_log_yet_cannot_be_verified(ruleset: Ruleset, cast: Cast) -> None:
    match = start_match(ruleset.head, seats=[], seed=1, engine_version="0", started_by=None)
    with pytest.raises(MatchError, match="no log yet"):
        verify_match(match)


def test_the_verify_match_command_prints_verified_or_fails(ruleset: Ruleset, cast: Cast) -> None:
    match = play_bot_match(ruleset.head, bots=BOTS, seed=21, started_by=cast.owner)
    out = io.StringIO()
    call_command("verify_match", str(match.pk), stdout=out)
    assert out.getvalue() == f"match {match.pk}: verified\n"
    drop_match_triggers()
    write_behind_the_orm(match, "log", {**match.log, "hands": match.log["hands"][:-1]})
    with pytest.raises(CommandError, match=f"match {match.pk}: "):
        call_command("verify_match", str(match.pk), stdout=io.StringIO())
    with pytest.raises(CommandError, match="no match nonsense"):
        call_command("verify_match", "nonsense")
