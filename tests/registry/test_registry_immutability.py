"""Versions, rules documents, lifecycle changes and audit events cannot be changed or deleted,
by any path: the model, the queryset, or raw SQL against the database's triggers. The suite
runs on SQLite and on PostgreSQL (DATABASE_URL), so every path is tried on both."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.db import IntegrityError, connection, models, transaction

from registry.errors import ImmutableError
from registry.models import AuditEvent, LifecycleChange, RulesDocument, Ruleset, Version
from registry.services import change_lifecycle
from registry.services.verification import trigger_problems

Row = Callable[[Ruleset], models.Model]

ROWS: dict[str, Row] = {
    "version": lambda ruleset: Version.objects.get(ruleset=ruleset, number=1),
    "rules document": lambda ruleset: RulesDocument.objects.get(pk=ruleset.head.document_id),
    "audit event": lambda ruleset: AuditEvent.objects.filter(club=ruleset.club).last(),
    "lifecycle change": lambda ruleset: change_lifecycle(
        ruleset.head, "deprecated", actor=None, reason="superseded"
    ),
}
# A text column of each table, for the raw UPDATE.
COLUMNS = {
    "version": "message",
    "rules document": "game",
    "audit event": "action",
    "lifecycle change": "reason",
}


@pytest.fixture(params=sorted(ROWS))
def row(request: pytest.FixtureRequest, ruleset: Ruleset) -> tuple[str, models.Model]:
    return request.param, ROWS[request.param](ruleset)


def test_saving_a_stored_row_again_is_refused(row: tuple[str, models.Model]) -> None:
    _, obj = row
    with pytest.raises(ImmutableError):
        obj.save()


def test_deleting_a_row_is_refused(row: tuple[str, models.Model]) -> None:
    _, obj = row
    with pytest.raises(ImmutableError):
        obj.delete()
    assert type(obj).objects.filter(pk=obj.pk).exists()


def test_queryset_update_is_refused(row: tuple[str, models.Model]) -> None:
    name, obj = row
    with pytest.raises(ImmutableError):
        type(obj).objects.filter(pk=obj.pk).update(**{COLUMNS[name]: "changed"})


def test_queryset_delete_is_refused(row: tuple[str, models.Model]) -> None:
    _, obj = row
    with pytest.raises(ImmutableError):
        type(obj).objects.filter(pk=obj.pk).delete()
    with pytest.raises(ImmutableError):
        type(obj).objects.all().delete()
    assert type(obj).objects.filter(pk=obj.pk).exists()


def test_raw_sql_update_is_refused_by_the_database(row: tuple[str, models.Model]) -> None:
    name, obj = row
    table, pk = obj._meta.db_table, obj._meta.pk.column
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"UPDATE {table} SET {COLUMNS[name]} = 'changed' WHERE {pk} = %s", [obj.pk])
    obj.refresh_from_db()
    assert getattr(obj, COLUMNS[name]) != "changed"


def test_raw_sql_delete_is_refused_by_the_database(row: tuple[str, models.Model]) -> None:
    _, obj = row
    table, pk = obj._meta.db_table, obj._meta.pk.column
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {table} WHERE {pk} = %s", [obj.pk])
    assert type(obj).objects.filter(pk=obj.pk).exists()


def test_raw_sql_cannot_delete_a_whole_table(ruleset: Ruleset) -> None:
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("DELETE FROM registry_auditevent")
    assert AuditEvent.objects.filter(club=ruleset.club).exists()


def test_a_new_row_can_still_be_inserted(ruleset: Ruleset) -> None:
    change = change_lifecycle(ruleset.head, "withdrawn", actor=None, reason="a mistake")
    assert LifecycleChange.objects.filter(pk=change.pk).exists()


def test_every_immutability_trigger_is_installed(db: None) -> None:
    assert list(trigger_problems()) == []


def test_a_ruleset_row_stays_editable_for_its_title(ruleset: Ruleset) -> None:
    ruleset.title = "Our house rules"
    ruleset.save(update_fields=["title"])
    assert Ruleset.objects.get(pk=ruleset.pk).title == "Our house rules"
