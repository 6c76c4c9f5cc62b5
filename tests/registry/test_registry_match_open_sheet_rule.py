"""An open score sheet's log may only grow by appending hands, and once finished it is frozen:
the model refuses anything else, and so does the database, for raw SQL too."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction

from registry.errors import ImmutableError
from registry.models import Match, Ruleset, log_extends
from registry.services import finish_match, start_match
from registry.services.matches import add_sheet_hand, open_score_sheet
from tests.cast import Cast

HAND = {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}


@pytest.fixture
def sheet(ruleset: Ruleset, cast: Cast) -> Match:
    """An open sheet with one hand recorded."""
    match = open_score_sheet(ruleset.head, seats=["A", "B", "C", "D"], started_by=cast.owner)
    return add_sheet_hand(match, HAND, actor=cast.owner)


def grown(log: dict[str, Any]) -> dict[str, Any]:
    """The log with a copy of its last hand appended (well-formed enough for the guards)."""
    return {**log, "hands": [*log["hands"], {**log["hands"][-1], "number": len(log["hands"]) + 1}]}


def rewritten(log: dict[str, Any]) -> dict[str, Any]:
    """The log with its first hand's tricks changed."""
    first = {**log["hands"][0], "tricks_taken": [3, 4, 3, 3]}
    return {**log, "hands": [first, *log["hands"][1:]]}


def raw_update(match: Match, assignments: str, *params: Any) -> None:
    pk = match.pk.hex if connection.vendor == "sqlite" else match.pk
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"UPDATE registry_match SET {assignments} WHERE id = %s", [*params, pk])


def set_log(match: Match, log: Any) -> None:
    """Write the log column with raw SQL, as the model would never be asked to."""
    cast = "::jsonb" if connection.vendor == "postgresql" else ""
    raw_update(match, f"log = %s{cast}", json.dumps(log))


def test_log_extends_reads_appending_hands_only() -> None:
    log = {"format": "f", "hands": [{"n": 1}], "result": None}
    assert log_extends(log, {**log, "hands": [{"n": 1}, {"n": 2}], "result": {"winners": [1]}})
    assert log_extends(log, log)
    assert not log_extends(log, {**log, "hands": [{"n": 2}]})
    assert not log_extends(log, {**log, "hands": []})
    assert not log_extends(log, {**log, "format": "g"})
    assert not log_extends(None, log)


def test_the_model_lets_an_open_sheet_append_a_hand(sheet: Match) -> None:
    sheet.log = grown(sheet.log)
    sheet.save(update_fields=["log"])
    assert len(Match.objects.get(pk=sheet.pk).log["hands"]) == 2


@pytest.mark.parametrize("change", [rewritten, lambda log: {**log, "hands": []}])
def test_the_model_refuses_rewriting_an_open_sheets_hands(sheet: Match, change: Any) -> None:
    sheet.log = change(sheet.log)
    with pytest.raises(ImmutableError, match="may only grow by new hands"):
        sheet.save(update_fields=["log"])


def test_the_model_refuses_writing_more_than_the_log_while_open(sheet: Match) -> None:
    sheet.log, sheet.result = grown(sheet.log), {"winners": [1]}
    with pytest.raises(ImmutableError, match="a new hand writes its log only"):
        sheet.save(update_fields=["log", "result"])
    sheet.seed = 5
    with pytest.raises(ImmutableError, match="pinned"):
        sheet.save(update_fields=["seed"])


def test_an_open_sheet_can_be_aborted_with_its_log_as_it_is(sheet: Match) -> None:
    finish_match(sheet, log=sheet.log, result=None, status="aborted")
    match = Match.objects.get(pk=sheet.pk)
    match.log = grown(match.log)
    with pytest.raises(ImmutableError, match="is aborted: it cannot become aborted"):
        match.save(update_fields=["log"])


def test_the_database_lets_an_open_sheet_append_a_hand(sheet: Match) -> None:
    set_log(sheet, grown(sheet.log))
    assert len(Match.objects.get(pk=sheet.pk).log["hands"]) == 2


@pytest.mark.parametrize(
    "change",
    [
        rewritten,
        lambda log: {**log, "hands": []},
        lambda log: {**grown(log), "rules_digest": "sha256:" + "0" * 64},
        lambda log: {**grown(log), "seats": list(reversed(log["seats"]))},
    ],
)
def test_the_database_refuses_rewriting_an_open_sheets_log(sheet: Match, change: Any) -> None:
    with pytest.raises(IntegrityError):
        set_log(sheet, change(sheet.log))
    assert Match.objects.get(pk=sheet.pk).log == sheet.log


def test_the_database_refuses_repinning_an_open_sheet(sheet: Match) -> None:
    with pytest.raises(IntegrityError):
        raw_update(sheet, "seed = 7")
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        pk = sheet.pk.hex if connection.vendor == "sqlite" else sheet.pk
        cursor.execute("DELETE FROM registry_match WHERE id = %s", [pk])


def test_the_database_refuses_reopening_or_changing_a_finished_sheet(sheet: Match) -> None:
    finish_match(sheet, log=grown(sheet.log), result={"winners": [1]})
    with pytest.raises(IntegrityError):
        raw_update(sheet, "status = 'open'")
    with pytest.raises(IntegrityError):
        set_log(sheet, grown(grown(sheet.log)))


def test_the_database_still_refuses_turning_a_started_match_into_an_open_one(
    ruleset: Ruleset, cast: Cast
) -> None:
    match = start_match(ruleset.head, seats=[], seed=1, engine_version="0", started_by=None)
    with pytest.raises(IntegrityError):
        raw_update(match, "status = 'open'")
