"""verify_registry finds rows changed behind the triggers' back, and names each one.

Each test drops a trigger (inside the test's transaction, which rolls back), changes a row
with raw SQL as an intruder with database access would, and runs the verifier."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from registry.models import AuditEvent, Match, Ruleset
from registry.services import finish_match, start_match, verify_registry
from registry.services.verification import sha256
from tests.cast import Cast, with_target


def drop_triggers(table: str) -> None:
    with connection.cursor() as cursor:
        for op in ("update", "delete"):
            on = f" ON {table}" if connection.vendor == "postgresql" else ""
            cursor.execute(f"DROP TRIGGER {table}_refuse_{op}{on}")


def execute(sql: str, params: list[object]) -> None:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def problems() -> list[str]:
    return [str(p) for p in verify_registry()]


def test_an_untouched_registry_verifies(ruleset: Ruleset) -> None:
    assert problems() == []
    out = io.StringIO()
    call_command("verify_registry", stdout=out)
    assert "registry verified" in out.getvalue()


def test_a_dropped_trigger_is_reported(ruleset: Ruleset) -> None:
    drop_triggers("registry_version")
    assert problems() == [
        "table registry_version: its UPDATE trigger is missing",
        "table registry_version: its DELETE trigger is missing",
    ]


def test_changed_yaml_bytes_are_named(ruleset: Ruleset) -> None:
    version = ruleset.head
    drop_triggers("registry_version")
    execute("UPDATE registry_version SET source = %s WHERE id = %s", [with_target(100), version.pk])
    found = [p for p in problems() if not p.startswith("table ")]
    row = f"version riverside/house@1 (id {version.pk})"
    assert f"{row}: its YAML does not hash to its source_digest" in found
    assert f"{row}: its YAML does not resolve to its rules_digest" in found


def test_changed_bytes_with_a_recomputed_digest_still_disagree_with_the_chain(
    ruleset: Ruleset,
) -> None:
    version, forged = ruleset.head, with_target(100)
    drop_triggers("registry_version")
    execute(
        "UPDATE registry_version SET source = %s, source_digest = %s WHERE id = %s",
        [forged, sha256(forged), version.pk],
    )
    found = [p for p in problems() if p.startswith("version ")]
    assert any("differ from those of audit event" in p for p in found)


def test_an_edited_audit_event_is_named(ruleset: Ruleset, cast: Cast) -> None:
    event = AuditEvent.objects.filter(club=cast.club).order_by("sequence")[1]
    drop_triggers("registry_auditevent")
    execute("UPDATE registry_auditevent SET actor = 'mallory' WHERE id = %s", [event.pk])
    found = [p for p in problems() if not p.startswith("table ")]
    assert found == [
        f"audit event riverside #{event.sequence} (id {event.pk}): "
        "hash does not match the event's fields"
    ]


def test_a_deleted_audit_event_breaks_the_chain_after_it(ruleset: Ruleset, cast: Cast) -> None:
    event = AuditEvent.objects.filter(club=cast.club).order_by("sequence")[1]
    drop_triggers("registry_auditevent")
    execute("DELETE FROM registry_auditevent WHERE id = %s", [event.pk])
    found = [p for p in problems() if p.startswith("audit event")]
    assert any("expected 2" in p for p in found)


def test_a_rewritten_match_log_is_named(ruleset: Ruleset, cast: Cast) -> None:
    match = start_match(ruleset.head, seats=[], seed=1, engine_version="0", started_by=None)
    finish_match(match, log=[1, 2, 3], result={})
    drop_triggers("registry_match")
    pk = match.pk.hex if connection.vendor == "sqlite" else match.pk
    execute("UPDATE registry_match SET log = %s WHERE id = %s", ["[1, 2, 4]", pk])
    assert Match.objects.get(pk=match.pk).log == [1, 2, 4]
    found = [p for p in problems() if p.startswith("match ")]
    assert found == [
        f"match {match.id}: its log differs from the one audit event #"
        f"{AuditEvent.objects.filter(club=cast.club).last().sequence} saw"
    ]


def test_an_edited_rules_document_is_named(ruleset: Ruleset) -> None:
    digest = ruleset.head.rules_digest
    drop_triggers("registry_rulesdocument")
    execute("UPDATE registry_rulesdocument SET canonical_json = '{}' WHERE digest = %s", [digest])
    found = [p for p in problems() if not p.startswith("table ")]
    assert f"rules document {digest}: its canonical JSON does not hash to its digest" in found


def test_the_command_exits_non_zero_naming_each_bad_row(ruleset: Ruleset) -> None:
    version = ruleset.head
    drop_triggers("registry_version")
    execute("UPDATE registry_version SET source = %s WHERE id = %s", [with_target(100), version.pk])
    err = io.StringIO()
    with pytest.raises(CommandError) as failed:
        call_command("verify_registry", stderr=err)
    assert failed.value.returncode == 1
    assert f"version riverside/house@1 (id {version.pk})" in err.getvalue()
    assert "table registry_version: its UPDATE trigger is missing" in err.getvalue()
