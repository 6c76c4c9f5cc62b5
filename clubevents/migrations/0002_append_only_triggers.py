"""Database triggers: event rounds and results are append-only even for raw SQL (the third
layer, as registry migration 0002 gives versions and audit events). A correction is a new
result row, so no UPDATE or DELETE is ever needed."""

from django.db import migrations

APPEND_ONLY = ("clubevents_eventround", "clubevents_eventresult")


def _create(vendor):
    for table in APPEND_ONLY:
        for op in ("update", "delete"):
            if vendor == "postgresql":
                # registry_refuse_change() comes with registry migration 0002.
                yield (
                    f"CREATE TRIGGER {table}_refuse_{op} BEFORE {op.upper()} ON {table} "
                    f"FOR EACH ROW EXECUTE FUNCTION registry_refuse_change()"
                )
            else:
                yield (
                    f"CREATE TRIGGER {table}_refuse_{op} BEFORE {op.upper()} ON {table} "
                    f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {op.upper()} refused'); END"
                )


def _drop(vendor):
    on = " ON {table}" if vendor == "postgresql" else ""
    for table in APPEND_ONLY:
        for op in ("update", "delete"):
            yield f"DROP TRIGGER IF EXISTS {table}_refuse_{op}" + on.format(table=table)


def _vendor(schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor not in ("sqlite", "postgresql"):
        raise RuntimeError(f"no append-only triggers for {vendor}: use SQLite or PostgreSQL")
    return vendor


def create_triggers(apps, schema_editor):
    for sql in _create(_vendor(schema_editor)):
        schema_editor.execute(sql, params=None)


def drop_triggers(apps, schema_editor):
    for sql in _drop(_vendor(schema_editor)):
        schema_editor.execute(sql, params=None)


class Migration(migrations.Migration):
    dependencies = [
        ("clubevents", "0001_initial"),
        ("registry", "0002_immutability_triggers"),
    ]

    operations = [migrations.RunPython(create_triggers, drop_triggers)]
