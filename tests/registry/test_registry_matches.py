"""Matches pin a version and its rules digest, and are written once more when they finish."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection, transaction

from registry.errors import ImmutableError, MatchError
from registry.models import AuditEvent, Match, MatchStatus, Ruleset
from registry.services import change_lifecycle, finish_match, start_match
from registry.services.audit import canonical_digest
from tests.cast import Cast, publish_next, with_target

SEATS = [{"user": "alice"}, {"bot": "random"}, {"user": "erin"}, {"bot": "random"}]


def start(ruleset: Ruleset, cast: Cast) -> Match:
    return start_match(
        ruleset.head, seats=SEATS, seed=42, engine_version="0.1.0", started_by=cast.owner
    )


def test_a_match_pins_its_version_and_rules_digest(ruleset: Ruleset, cast: Cast) -> None:
    match = start(ruleset, cast)
    assert AuditEvent.objects.filter(club=cast.club).last().action == "match.start"
    publish_next(ruleset, with_target(300), cast.editor)
    match.refresh_from_db()
    assert match.version.number == 1
    assert match.rules_digest == match.version.rules_digest
    assert (match.status, match.log, match.started_by) == ("started", None, cast.owner)


def test_finishing_records_the_log_once_and_audits_its_digest(ruleset: Ruleset, cast: Cast) -> None:
    match = start(ruleset, cast)
    log = [{"hand": 1, "bids": [3, 4, 2, 4]}]
    finish_match(match, log=log, result={"winner": 0}, actor=cast.owner)
    match.refresh_from_db()
    assert (match.status, match.log, match.result) == ("finished", log, {"winner": 0})
    event = AuditEvent.objects.filter(club=cast.club).last()
    assert event.action == "match.finish" and event.digests["log"] == canonical_digest(log)
    with pytest.raises(MatchError, match="already finished"):
        finish_match(match, log=[], result={})


def test_a_withdrawn_version_is_refused_for_new_matches(ruleset: Ruleset, cast: Cast) -> None:
    change_lifecycle(ruleset.head, "withdrawn", actor=cast.owner, reason="wrong")
    with pytest.raises(MatchError, match="withdrawn"):
        start(ruleset, cast)


def test_a_deprecated_version_is_still_playable(ruleset: Ruleset, cast: Cast) -> None:
    change_lifecycle(ruleset.head, "deprecated", actor=cast.owner, reason="old")
    assert start(ruleset, cast).status == MatchStatus.STARTED


def test_the_orm_refuses_to_repin_or_delete_a_match(ruleset: Ruleset, cast: Cast) -> None:
    match = start(ruleset, cast)
    match.seed = 7
    with pytest.raises(ImmutableError):
        match.save()
    with pytest.raises(ImmutableError):
        match.save(update_fields=["seed"])
    with pytest.raises(ImmutableError):
        match.delete()
    with pytest.raises(ImmutableError):
        Match.objects.filter(pk=match.pk).update(seed=7)
    with pytest.raises(ImmutableError):
        Match.objects.all().delete()


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE registry_match SET seed = 7 WHERE id = %s",
        "UPDATE registry_match SET rules_digest = 'sha256:x' WHERE id = %s",
        "UPDATE registry_match SET log = '[]' WHERE id = %s",
        "DELETE FROM registry_match WHERE id = %s",
    ],
)
def test_the_database_refuses_changing_a_started_match_except_to_finish_it(
    ruleset: Ruleset, cast: Cast, sql: str
) -> None:
    match = start(ruleset, cast)
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, [match.pk.hex if connection.vendor == "sqlite" else match.pk])


def test_the_database_refuses_any_update_of_a_finished_match(ruleset: Ruleset, cast: Cast) -> None:
    match = finish_match(start(ruleset, cast), log=[1], result={})
    pk = match.pk.hex if connection.vendor == "sqlite" else match.pk
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "UPDATE registry_match SET log = '[2]', status = 'aborted' WHERE id = %s", [pk]
        )
    match.refresh_from_db()
    assert match.log == [1]
